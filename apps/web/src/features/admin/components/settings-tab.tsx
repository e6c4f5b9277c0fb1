import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RegistrationMode } from '@usra/domain/admin/admin-schema';
import type { EarlyAccessSignup } from '@usra/domain/early-access/early-access-schema';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useAdminSettings } from '../api/get-admin-settings';
import { useDeleteEarlyAccess } from '../api/delete-early-access';
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
  const remove = useDeleteEarlyAccess();
  const [deleting, setDeleting] = useState<EarlyAccessSignup | null>(null);
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
    <>
      <ul className="flex flex-col divide-y divide-border text-sm" data-testid="early-access-list">
        {list.data.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="flex min-w-0 flex-col">
              <span dir="ltr" className="truncate text-start">
                {entry.email}
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                {formatDateTime(entry.createdAt, language, 'medium')}
              </time>
            </span>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => setDeleting(entry)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('settings.earlyAccessDelete')}
              <span className="sr-only">: {entry.email}</span>
            </Button>
          </li>
        ))}
      </ul>
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('settings.earlyAccessDeleteTitle')}
        description={t('settings.earlyAccessDeleteBody', { email: deleting?.email ?? '' })}
        confirmLabel={t('settings.earlyAccessDelete')}
        cancelLabel={t('confirm.cancel')}
        onDelete={(entry) => remove.mutateAsync(entry.id)}
        pending={remove.isPending}
        deletedMessage={t('settings.earlyAccessDeleted')}
        failedMessage={t('settings.earlyAccessDeleteFailed')}
      />
    </>
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
