import type { TwoFactorSetup } from '@usra/domain/settings/settings-schema';
import {
  TwoFactorPasswordInputSchema,
  TwoFactorVerifyInputSchema,
} from '@usra/domain/settings/settings-schema';
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { renderSVG } from 'uqr';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateBackupCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

type Stage =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; backupCodes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

/** The secret in groups of four, as authenticator apps show it. */
function groupSecret(secret: string): string {
  return secret
    .replace(/=+$/, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

function downloadBackupCodes(codes: string[], heading: string): void {
  const text = `${heading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'usra-backup-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function PasswordForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  destructive,
}: {
  submitLabel: string;
  pending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  destructive?: boolean;
}) {
  const { t } = useTranslation('settings');
  const form = useZodForm(TwoFactorPasswordInputSchema, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) => onSubmit(password));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <FormAlert>{error}</FormAlert>
      <FormField
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(form.formState.errors.password?.message)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={destructive ? 'outline' : 'primary'} disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The QR code for the authenticator app, and the secret to type in by hand. */
function SecretPanel({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('settings');
  // Drawn here, offline: the secret never leaves the browser for a QR service.
  const qr = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        renderSVG(setup.totpUri, { border: 2, pixelSize: 6 }),
      )}`,
    [setup.totpUri],
  );
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
      <img
        src={qr}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
        className="size-48 rounded-lg border border-border bg-white"
        data-testid="two-factor-qr"
      />
      <div className="flex min-w-0 flex-col gap-2 text-sm">
        <p className="text-muted-foreground">{t('twoFactor.manualEntry')}</p>
        <code
          dir="ltr"
          className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all"
          data-testid="two-factor-secret"
        >
          {groupSecret(setup.secret)}
        </code>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                .writeText(setup.secret)
                .then(() => toast.success(t('twoFactor.copied')))
                .catch(() => toast.error(t('twoFactor.copyFailed')))
            }
          >
            <Copy aria-hidden="true" className="size-4" />
            {t('twoFactor.copySecret')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const enable = useEnableTwoFactor();
  const form = useZodForm(TwoFactorVerifyInputSchema, { defaultValues: { code: '' } });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit((input) => {
    setError(null);
    enable.mutate(input, {
      onSuccess: () => {
        toast.success(t('twoFactor.enabled'));
        onEnabled();
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  });
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        <li>{t('twoFactor.stepInstall')}</li>
        <li>{t('twoFactor.stepScan')}</li>
        <li>{t('twoFactor.stepCode')}</li>
      </ol>
      <SecretPanel setup={setup} />
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <FormAlert>{error}</FormAlert>
        <FormField
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          placeholder="123456"
          error={translateValidationMessage(form.formState.errors.code?.message)}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? <Spinner className="size-4" /> : null}
            {t('twoFactor.turnOn')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">{t('twoFactor.codesTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('twoFactor.codesHint')}</p>
      <ul
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadBackupCodes(codes, t('twoFactor.codesFileHeading'))}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('twoFactor.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.saved')}
        </Button>
      </div>
    </div>
  );
}

const stageKey = ['two-factor-setup-stage'] as const;
const idle: Stage = { kind: 'idle' };

/**
 * Where the user is in the setup. Kept in the query cache (memory only, dropped at sign-out), so
 * that a layout switch (a phone turned sideways) does not lose the QR code or the backup codes.
 */
function useStage(): [Stage, (stage: Stage) => void] {
  const queryClient = useQueryClient();
  const { data } = useQuery<Stage>({
    queryKey: stageKey,
    // A refetch (any invalidation) keeps what is there: only this card changes the stage.
    queryFn: () => queryClient.getQueryData<Stage>(stageKey) ?? idle,
    initialData: idle,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return [data, (stage) => queryClient.setQueryData(stageKey, stage)];
}

/**
 * Two-factor sign-in with an authenticator app: set up, show backup codes once, make new ones,
 * turn off.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('settings');
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [stage, setStage] = useStage();
  const [error, setError] = useState<string | null>(null);
  const reset = () => {
    setError(null);
    setStage({ kind: 'idle' });
  };

  if (status.isPending) return <Spinner />;
  if (status.isError) return <FormAlert>{t('twoFactor.loadFailed')}</FormAlert>;
  const enabled = status.data.enabled;

  switch (stage.kind) {
    case 'password':
      return (
        <PasswordForm
          submitLabel={t('twoFactor.continue')}
          pending={start.isPending}
          error={error}
          onCancel={reset}
          onSubmit={(password) => {
            setError(null);
            start.mutate(
              { password },
              {
                onSuccess: (setup) => setStage({ kind: 'scan', setup }),
                onError: (failure) => setError(getErrorMessage(failure)),
              },
            );
          }}
        />
      );
    case 'scan':
      return (
        <ScanStep
          setup={stage.setup}
          onCancel={reset}
          onEnabled={() => setStage({ kind: 'codes', backupCodes: stage.setup.backupCodes })}
        />
      );
    case 'codes':
      return <BackupCodes codes={stage.backupCodes} onDone={reset} />;
    case 'disable':
      return (
        <PasswordForm
          destructive
          submitLabel={t('twoFactor.turnOff')}
          pending={disable.isPending}
          error={error}
          onCancel={reset}
          onSubmit={(password) => {
            setError(null);
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  toast.success(t('twoFactor.disabled'));
                  reset();
                },
                onError: (failure) => setError(getErrorMessage(failure)),
              },
            );
          }}
        />
      );
    case 'regenerate':
      return (
        <PasswordForm
          submitLabel={t('twoFactor.newCodes')}
          pending={regenerate.isPending}
          error={error}
          onCancel={reset}
          onSubmit={(password) => {
            setError(null);
            regenerate.mutate(
              { password },
              {
                onSuccess: ({ backupCodes }) => {
                  toast.success(t('twoFactor.newCodesDone'));
                  setStage({ kind: 'codes', backupCodes });
                },
                onError: (failure) => setError(getErrorMessage(failure)),
              },
            );
          }}
        />
      );
    case 'idle':
      break;
  }

  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-sm" data-testid="two-factor-status">
        <Icon
          aria-hidden="true"
          className={enabled ? 'size-5 text-strength-strong' : 'size-5 text-muted-foreground'}
        />
        <span className="font-medium">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {enabled ? t('twoFactor.onHint') : t('twoFactor.offHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        {enabled ? (
          <>
            <Button variant="outline" onClick={() => setStage({ kind: 'regenerate' })}>
              {t('twoFactor.newCodes')}
            </Button>
            <Button variant="outline" onClick={() => setStage({ kind: 'disable' })}>
              {t('twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setStage({ kind: 'password' })}>{t('twoFactor.setUp')}</Button>
        )}
      </div>
    </div>
  );
}
