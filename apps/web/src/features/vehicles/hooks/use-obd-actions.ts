import type { ObdAction, ObdDevice } from '@usra/domain/vehicles/obd-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { failureToast } from '@/lib/failure-toast';
import { useIssueDeviceToken, useRevokeDeviceToken } from '../api/device-token';
import { useCreateObdDevice, useDeleteObdDevice, useObdDeviceAction } from '../api/obd-devices';
import { stopSession } from '../obd/adapter-sessions';
import { demoDeviceInput } from '../obd/demo-device';

/** Spec section 8's toasts for each action: success, and the failure's title. */
const actionToasts = {
  pair: { done: 'obd.toast.paired', failed: 'obd.toast.pairFailed' },
  connect: { done: 'obd.toast.connected', failed: 'obd.toast.connectFailed' },
  disconnect: { done: 'obd.toast.disconnected', failed: 'obd.toast.updateFailed' },
  reset: { done: 'obd.toast.reset', failed: 'obd.toast.updateFailed' },
} as const satisfies Record<ObdAction, { done: string; failed: string }>;

/**
 * What can be done with OBD devices: the Add OBD Device wizard, the demo device, the card's
 * toggle, pair, reset, delete, and the device token (shown once). Holds the mutations, their
 * toasts and which dialog is open.
 */
export function useObdActions() {
  const { t } = useTranslation('vehicles');
  const act = useObdDeviceAction();
  const remove = useDeleteObdDevice();
  const create = useCreateObdDevice();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  const [editing, setEditing] = useState<ObdDevice | null>(null);
  const [deleting, setDeleting] = useState<ObdDevice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { issued, setIssued, issueToken, revokeToken } = useTokenActions(setBusy);

  const run = async (device: ObdDevice, action: ObdAction) => {
    const texts = actionToasts[action];
    setBusy(device.id);
    try {
      // The page stops reading the adapter before the server hears it is disconnected.
      if (action === 'disconnect' || action === 'reset') await stopSession(device.id);
      await act.mutateAsync({ id: device.id, action });
      toast.success(t(texts.done));
    } catch (error) {
      failureToast(t(texts.failed), error);
    } finally {
      setBusy(null);
    }
  };

  /** Creates the demo device for a vehicle, pairs and connects it: the screen then streams. */
  const startDemo = async (vehicleId: string) => {
    try {
      const device = await create.mutateAsync(demoDeviceInput(vehicleId, t('demo.name')));
      await act.mutateAsync({ id: device.id, action: 'pair' });
      await act.mutateAsync({ id: device.id, action: 'connect' });
    } catch (error) {
      failureToast(t('demo.failed'), error);
      return;
    }
    toast.success(t('demo.started'));
    setDemoOpen(false);
  };

  return {
    wizardOpen,
    setWizardOpen,
    demoOpen,
    setDemoOpen,
    editing,
    setEditing,
    deleting,
    setDeleting,
    issued,
    closeIssued: () => setIssued(null),
    startDemo,
    startingDemo: create.isPending || (demoOpen && act.isPending),
    deleteDevice: async (device: ObdDevice) => {
      await stopSession(device.id);
      await remove.mutateAsync(device);
    },
    removing: remove.isPending,
    /** The handlers every device card takes. */
    cardActions: {
      busy,
      onToggle: (device: ObdDevice) => run(device, device.isConnected ? 'disconnect' : 'connect'),
      onPair: (device: ObdDevice) => run(device, 'pair'),
      onReset: (device: ObdDevice) => run(device, 'reset'),
      onEdit: setEditing,
      onDelete: setDeleting,
      onIssueToken: issueToken,
      onRevokeToken: revokeToken,
    },
  };
}

export type ObdActions = ReturnType<typeof useObdActions>;
export type ObdCardActions = ObdActions['cardActions'];

/** Issue a device token (shown once: kept here until its dialog closes) and revoke it. */
function useTokenActions(setBusy: (deviceId: string | null) => void) {
  const { t } = useTranslation('vehicles');
  const issue = useIssueDeviceToken();
  const revoke = useRevokeDeviceToken();
  const [issued, setIssued] = useState<{ device: ObdDevice; token: string } | null>(null);

  const issueToken = async (device: ObdDevice) => {
    setBusy(device.id);
    try {
      setIssued(await issue.mutateAsync(device.id));
    } catch (error) {
      failureToast(t('token.issueFailed'), error);
    } finally {
      setBusy(null);
    }
  };

  const revokeToken = async (device: ObdDevice) => {
    setBusy(device.id);
    try {
      await revoke.mutateAsync(device.id);
      toast.success(t('token.revoked'));
    } catch (error) {
      failureToast(t('token.revokeFailed'), error);
    } finally {
      setBusy(null);
    }
  };

  return { issued, setIssued, issueToken, revokeToken };
}
