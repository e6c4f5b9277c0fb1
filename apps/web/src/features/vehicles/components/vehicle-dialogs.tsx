import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import type { VehicleActions } from '../hooks/use-vehicle-actions';
import { FuelLogDialog } from './fuel-log-dialog';
import { RemindersDialog } from './reminders-dialog';
import { ServiceLogDialog } from './service-log-dialog';
import { VehicleForm } from './vehicle-form';
import { VehicleHistoryDialog } from './vehicle-history-dialog';

/** The Vehicles screen's dialogs: add, edit, delete, log fuel, log a service, history, reminders. */
export function VehicleDialogs({ actions }: { actions: VehicleActions }) {
  const { t } = useTranslation('vehicles');
  const { editing, deleting } = actions;
  return (
    <>
      <Modal
        open={actions.adding}
        onOpenChange={actions.setAdding}
        title={t('form.addTitle')}
        size="lg"
        testId="vehicle-dialog"
      >
        <VehicleForm
          vehicle={null}
          pending={actions.creating}
          onSubmit={actions.createVehicle}
          onCancel={() => actions.setAdding(false)}
        />
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && actions.setEditing(null)}
        title={t('form.editTitle')}
        size="lg"
        testId="vehicle-dialog"
      >
        {editing ? (
          <VehicleForm
            key={editing.id}
            vehicle={editing}
            pending={actions.saving}
            onSubmit={actions.saveVehicle}
            onCancel={() => actions.setEditing(null)}
          />
        ) : null}
      </Modal>
      <FuelLogDialog vehicle={actions.fuelFor} onClose={() => actions.setFuelFor(null)} />
      <ServiceLogDialog vehicle={actions.serviceFor} onClose={() => actions.setServiceFor(null)} />
      <VehicleHistoryDialog
        vehicle={actions.historyFor}
        onClose={() => actions.setHistoryFor(null)}
      />
      <RemindersDialog
        vehicle={actions.remindersFor}
        onClose={() => actions.setRemindersFor(null)}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => actions.setDeleting(null)}
        title={t('deleteConfirm.title')}
        description={t('deleteConfirm.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={actions.deleteVehicle}
        pending={actions.removing}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </>
  );
}
