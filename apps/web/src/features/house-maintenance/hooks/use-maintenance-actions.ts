import type {
  CompleteMaintenanceData,
  CreateHistoryData,
  CreateMaintenanceItemData,
  MaintenanceItem,
  MaintenanceSchedule,
  UpdateMaintenanceItemData,
} from '@usra/domain/house-maintenance/maintenance-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureToast } from '@/lib/failure-toast';
import { toast } from 'sonner';
import {
  useCreateMaintenanceItem,
  useDeleteMaintenanceItem,
  useUpdateMaintenanceItem,
} from '../api/save-item';
import { useAddHistoryEntry, useCompleteSchedule, useUpdateSchedule } from '../api/save-schedule';

/**
 * What can be done on the House Maintenance screen: add, edit, delete an item, complete,
 * start, cancel or reschedule a schedule, and record a repair. Holds the mutations, their toasts
 * (spec section 8, shown to the user as DECISIONS.md asks) and which dialog is open. A failed
 * save is thrown on to the form, which puts the server's field problems on its fields.
 */
export function useMaintenanceActions() {
  const { t } = useTranslation('house');
  const create = useCreateMaintenanceItem();
  const update = useUpdateMaintenanceItem();
  const remove = useDeleteMaintenanceItem();
  const complete = useCompleteSchedule();
  const changeSchedule = useUpdateSchedule();
  const addHistory = useAddHistoryEntry();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MaintenanceItem | null>(null);
  const [deleting, setDeleting] = useState<MaintenanceItem | null>(null);
  const [completing, setCompleting] = useState<MaintenanceSchedule | null>(null);
  const [rescheduling, setRescheduling] = useState<MaintenanceSchedule | null>(null);
  /** The history dialog: open with an item chosen (or the first), or closed (null). */
  const [historyFor, setHistoryFor] = useState<{ itemId: string | null } | null>(null);

  const failed = useFailureToast();

  const createItem = async (input: CreateMaintenanceItemData) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      failed(error, t('toast.createFailed'));
      throw error;
    }
    toast.success(t('toast.created'));
    setAdding(false);
  };

  const saveItem = async (input: UpdateMaintenanceItemData) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, input });
    } catch (error) {
      failed(error, t('toast.updateFailed'));
      throw error;
    }
    toast.success(t('toast.updated'));
    setEditing(null);
  };

  const completeSchedule = async (input: CompleteMaintenanceData) => {
    if (!completing) return;
    try {
      await complete.mutateAsync({ id: completing.id, input });
    } catch (error) {
      failed(error, t('toast.completeFailed'));
      throw error;
    }
    toast.success(t('toast.completed'));
    setCompleting(null);
  };

  const recordHistory = async (input: CreateHistoryData) => {
    try {
      await addHistory.mutateAsync(input);
    } catch (error) {
      failed(error, t('history.addFailed'));
      throw error;
    }
    toast.success(t('history.added'));
    setHistoryFor(null);
  };

  /** Start, cancel, reopen or move an entry; a failure is told, the list stays as it was. */
  const updateSchedule = async (
    schedule: MaintenanceSchedule,
    input: { status?: 'scheduled' | 'in_progress' | 'cancelled'; scheduledDate?: string },
  ) => {
    try {
      await changeSchedule.mutateAsync({ id: schedule.id, input });
    } catch (error) {
      failed(error, t('schedule.updateFailed'));
      throw error;
    }
    toast.success(t('schedule.updated'));
  };

  return {
    adding,
    setAdding,
    editing,
    setEditing,
    deleting,
    setDeleting,
    completing,
    setCompleting,
    rescheduling,
    setRescheduling,
    historyFor,
    setHistoryFor,
    createItem,
    creating: create.isPending,
    saveItem,
    saving: update.isPending,
    deleteItem: (item: MaintenanceItem) => remove.mutateAsync(item.id),
    removing: remove.isPending,
    completeSchedule,
    completePending: complete.isPending,
    updateSchedule,
    scheduleChanging: changeSchedule.isPending ? changeSchedule.variables.id : null,
    recordHistory,
    recording: addHistory.isPending,
  };
}

/** Spec section 8's failure toasts: a lost session reads as the spec's own message. */
export function useFailureToast() {
  const { t } = useTranslation('house');
  return (error: unknown, title: string) =>
    failureToast(title, error, { sessionEnded: t('toast.authRequired') });
}

export type MaintenanceActions = ReturnType<typeof useMaintenanceActions>;
