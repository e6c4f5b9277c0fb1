import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DeleteAccountInputSchema,
  familyActions,
  type AccountDeletionInfo,
} from '@usra/domain/account/account-deletion-schema';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
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

/**
 * The dialog's fields, as the server's request: the new owner is sent only with a transfer (the
 * request refuses fields it does not expect).
 */
const DeleteAccountFormSchema = z
  .object({
    password: z.string(),
    familyAction: z.enum(familyActions),
    newOwnerMemberId: z.string(),
  })
  .transform(({ newOwnerMemberId, ...rest }) =>
    rest.familyAction === 'transfer' ? { ...rest, newOwnerMemberId } : rest,
  )
  .pipe(DeleteAccountInputSchema);

type DeletionValues = z.input<typeof DeleteAccountFormSchema>;
type DeletionForm = UseFormReturn<
  DeletionValues,
  unknown,
  z.output<typeof DeleteAccountFormSchema>
>;

function valuesOf(info: AccountDeletionInfo): DeletionValues {
  return {
    password: '',
    familyAction: info.isOwner ? 'delete_family' : 'none',
    newOwnerMemberId: info.candidates[0]?.memberId ?? '',
  };
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
  const data = info.data;

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
        <DeleteAccountForm info={data} remove={remove} onClose={onClose} onDeleted={onDeleted} />
      )}
    </Modal>
  );
}

interface DeleteAccountFormProps {
  info: AccountDeletionInfo;
  remove: ReturnType<typeof useDeleteAccount>;
  onClose: () => void;
  onDeleted: () => void;
}

function DeleteAccountForm({ info, remove, onClose, onDeleted }: DeleteAccountFormProps) {
  const { t } = useTranslation('settings');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(DeleteAccountFormSchema, { defaultValues: valuesOf(info) });

  const submit = form.handleSubmit((input) => {
    setProblem(null);
    remove.mutate(input, {
      onSuccess: onDeleted,
      onError: (error) => setProblem(getErrorMessage(error, 'deleteAccount')),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {info.isOwner ? (
        <OwnerChoice info={info} form={form} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('deleteAccount.memberHint')}</p>
      )}
      <FormField
        label={t('deleteAccount.password')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(form.formState.errors.password?.message)}
        {...form.register('password')}
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
  );
}

/** The owner decides what happens to the family: delete it, or hand it to another adult. */
function OwnerChoice({ info, form }: { info: AccountDeletionInfo; form: DeletionForm }) {
  const { t } = useTranslation('settings');
  const candidates = info.candidates;
  const action = useWatch({ control: form.control, name: 'familyAction' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{t('deleteAccount.ownerChoice')}</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          value="delete_family"
          className="mt-1"
          {...form.register('familyAction')}
        />
        <span>
          <span className="font-medium">{t('deleteAccount.deleteFamily')}</span>
          <span className="block text-muted-foreground">
            {info.otherAccounts > 0
              ? t('deleteAccount.deleteFamilyOthers', { count: info.otherAccounts })
              : t('deleteAccount.deleteFamilyHint')}
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="radio"
          value="transfer"
          className="mt-1"
          disabled={candidates.length === 0}
          {...form.register('familyAction')}
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
        <SelectField label={t('deleteAccount.newOwner')} {...form.register('newOwnerMemberId')}>
          {candidates.map((c) => (
            <option key={c.memberId} value={c.memberId}>
              {c.email ? `${c.name} (${c.email})` : c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </fieldset>
  );
}
