import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import type { TaskActions } from '../hooks/use-task-actions';
import { TaskForm } from './task-form';

/** The Tasks screen's dialogs: add a task, edit one, confirm a delete. */
export function TaskDialogs({ actions }: { actions: TaskActions }) {
  const { t } = useTranslation('tasks');
  const { editing, deleting } = actions;
  return (
    <>
      <Modal
        open={actions.adding}
        onOpenChange={actions.setAdding}
        title={t('form.addTitle')}
        size="lg"
        testId="task-dialog"
      >
        <TaskForm
          key={actions.draft ? `${actions.draft.sourceType}:${actions.draft.sourceId}` : 'new'}
          task={null}
          draft={actions.draft}
          pending={actions.creating}
          submitLabel={t('form.create')}
          onSubmit={actions.createTask}
          onCancel={() => actions.setAdding(false)}
        />
      </Modal>
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && actions.setEditing(null)}
        title={t('form.editTitle')}
        size="lg"
        testId="task-dialog"
      >
        {editing ? (
          <TaskForm
            key={editing.id}
            task={editing}
            pending={actions.saving}
            submitLabel={t('form.save')}
            onSubmit={actions.saveTask}
            onCancel={() => actions.setEditing(null)}
          />
        ) : null}
      </Modal>
      <DeleteConfirm
        target={deleting}
        onClose={() => actions.setDeleting(null)}
        title={t('deleteConfirm.title')}
        description={t('deleteConfirm.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('form.cancel')}
        onDelete={actions.deleteTask}
        pending={actions.removing}
        deletedMessage={t('toast.deleted')}
        failedMessage={t('toast.deleteFailed')}
      />
    </>
  );
}
