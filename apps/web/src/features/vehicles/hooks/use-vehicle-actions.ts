import type { CreateVehicleInput, Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { failureToast } from '@/lib/failure-toast';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useDeleteVehicle } from '../api/delete-vehicle';
import { useCreateVehicle, useUpdateVehicle } from '../api/save-vehicle';

/**
 * What can be done on the Vehicles screen: add, edit, delete a vehicle, and open its fuel,
 * service, history and reminders dialogs. Holds the mutations, their toasts (spec section 8) and which
 * dialog is open. A failed save is thrown on to the form, which puts it on its fields.
 */
export function useVehicleActions() {
  const { t } = useTranslation('vehicles');
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const remove = useDeleteVehicle();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const [fuelFor, setFuelFor] = useState<Vehicle | null>(null);
  const [serviceFor, setServiceFor] = useState<Vehicle | null>(null);
  const [historyFor, setHistoryFor] = useState<Vehicle | null>(null);
  const [remindersFor, setRemindersFor] = useState<Vehicle | null>(null);

  const saveFailed = useSaveFailed();

  const createVehicle = async (input: CreateVehicleInput) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      saveFailed(error, t('toast.addFailed'));
      throw error;
    }
    toast.success(t('toast.added'));
    setAdding(false);
  };

  const saveVehicle = async (input: CreateVehicleInput) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, input });
    } catch (error) {
      saveFailed(error, t('toast.updateFailed'));
      throw error;
    }
    toast.success(t('toast.updated'));
    setEditing(null);
  };

  return {
    adding,
    setAdding,
    editing,
    setEditing,
    deleting,
    setDeleting,
    fuelFor,
    setFuelFor,
    serviceFor,
    setServiceFor,
    historyFor,
    setHistoryFor,
    remindersFor,
    setRemindersFor,
    createVehicle,
    creating: create.isPending,
    saveVehicle,
    saving: update.isPending,
    deleteVehicle: (vehicle: Vehicle) => remove.mutateAsync(vehicle.id),
    removing: remove.isPending,
    /** The handlers every vehicle card takes. */
    cardActions: {
      onEdit: setEditing,
      onDelete: setDeleting,
      onFuel: setFuelFor,
      onService: setServiceFor,
      onHistory: setHistoryFor,
      onReminders: setRemindersFor,
    },
  };
}

/** Spec section 8's failure toasts of a save: a duplicate VIN, a lost session, or the rest. */
function useSaveFailed() {
  const { t } = useTranslation('vehicles');
  return (error: unknown, failed: string) => {
    if (isApiError(error) && error.code === 'DUPLICATE_VIN') {
      failureToast(t('toast.duplicateVin'), error);
    } else if (
      isApiError(error) &&
      (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED')
    ) {
      toast.error(t('toast.authRequired'), { description: t('toast.authRequiredDetail') });
    } else {
      toast.error(failed, { description: getErrorMessage(error) });
    }
  };
}

export type VehicleActions = ReturnType<typeof useVehicleActions>;
export type VehicleCardActions = VehicleActions['cardActions'];
