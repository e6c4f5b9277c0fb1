import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RegistrationMode } from '@usra/domain/admin/admin-schema';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useAdminSettings } from '../api/get-admin-settings';
import { useEarlyAccess } from '../api/get-early-access';
import { useUpdateAdminSettings } from '../api/update-admin-settings';
import { formatDateTime } from '@/lib/dates';
import { QueryError } from './query-error';

function RegistrationSettings() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();
  const [mode, setMode] = useState<RegistrationMode>('open');
  useEffect(() => {
    if (settings.data) setMode(settings.data.registrationMode);
  }, [settings.data]);

  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return (
      <QueryError
        title={t('settings.saveFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );

  const save = () =>
    update.mutate(
      { registrationMode: mode },
      {
        onSuccess: () => toast.success(t('settings.saved')),
        onError: (error) => toast.error(`${t('settings.saveFailed')}: ${getErrorMessage(error)}`),
      },
    );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('settings.registrationTitle')}</legend>
      {(
        [
          ['open', 'settings.open'],
          ['invite_only', 'settings.inviteOnly'],
        ] as const
      ).map(([value, label]) => (
        <label
          key={value}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-3 text-sm has-checked:border-primary has-checked:bg-accent"
        >
          <input
            type="radio"
            name="registration-mode"
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
            className="size-4 accent-(--color-primary)"
          />
          {t(label)}
        </label>
      ))}
      <div>
        <Button
          onClick={save}
          disabled={update.isPending || mode === settings.data.registrationMode}
        >
          {update.isPending ? <Spinner className="size-4" /> : null}
          {t('settings.save')}
        </Button>
      </div>
    </fieldset>
  );
}

function EarlyAccessList() {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const list = useEarlyAccess();
  if (list.isPending) return <Spinner />;
  if (list.isError)
    return (
      <QueryError
        title={t('settings.earlyAccessFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t('settings.earlyAccessEmpty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border text-sm" data-testid="early-access-list">
      {list.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span dir="ltr">{entry.email}</span>
          <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(entry.createdAt, language, 'medium')}
          </time>
        </li>
      ))}
    </ul>
  );
}

export function SettingsTab() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="admin-registration"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-registration" className="font-semibold">
          {t('settings.registrationTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('settings.registrationHelp')}</p>
        <RegistrationSettings />
      </section>
      <section
        aria-labelledby="admin-early-access"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
      >
        <h2 id="admin-early-access" className="font-semibold">
          {t('settings.earlyAccessTitle')}
        </h2>
        <EarlyAccessList />
      </section>
    </div>
  );
}
