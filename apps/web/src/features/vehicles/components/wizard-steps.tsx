import { Bluetooth, CheckCircle2, FlaskConical, Keyboard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Elm327Link, initialiseAdapter } from '../obd/elm327-link';
import {
  connectAdapter,
  requestAdapter,
  webBluetooth,
  type AdapterConnection,
  type BleDevice,
} from '../obd/web-bluetooth';

/** What the scan found: an adapter chosen in the browser's Bluetooth chooser, or typed in. */
export type Found =
  | { kind: 'bluetooth'; device: BleDevice }
  | { kind: 'manual'; deviceName: string; deviceId: string };

/** A live Bluetooth link, once the connect step has initialised the adapter. */
export interface Linked {
  connection: AdapterConnection;
  link: Elm327Link;
  identity: string | null;
}

/**
 * Scan: the browser's own Bluetooth chooser where Web Bluetooth exists (real discovery, no
 * sample devices), and always the choice to register an adapter by hand.
 */
export function ScanStep({
  onFound,
  onTryDemo,
}: {
  onFound: (found: Found) => void;
  onTryDemo: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const bluetooth = webBluetooth() !== null;
  const [scanning, setScanning] = useState(false);
  const [manual, setManual] = useState(!bluetooth);

  const scan = async () => {
    setScanning(true);
    try {
      onFound({ kind: 'bluetooth', device: await requestAdapter() });
    } catch (error) {
      // Closing the chooser without a choice is not a failure.
      if (!(error instanceof DOMException && error.name === 'NotFoundError'))
        toast.error(t('wizard.scanFailed'), {
          description: error instanceof Error ? error.message : undefined,
        });
    } finally {
      setScanning(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {bluetooth ? (
        <section className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <p className="text-sm">{t('wizard.scanBody')}</p>
          <Button onClick={() => void scan()} disabled={scanning} className="self-start">
            {scanning ? <Spinner /> : <Bluetooth aria-hidden="true" className="size-4" />}
            {t('wizard.scan')}
          </Button>
        </section>
      ) : (
        <p className="rounded-lg bg-muted p-3 text-sm" data-testid="no-web-bluetooth">
          {t('wizard.noBluetooth')}
        </p>
      )}
      {manual ? (
        <ManualEntry onFound={onFound} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setManual(true)}>
          <Keyboard aria-hidden="true" className="size-4" />
          {t('wizard.byHand')}
        </Button>
      )}
      <Button variant="ghost" className="self-start" onClick={onTryDemo}>
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('wizard.tryDemo')}
      </Button>
    </div>
  );
}

/** Register an adapter by hand: name and id, both required (spec section 5). */
function ManualEntry({ onFound }: { onFound: (found: Found) => void }) {
  const { t } = useTranslation('vehicles');
  const [deviceName, setName] = useState('');
  const [deviceId, setId] = useState('');
  const [tried, setTried] = useState(false);
  const missing = (value: string) =>
    tried && value.trim() === '' ? t('obd.missingBody') : undefined;
  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!deviceName.trim() || !deviceId.trim()) {
          toast.error(t('obd.missingTitle'), { description: t('obd.missingBody') });
          return;
        }
        onFound({ kind: 'manual', deviceName: deviceName.trim(), deviceId: deviceId.trim() });
      }}
    >
      <h3 className="font-medium">{t('wizard.byHand')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('obd.fields.deviceName')}
          required
          maxLength={100}
          value={deviceName}
          onChange={(e) => setName(e.target.value)}
          error={missing(deviceName)}
        />
        <FormField
          label={t('obd.fields.deviceId')}
          required
          maxLength={100}
          dir="ltr"
          value={deviceId}
          onChange={(e) => setId(e.target.value)}
          error={missing(deviceId)}
          description={<p className="text-xs text-muted-foreground">{t('wizard.deviceIdHint')}</p>}
        />
      </div>
      <Button type="submit" className="self-end">
        {t('wizard.continue')}
      </Button>
    </form>
  );
}

type LinkState = 'idle' | 'connecting' | 'ready';

/**
 * Connect: with Web Bluetooth, the GATT connection, the adapter's serial characteristics and the
 * init sequence; for an adapter registered by hand, how it sends readings (a device token).
 */
export function ConnectStep({
  found,
  onLinked,
  onBack,
  onContinue,
}: {
  found: Found;
  onLinked: (linked: Linked) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('vehicles');
  const [state, setState] = useState<LinkState>('idle');
  const [identity, setIdentity] = useState<string | null>(null);

  const connect = async () => {
    if (found.kind !== 'bluetooth') return;
    setState('connecting');
    try {
      const connection = await connectAdapter(found.device);
      const link = new Elm327Link(connection.channel);
      let name: string | null;
      try {
        name = await initialiseAdapter(link);
      } catch (error) {
        connection.close();
        throw error;
      }
      setIdentity(name);
      onLinked({ connection, link, identity: name });
      setState('ready');
    } catch {
      setState('idle');
      toast.error(t('obd.toast.connectionFailedTitle'), {
        description: t('obd.toast.connectionFailed'),
      });
    }
  };

  if (found.kind === 'manual') {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">{t('wizard.tokenRoute')}</p>
        <ol className="list-decimal space-y-1 ps-6 text-sm text-muted-foreground">
          <li>{t('wizard.tokenStep1')}</li>
          <li>{t('wizard.tokenStep2')}</li>
          <li>{t('wizard.tokenStep3')}</li>
        </ol>
        <StepButtons onBack={onBack} onContinue={onContinue} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {t('wizard.connectBody', { name: found.device.name ?? t('wizard.defaultName') })}
      </p>
      {state === 'ready' ? (
        <p className="flex items-center gap-2 text-sm text-primary" role="status">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('wizard.connected', { identity: identity ?? 'ELM327' })}
        </p>
      ) : (
        <Button
          onClick={() => void connect()}
          disabled={state === 'connecting'}
          className="self-start"
        >
          {state === 'connecting' ? (
            <Spinner />
          ) : (
            <Bluetooth aria-hidden="true" className="size-4" />
          )}
          {state === 'connecting' ? t('wizard.connecting') : t('wizard.connect')}
        </Button>
      )}
      <StepButtons onBack={onBack} onContinue={onContinue} canContinue={state === 'ready'} />
    </div>
  );
}

function StepButtons({
  onBack,
  onContinue,
  canContinue = true,
}: {
  onBack: () => void;
  onContinue: () => void;
  canContinue?: boolean;
}) {
  const { t } = useTranslation('vehicles');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onBack}>
        {t('wizard.back')}
      </Button>
      <Button onClick={onContinue} disabled={!canContinue}>
        {t('wizard.continue')}
      </Button>
    </div>
  );
}
