import type { CreateObdDeviceData, ObdDevice } from '@usra/domain/vehicles/obd-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Modal } from '@/components/ui/modal';
import { failureToast } from '@/lib/failure-toast';
import { useUpdateObdDevice } from '../api/obd-devices';
import type { ObdActions } from '../hooks/use-obd-actions';
import { isDemoDevice } from '../obd/demo-device';
import { AddObdDeviceWizard } from './add-obd-device-wizard';
import { DemoDialog } from './demo-dialog';
import { DeviceConfigForm } from './device-config-form';
import { TokenDialog } from './token-dialog';

/** The OBD dialogs: the wizard, the demo, a device's token (once), edit and delete. */
export function ObdDialogs({
  actions,
  vehicles,
  vehicleId,
}: {
  actions: ObdActions;
  vehicles: Vehicle[];
  /** The vehicle on Health Monitoring, offered first. */
  vehicleId: string | null;
}) {
  const { t } = useTranslation('vehicles');
  const { deleting } = actions;
  return (
    <>
      <AddObdDeviceWizard
        open={actions.wizardOpen}
        onOpenChange={actions.setWizardOpen}
        vehicles={vehicles}
        vehicleId={vehicleId}
        onTryDemo={() => actions.setDemoOpen(true)}
        onIssueToken={(device) => void actions.cardActions.onIssueToken(device)}
      />
      <DemoDialog
        open={actions.demoOpen}
        onOpenChange={actions.setDemoOpen}
        vehicles={vehicles}
        vehicleId={vehicleId}
        pending={actions.startingDemo}
        onStart={actions.startDemo}
      />
      <TokenDialog issued={actions.issued} onClose={actions.closeIssued} />
      <EditDeviceDialog
        device={actions.editing}
        vehicles={vehicles}
        onClose={() => actions.setEditing(null)}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => actions.setDeleting(null)}
        title={t('obd.deleteTitle')}
        description={t('obd.deleteBody')}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onDelete={actions.deleteDevice}
        pending={actions.removing}
        deletedMessage={t('obd.toast.deleted')}
        failedMessage={t('obd.toast.deleteFailed')}
      />
    </>
  );
}

function EditDeviceDialog({
  device,
  vehicles,
  onClose,
}: {
  device: ObdDevice | null;
  vehicles: Vehicle[];
  onClose: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const update = useUpdateObdDevice();
  const save = async (input: CreateObdDeviceData) => {
    if (!device) return;
    try {
      await update.mutateAsync({ id: device.id, input });
    } catch (error) {
      failureToast(t('obd.toast.updateFailed'), error);
      throw error;
    }
    toast.success(t('obd.toast.updated'));
    onClose();
  };
  return (
    <Modal
      open={device !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('obd.editTitle')}
      size="lg"
      testId="device-dialog"
    >
      {device ? (
        <DeviceConfigForm
          key={device.id}
          initial={{
            deviceName: device.deviceName,
            deviceId: device.deviceId,
            vehicleId: device.vehicleId ?? '',
            protocolType: device.protocolType ?? '',
            connectionType: device.connectionType,
          }}
          vehicles={vehicles}
          fixedAdapter={isDemoDevice(device)}
          submitLabel={t('form.save')}
          pending={update.isPending}
          onSubmit={save}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
