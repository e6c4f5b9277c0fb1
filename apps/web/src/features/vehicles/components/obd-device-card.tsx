import type { ObdDevice, ObdStatus } from '@usra/domain/vehicles/obd-schema';
import { KeyRound, Link2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import type { ObdCardActions } from '../hooks/use-obd-actions';
import { useHasSession } from '../obd/adapter-sessions';
import { isDemoDevice } from '../obd/demo-device';
import { formatPercent } from '../format';
import { DemoLabel } from './demo-label';

export const statusTone: Record<ObdStatus, string> = {
  connected: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  paired: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  disconnected: 'bg-muted text-muted-foreground',
  error: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

interface ObdDeviceCardProps {
  device: ObdDevice;
  /** The name of its vehicle, when it has one. */
  vehicleName: string | null;
  actions: ObdCardActions;
}

/**
 * An OBD device (spec sections 2 and 4): name, id, vehicle, connection, protocol, status, last
 * reading; the connection toggle (connect when off, disconnect when on), pair, reset, the device
 * token, edit and delete.
 */
export function ObdDeviceCard({ device, vehicleName, actions }: ObdDeviceCardProps) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const live = useHasSession(device.id);
  const busy = actions.busy === device.id;
  const demo = isDemoDevice(device);
  return (
    <li
      data-testid="obd-device-card"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{device.deviceName}</h3>
          <p className="text-xs text-muted-foreground" dir="ltr">
            <bdi className="font-mono break-all">{device.deviceId}</bdi>
          </p>
          {demo ? <DemoLabel className="mt-1" /> : null}
        </div>
        <ConnectionSwitch
          device={device}
          busy={busy}
          onToggle={() => void actions.onToggle(device)}
        />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Fact label={t('obd.fields.status')}>
          <span
            data-testid="obd-status"
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              statusTone[device.status],
            )}
          >
            {t(`obd.status.${device.status}`)}
          </span>
          {live ? <span className="ms-2 text-xs text-primary">{t('obd.liveHere')}</span> : null}
        </Fact>
        <Fact label={t('obd.fields.vehicle')}>{vehicleName ?? t('obd.noVehicle')}</Fact>
        <Fact label={t('obd.fields.connectionType')}>
          {t(`obd.connectionType.${device.connectionType}`)}
        </Fact>
        <Fact label={t('obd.fields.protocol')}>
          {device.protocolType ? <bdi>{device.protocolType}</bdi> : t('obd.autoDetect')}
        </Fact>
        <Fact label={t('obd.fields.lastReading')} testId="obd-last-reading">
          {device.lastReadingAt ? formatDateTime(device.lastReadingAt, language) : t('obd.never')}
        </Fact>
        <Fact label={t('obd.fields.token')} testId="obd-token-state">
          {device.hasToken ? t('token.issued') : t('token.none')}
        </Fact>
        <Fact label={t('obd.fields.batteryLevel')} testId="obd-battery-level">
          <Reported value={device.batteryLevel} format={(v) => formatPercent(v, language)} />
        </Fact>
        <Fact label={t('obd.fields.signalStrength')} testId="obd-signal-strength">
          <Reported value={device.signalStrength} format={(v) => formatPercent(v, language)} />
        </Fact>
      </dl>
      <DeviceSettings settings={device.deviceSettings} />
      <DeviceButtons device={device} busy={busy} actions={actions} />
    </li>
  );
}

/** Pair (until paired), the device token (issue, replace, revoke), reset, edit, delete. */
function DeviceButtons({
  device,
  busy,
  actions,
}: {
  device: ObdDevice;
  busy: boolean;
  actions: ObdCardActions;
}) {
  const { t } = useTranslation('vehicles');
  return (
    <div className="mt-auto flex flex-wrap gap-2">
      {device.isPaired ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => void actions.onPair(device)}
        >
          <Link2 aria-hidden="true" className="size-4" />
          {t('obd.pair')}
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => void actions.onIssueToken(device)}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {device.hasToken ? t('token.replace') : t('token.issue')}
      </Button>
      {device.hasToken ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => void actions.onRevokeToken(device)}
        >
          {t('token.revoke')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => void actions.onReset(device)}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('obd.reset')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('obd.edit', { name: device.deviceName })}
        onClick={() => actions.onEdit(device)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('obd.delete', { name: device.deviceName })}
        onClick={() => actions.onDelete(device)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** Spec section 4: the card's toggle connects when off and disconnects when on. */
function ConnectionSwitch({
  device,
  busy,
  onToggle,
}: {
  device: ObdDevice;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('vehicles');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={device.isConnected}
      aria-label={t('obd.connection', { name: device.deviceName })}
      disabled={busy}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
        device.isConnected ? 'bg-primary' : 'bg-input',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition-transform',
          device.isConnected
            ? 'translate-x-6 rtl:-translate-x-6'
            : 'translate-x-1 rtl:-translate-x-1',
        )}
      />
    </button>
  );
}

/** A value the adapter reports, or "—" with why there is none. */
function Reported({ value, format }: { value: number | null; format: (v: number) => string }) {
  const { t } = useTranslation('vehicles');
  if (value !== null) return <>{format(value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="block text-xs font-normal text-muted-foreground">
        {t('obd.notReported')}
      </span>
    </>
  );
}

/** Device settings (spec section 3), as the adapter reports them. */
function DeviceSettings({ settings }: { settings: ObdDevice['deviceSettings'] }) {
  const { t } = useTranslation('vehicles');
  const entries = Object.entries(settings ?? {});
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="obd-device-settings">
      <p className="text-xs text-muted-foreground">{t('obd.fields.settings')}</p>
      {entries.length === 0 ? (
        <p>
          <span aria-hidden="true">—</span>{' '}
          <span className="text-xs text-muted-foreground">{t('obd.notReported')}</span>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
          {entries.map(([name, value]) => (
            <div key={name} className="flex min-w-0 gap-2">
              <dt className="font-mono text-xs text-muted-foreground" dir="ltr">
                {name}
              </dt>
              <dd className="min-w-0 break-words">
                <bdi>
                  {typeof value === 'boolean' ? t(value ? 'obd.yes' : 'obd.no') : String(value)}
                </bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Fact({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
