import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CreateAppPasswordInputSchema,
  type AppPassword,
  type AppPasswordScope,
  type CreatedAppPassword,
} from '@usra/domain/settings/app-password-schema';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { separator } from '@/lib/format';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { currentLanguage } from '@/lib/i18n';
import { useAppPasswords, useCreateAppPassword, useRevokeAppPassword } from '../api/app-passwords';

const blank: { name: string; scope: AppPasswordScope } = { name: '', scope: 'read' };

/** Name and scope; the answer's token opens the one-time dialog. */
function CreateAppPasswordForm({ onCreated }: { onCreated: (made: CreatedAppPassword) => void }) {
  const { t } = useTranslation('settings');
  const create = useCreateAppPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(CreateAppPasswordInputSchema, { defaultValues: blank });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setProblem(null);
    create.mutate(input, {
      onSuccess: (made) => {
        form.reset(blank);
        onCreated(made);
      },
      onError: (error) => {
        if (applyFieldProblems(error, form.setError, ['name', 'scope'])) return;
        setProblem(t('appPasswords.createFailed', { detail: getErrorMessage(error) }));
      },
    });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="app-password-form"
    >
      <FormAlert>{problem}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('appPasswords.name')}
          placeholder={t('appPasswords.namePlaceholder')}
          autoComplete="off"
          required
          error={translateValidationMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <SelectField label={t('appPasswords.scope')} {...form.register('scope')}>
          <option value="read">{t('appPasswords.scopes.read')}</option>
          <option value="read-write">{t('appPasswords.scopes.read-write')}</option>
        </SelectField>
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {t('appPasswords.create')}
        </Button>
      </div>
    </form>
  );
}

/** The token, once: it cannot be shown again after this dialog closes. */
function NewTokenDialog({
  made,
  onClose,
}: {
  made: CreatedAppPassword | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      open={made !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('appPasswords.madeTitle', { name: made?.appPassword.name ?? '' })}
      description={t('appPasswords.madeBody')}
      testId="app-password-token-dialog"
    >
      {made ? (
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('appPasswords.token')}
            <input
              readOnly
              dir="ltr"
              value={made.token}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full rounded-lg border border-input bg-muted px-3 font-mono text-sm"
              data-testid="app-password-token"
            />
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('appPasswords.done')}
            </Button>
            <Button
              onClick={() =>
                void navigator.clipboard.writeText(made.token).then(
                  () => toast.success(t('appPasswords.copied')),
                  () => toast.error(t('appPasswords.copyFailed')),
                )
              }
            >
              <Copy aria-hidden="true" className="size-4" />
              {t('appPasswords.copy')}
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function AppPasswordRow({
  item,
  onRevoke,
}: {
  item: AppPassword;
  onRevoke: (item: AppPassword) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <li className="flex items-start gap-3 py-3 text-sm" data-testid="app-password">
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words" data-testid="app-password-name">
            {item.name}
          </span>
          <span
            className="rounded-full bg-accent px-2 py-0.5 text-xs text-accent-foreground"
            data-testid="app-password-scope"
          >
            {t(`appPasswords.scopes.${item.scope}`)}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          {t('appPasswords.createdAt', {
            time: formatDateTime(item.createdAt, language, 'medium'),
          })}
          {separator(language)}
          <span data-testid="app-password-last-used">
            {item.lastUsedAt
              ? t('appPasswords.lastUsed', {
                  time: formatDateTime(item.lastUsedAt, language, 'medium'),
                })
              : t('appPasswords.neverUsed')}
          </span>
        </p>
      </div>
      <Button variant="outline" onClick={() => onRevoke(item)}>
        {t('appPasswords.revoke')}
      </Button>
    </li>
  );
}

/** Settings → Security → App passwords: create, list, revoke. */
export function AppPasswordsCard() {
  const { t } = useTranslation('settings');
  const list = useAppPasswords();
  const revoke = useRevokeAppPassword();
  const [made, setMade] = useState<CreatedAppPassword | null>(null);
  const [revoking, setRevoking] = useState<AppPassword | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <CreateAppPasswordForm onCreated={setMade} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <FormAlert>{t('appPasswords.loadFailed')}</FormAlert>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('appPasswords.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="app-passwords">
          {list.data.map((item) => (
            <AppPasswordRow key={item.id} item={item} onRevoke={setRevoking} />
          ))}
        </ul>
      )}
      <NewTokenDialog made={made} onClose={() => setMade(null)} />
      <DeleteConfirm
        target={revoking}
        onClose={() => setRevoking(null)}
        title={t('appPasswords.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('appPasswords.revokeBody')}
        confirmLabel={t('appPasswords.revoke')}
        cancelLabel={t('appPasswords.cancel')}
        onDelete={(target) => revoke.mutateAsync(target.id)}
        pending={revoke.isPending}
        deletedMessage={t('appPasswords.revoked', { name: revoking?.name ?? '' })}
        failedMessage={t('appPasswords.revokeFailed')}
      />
    </div>
  );
}
