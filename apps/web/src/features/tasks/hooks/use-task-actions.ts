import { toggledStatus } from '@usra/domain/tasks/task-rules';
import type {
  CreateTaskInput,
  Task,
  TaskStatus,
  UpdateTaskInput,
} from '@usra/domain/tasks/task-schema';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatDateTime } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteTask } from '../api/delete-task';
import { useCreateTask, useUpdateTask } from '../api/save-task';
import { useSetTaskStatus } from '../api/set-task-status';
import type { TaskDraft } from '../components/task-form-values';

/** A status change from a task's checkbox or its status menu, with its toasts. */
function useChangeStatus() {
  const { t, i18n } = useTranslation('tasks');
  const setStatus = useSetTaskStatus();
  return (task: Task, status: TaskStatus, toggle: boolean) => {
    setStatus.mutate(
      { id: task.id, status },
      {
        onSuccess: ({ nextOccurrence }) => {
          if (toggle)
            toast.success(status === 'completed' ? t('toast.completed') : t('toast.reopened'));
          else toast.success(t('toast.marked', { status: t(`status.${status}`) }));
          if (nextOccurrence?.dueDate) {
            const date = formatDateTime(
              nextOccurrence.dueDate,
              currentLanguage(i18n.resolvedLanguage),
            );
            toast.info(t('toast.nextCreated', { date }));
          }
        },
        onError: (error) => toast.error(`${t('toast.updateFailed')}: ${getErrorMessage(error)}`),
      },
    );
  };
}

/**
 * What can be done to tasks on the Tasks screen: add, edit, change status, delete. Holds the
 * mutations, their toasts and which dialog is open; `onCreated` runs after a successful add.
 */
export function useTaskActions({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const changeStatus = useChangeStatus();
  const [adding, setAddingState] = useState(false);
  /** The prefilled fields of a task made from something, while its add dialog is open. */
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const setAdding = useCallback((open: boolean, from: TaskDraft | null = null) => {
    setDraft(open ? from : null);
    setAddingState(open);
  }, []);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  // The form shows the failure on its fields or above them, so it is thrown on to the form.
  const createTask = async (input: CreateTaskInput) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      toast.error(t('toast.createFailed', { detail: getErrorMessage(error) }));
      throw error;
    }
    toast.success(t('toast.created'));
    setAdding(false);
    onCreated();
  };

  const saveTask = async (input: UpdateTaskInput) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, input });
    } catch (error) {
      toast.error(t('toast.updateFailed'));
      throw error;
    }
    toast.success(t('toast.updated'));
    setEditing(null);
  };

  return {
    adding,
    setAdding,
    draft,
    editing,
    setEditing,
    deleting,
    setDeleting,
    createTask,
    creating: create.isPending,
    saveTask,
    saving: update.isPending,
    deleteTask: (task: Task) => remove.mutateAsync(task.id),
    removing: remove.isPending,
    /** The handlers every task row takes. */
    itemActions: {
      onToggle: (task: Task) => changeStatus(task, toggledStatus(task.status), true),
      onStatus: (task: Task, status: TaskStatus) => changeStatus(task, status, false),
      onEdit: setEditing,
      onDelete: setDeleting,
    },
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
