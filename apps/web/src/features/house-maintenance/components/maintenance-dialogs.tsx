import type { MaintenanceItem } from '@usra/domain/house-maintenance/maintenance-schema';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import type { MaintenanceActions } from '../hooks/use-maintenance-actions';
import { ItemForm } from './item-form';
import { CompleteDialog } from './complete-dialog';
import { HistoryEntryDialog } from './history-entry-dialog';
import { RescheduleDialog } from './reschedule-dialog';

/** The screen's dialogs: add, edit, delete an item, complete, reschedule, add to history. */
export function MaintenanceDialogs({
  actions,
  items,
}: {
  actions: MaintenanceActions;
  items: MaintenanceItem[];
}) {
  const { t } = useTranslation('house');
  const { editing, deleting } = actions;
  return (
    <>
      <Modal
        open={actions.adding}
        onOpenChange={actions.setAdding}
        title={t('form.addTitle')}
        size="lg"
        testId="item-dialog"
      >
        <ItemForm
          item={null}
          pending={actions.creating}
          onSubmit={actions.createItem}
          onCancel={() => actions.setAdding(false)}
        />
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && actions.setEditing(null)}
        title={t('form.editTitle')}
        size="lg"
        testId="item-dialog"
      >
        {editing ? (
          <ItemForm
            key={editing.id}
            item={editing}
            pending={actions.saving}
            onSubmit={actions.saveItem}
            onCancel={() => actions.setEditing(null)}
          />
        ) : null}
      </Modal>
      <CompleteDialog
        schedule={actions.completing}
        pending={actions.completePending}
        onSubmit={actions.completeSchedule}
        onClose={() => actions.setCompleting(null)}
      />
      <RescheduleDialog
        schedule={actions.rescheduling}
        onSubmit={(schedule, scheduledDate) => actions.updateSchedule(schedule, { scheduledDate })}
        onClose={() => actions.setRescheduling(null)}
      />
      <HistoryEntryDialog
        open={actions.historyFor !== null}
        items={items}
        itemId={actions.historyFor?.itemId ?? null}
        pending={actions.recording}
        onSubmit={actions.recordHistory}
        onClose={() => actions.setHistoryFor(null)}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => actions.setDeleting(null)}
        title={t('deleteConfirm.title')}
        description={
          <>
            {t('deleteConfirm.body')} {t('deleteConfirm.detail', { name: deleting?.name ?? '' })}
          </>
        }
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={actions.deleteItem}
        pending={actions.removing}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </>
  );
}
