import type { ObdDevice } from '@usra/domain/vehicles/obd-schema';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface TokenDialogProps {
  issued: { device: ObdDevice; token: string } | null;
  onClose: () => void;
}

/** The readings an adapter sends with its token, as one example request. */
const EXAMPLE_READING =
  '{"readings":[{"timestamp":"2026-01-01T08:00:00Z","engineRpm":850,"vehicleSpeed":0,"engineTemperature":88}]}';

/**
 * A new device token, shown this once with a copy button and how to use it: the ingestion API
 * with curl, or the project's simulator. Closing the dialog forgets it.
 */
export function TokenDialog({ issued, onClose }: TokenDialogProps) {
  const { t } = useTranslation('vehicles');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const token = issued?.token ?? '';
  const curl = `curl -X POST ${origin}/api/obd/ingest -H 'Authorization: Bearer ${token}' -H 'content-type: application/json' -d '${EXAMPLE_READING}'`;
  const simulate = `npm run obd:simulate -- --token ${token}`;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('token.copied'));
    } catch {
      toast.error(t('token.copyFailed'));
    }
  };

  return (
    <Modal
      open={issued !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('token.title', { name: issued?.device.deviceName ?? '' })}
      size="lg"
      testId="token-dialog"
    >
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        {t('token.once')}
      </p>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium" id="device-token-label">
          {t('token.label')}
        </span>
        <div className="flex items-start gap-2">
          <code
            dir="ltr"
            aria-labelledby="device-token-label"
            data-testid="device-token"
            className="min-w-0 flex-1 rounded-lg bg-muted p-3 font-mono text-sm break-all"
          >
            {token}
          </code>
          <Button variant="outline" onClick={() => void copy(token)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('token.copy')}
          </Button>
        </div>
      </div>
      <Usage title={t('token.curl')} command={curl} onCopy={() => void copy(curl)} />
      <Usage title={t('token.simulate')} command={simulate} onCopy={() => void copy(simulate)} />
      <p className="text-sm text-muted-foreground">{t('token.revokeHint')}</p>
      <div className="flex justify-end">
        <Button onClick={onClose}>{t('token.done')}</Button>
      </div>
    </Modal>
  );
}

function Usage({ title, command, onCopy }: { title: string; command: string; onCopy: () => void }) {
  const { t } = useTranslation('vehicles');
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <Button variant="ghost" size="sm" onClick={onCopy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('token.copy')}
        </Button>
      </div>
      <pre
        dir="ltr"
        className="overflow-x-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap break-all"
      >
        <code>{command}</code>
      </pre>
    </section>
  );
}
