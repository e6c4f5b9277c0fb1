import type { CreateObdDeviceData, ObdDevice } from '@usra/domain/vehicles/obd-schema';
import type { Vehicle } from '@usra/domain/vehicles/vehicle-schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { Modal } from '@/components/ui/modal';
import { failureToast } from '@/lib/failure-toast';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { obdDeviceAction, useCreateObdDevice } from '../api/obd-devices';
import { startAdapterPolling } from '../obd/adapter-polling';
import { DeviceConfigForm, type DeviceValues } from './device-config-form';
import { ConnectStep, ScanStep, type Found, type Linked } from './wizard-steps';

const steps = ['scan', 'connect', 'configure'] as const;
type Step = (typeof steps)[number];

interface AddObdDeviceWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicles: Vehicle[];
  vehicleId: string | null;
  onTryDemo: () => void;
  /** A device registered by hand sends with a token: the next thing to do. */
  onIssueToken: (device: ObdDevice) => void;
}

/** Add OBD Device (spec sections 2 and 4): scan, connect, configure. */
export function AddObdDeviceWizard({ open, onOpenChange, ...props }: AddObdDeviceWizardProps) {
  const { t } = useTranslation('vehicles');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('wizard.title')}
      size="lg"
      testId="obd-wizard"
    >
      {open ? <Wizard {...props} onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function Wizard({
  vehicles,
  vehicleId,
  onTryDemo,
  onIssueToken,
  onDone,
}: Omit<AddObdDeviceWizardProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation('vehicles');
  const queryClient = useQueryClient();
  const create = useCreateObdDevice();
  const [step, setStep] = useState<Step>('scan');
  const [found, setFound] = useState<Found | null>(null);
  const [linked, setLinked] = useState<Linked | null>(null);
  // A Bluetooth link not handed to a polling session is closed with the wizard.
  const handedOver = useRef(false);
  const linkedRef = useRef<Linked | null>(null);
  linkedRef.current = linked;
  useEffect(
    () => () => {
      if (!handedOver.current) linkedRef.current?.connection.close();
    },
    [],
  );

  const save = async (input: CreateObdDeviceData) => {
    let device: ObdDevice;
    try {
      device = await create.mutateAsync({
        ...input,
        ...(linked?.identity ? { firmwareVersion: linked.identity } : {}),
      });
    } catch (error) {
      failureToast(t('obd.toast.addFailed'), error);
      throw error;
    }
    toast.success(t('obd.toast.added'));
    if (linked) {
      handedOver.current = await startReading(device, linked, queryClient, t);
    }
    onDone();
    if (!linked) onIssueToken(device);
  };

  const initial: DeviceValues = {
    deviceName:
      found?.kind === 'manual' ? found.deviceName : (found?.device.name ?? t('wizard.defaultName')),
    deviceId: found?.kind === 'manual' ? found.deviceId : (found?.device.id ?? ''),
    vehicleId: vehicleId ?? vehicles[0]?.id ?? '',
    protocolType: '',
    connectionType: 'bluetooth',
  };

  return (
    <div className="flex flex-col gap-4">
      <Steps current={step} />
      {step === 'scan' ? (
        <ScanStep
          onFound={(next) => {
            setFound(next);
            setStep('connect');
          }}
          onTryDemo={() => {
            onDone();
            onTryDemo();
          }}
        />
      ) : step === 'connect' && found ? (
        <ConnectStep
          found={found}
          onLinked={(next) => {
            // Scanned again: the earlier adapter's link is not needed any more.
            linkedRef.current?.connection.close();
            setLinked(next);
          }}
          onBack={() => setStep('scan')}
          onContinue={() => setStep('configure')}
        />
      ) : (
        <DeviceConfigForm
          initial={initial}
          vehicles={vehicles}
          fixedAdapter={found?.kind === 'bluetooth'}
          submitLabel={t('wizard.finish')}
          pending={create.isPending}
          onSubmit={save}
          onCancel={onDone}
        />
      )}
    </div>
  );
}

/**
 * A paired Bluetooth adapter: the server hears it is connected, the page starts polling (only
 * with a vehicle: readings belong to one). Says whether the link was handed over.
 */
async function startReading(
  device: ObdDevice,
  { connection, link, identity }: Linked,
  queryClient: QueryClient,
  t: TFunction<'vehicles'>,
): Promise<boolean> {
  try {
    await obdDeviceAction({ id: device.id, action: 'pair' });
    await obdDeviceAction({ id: device.id, action: 'connect' });
  } catch (error) {
    failureToast(t('obd.toast.connectFailed'), error);
  }
  if (!device.vehicleId) return false;
  startAdapterPolling({
    device,
    link,
    close: connection.close,
    queryClient,
    identity,
    onProblem: (error) => console.warn('OBD adapter', error),
  });
  toast.success(t('obd.toast.connected'));
  return true;
}

function Steps({ current }: { current: Step }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const index = steps.indexOf(current);
  return (
    <ol
      className="grid grid-cols-3 gap-2 text-center text-xs sm:text-sm"
      data-testid="wizard-steps"
    >
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? 'step' : undefined}
          className={cn(
            'rounded-lg border px-2 py-1.5',
            i === index
              ? 'border-primary bg-accent font-semibold text-accent-foreground'
              : i < index
                ? 'border-border text-foreground'
                : 'border-border text-muted-foreground',
          )}
        >
          {t('wizard.step', {
            number: formatNumber(i + 1, language),
            name: t(`wizard.steps.${step}`),
          })}
        </li>
      ))}
    </ol>
  );
}
