import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FamilyAction } from '@usra/domain/account/account-deletion-schema';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useAccountDeletion, useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './settings-page';

/** Settings → Data: delete the account after entering the password again. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      id="delete-account"
      title={t('deleteAccount.title')}
      description={t('deleteAccount.hint')}
    >
      <div>
        <Button
          variant="outline"
          className="border-destructive/40 text-destructive"
          onClick={() => setOpen(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('deleteAccount.open')}
        </Button>
      </div>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </SettingsCard>
  );
}

function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('settings');
  const info = useAccountDeletion(true);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [action, setAction] = useState<Exclude<FamilyAction, 'none'>>('delete_family');
  const [heir, setHeir] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const data = info.data;
  const candidates = data?.candidates ?? [];
  const heirId = heir || candidates[0]?.memberId || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    if (!password) {
      setProblem(t('deleteAccount.passwordRequired'));
      return;
    }
    setProblem(null);
    const input = !data.isOwner
      ? { password, familyAction: 'none' as const }
      : action === 'transfer'
        ? { password, familyAction: 'transfer' as const, newOwnerMemberId: heirId }
        : { password, familyAction: 'delete_family' as const };
    remove.mutate(input, {
      onSuccess: onDeleted,
      onError: (error) => setProblem(getErrorMessage(error, 'deleteAccount')),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next && !remove.isPending) onClose();
      }}
      title={t('deleteAccount.dialogTitle')}
      testId="delete-account-dialog"
    >
      {info.isPending ? (
        <Spinner className="size-5" />
      ) : info.isError || !data ? (
        <FormAlert>{getErrorMessage(info.error)}</FormAlert>
      ) : data.lastAdmin ? (
        <>
          <FormAlert>{t('deleteAccount.lastAdmin')}</FormAlert>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('deleteAccount.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {data.isOwner ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-medium">{t('deleteAccount.ownerChoice')}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="family-action"
                  className="mt-1"
                  checked={action === 'delete_family'}
                  onChange={() => setAction('delete_family')}
                />
                <span>
                  <span className="font-medium">{t('deleteAccount.deleteFamily')}</span>
                  <span className="block text-muted-foreground">
                    {data.otherAccounts > 0
                      ? t('deleteAccount.deleteFamilyOthers', { count: data.otherAccounts })
                      : t('deleteAccount.deleteFamilyHint')}
                  </span>
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="family-action"
                  className="mt-1"
                  disabled={candidates.length === 0}
                  checked={action === 'transfer'}
                  onChange={() => setAction('transfer')}
                />
                <span>
                  <span className="font-medium">{t('deleteAccount.transfer')}</span>
                  <span className="block text-muted-foreground">
                    {candidates.length > 0
                      ? t('deleteAccount.transferHint')
                      : t('deleteAccount.noCandidates')}
                  </span>
                </span>
              </label>
              {action === 'transfer' && candidates.length > 0 ? (
                <SelectField
                  label={t('deleteAccount.newOwner')}
                  value={heirId}
                  onChange={(e) => setHeir(e.target.value)}
                >
                  {candidates.map((c) => (
                    <option key={c.memberId} value={c.memberId}>
                      {c.email ? `${c.name} (${c.email})` : c.name}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </fieldset>
          ) : (
            <p className="text-sm text-muted-foreground">{t('deleteAccount.memberHint')}</p>
          )}
          <FormField
            label={t('deleteAccount.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FormAlert>{problem}</FormAlert>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? <Spinner className="size-4" /> : null}
              {t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
