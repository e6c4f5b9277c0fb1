import {
  CreateInvitationInputSchema,
  type Invitation,
  type InvitationLanguage,
} from '@usra/domain/family/invitation-schema';
import { memberRoles, type MemberRole } from '@usra/domain/family/member-schema';
import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { currentLanguage } from '@/lib/i18n';
import { useCreateInvitation } from '../api/create-invitation';
import { copyInvitationLink, invitationLink, shareInvitationLink } from './invitation-link';

type FormValues = {
  role: MemberRole;
  invitedName: string;
  invitedEmail: string;
  language: InvitationLanguage;
};

export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('family');
  // The invitee's e-mail is written in the inviter's language unless they choose another.
  const emptyInvitation: FormValues = {
    role: 'member',
    invitedName: '',
    invitedEmail: '',
    language: currentLanguage(i18n.resolvedLanguage),
  };
  const create = useCreateInvitation();
  const [created, setCreated] = useState<{ invitation: Invitation; emailed: boolean } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(CreateInvitationInputSchema, {
    defaultValues: emptyInvitation,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    setCreated(null);
    setFormError(null);
    form.reset(emptyInvitation);
  }, [open, form]);

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    create.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        toast.success(t('invite.created'));
      },
      onError: (error) => {
        if (!applyFieldProblems(error, form.setError, ['role', 'invitedName', 'invitedEmail'])) {
          setFormError(getErrorMessage(error));
        }
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('invite.title')}
      description={t('invite.description')}
      testId="invite-dialog"
    >
      {created ? (
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('invite.link')}
            <input
              readOnly
              dir="ltr"
              value={invitationLink(created.invitation.token)}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full rounded-lg border border-input bg-muted px-3 text-sm"
              data-testid="invite-link"
            />
          </label>
          <p className="text-sm text-muted-foreground">
            {created.emailed
              ? t('invite.emailed', { email: created.invitation.invitedEmail ?? '' })
              : t('invite.notEmailed')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            {typeof navigator.share === 'function' ? (
              <Button
                variant="outline"
                onClick={() =>
                  void shareInvitationLink(created.invitation.token, t('invite.shareText'))
                }
              >
                <Share2 aria-hidden="true" className="size-4" />
                {t('invite.share')}
              </Button>
            ) : null}
            <Button
              onClick={() =>
                void copyInvitationLink(created.invitation.token).then(
                  () => toast.success(t('invite.copied')),
                  () => toast.error(t('invite.copyFailed')),
                )
              }
            >
              <Copy aria-hidden="true" className="size-4" />
              {t('invite.copy')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
          <FormAlert>{formError}</FormAlert>
          <SelectField label={t('fields.role')} {...form.register('role')}>
            {memberRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            label={t('invite.name')}
            maxLength={100}
            autoComplete="off"
            error={translateValidationMessage(errors.invitedName?.message)}
            {...form.register('invitedName')}
          />
          <FormField
            label={t('invite.email')}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={translateValidationMessage(errors.invitedEmail?.message)}
            {...form.register('invitedEmail')}
          />
          <SelectField label={t('invite.language')} {...form.register('language')}>
            <option value="ar">{t('invite.languages.ar')}</option>
            <option value="en">{t('invite.languages.en')}</option>
          </SelectField>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4" /> : null}
              {t('invite.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
