import {
  CreateMemberInputSchema,
  memberRoles,
  memberStatuses,
  type CreateMemberInput,
  type FamilyMember,
} from '@usra/domain/family/member-schema';
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
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';

interface MemberFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null adds a new one. */
  member: FamilyMember | null;
}

type FormValues = {
  name: string;
  email: string;
  phone: string;
  role: NonNullable<CreateMemberInput['role']>;
  status: NonNullable<CreateMemberInput['status']>;
  birthDate: string;
  schoolWork: string;
  emergencyContactName: string;
};

const fieldNames = [
  'name',
  'email',
  'phone',
  'role',
  'status',
  'birthDate',
  'schoolWork',
  'emergencyContactName',
] as const;

function valuesOf(member: FamilyMember | null): FormValues {
  return {
    name: member?.name ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    role: member?.role ?? 'other',
    status: member?.status ?? 'active',
    birthDate: member?.birthDate ?? '',
    schoolWork: member?.schoolWork ?? '',
    emergencyContactName: member?.emergencyContactName ?? '',
  };
}

/** Add-member dialog (spec core section 5) and its edit twin: one schema with the server. */
export function MemberFormDialog({ open, onOpenChange, member }: MemberFormDialogProps) {
  const { t } = useTranslation('family');
  const create = useCreateMember();
  const update = useUpdateMember();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(CreateMemberInputSchema, {
    mode: 'onTouched',
    defaultValues: valuesOf(member),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(member));
      setFormError(null);
    }
  }, [open, member, form]);

  const pending = create.isPending || update.isPending;
  const onError = (fallback: string) => (error: unknown) => {
    if (applyFieldProblems(error, form.setError, fieldNames)) return;
    const message = getErrorMessage(error);
    setFormError(message);
    toast.error(message || fallback);
  };

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    if (member) {
      update.mutate(
        { id: member.id, input: values },
        {
          onSuccess: () => {
            toast.success(t('toast.memberUpdated'));
            onOpenChange(false);
          },
          onError: onError(t('toast.memberUpdateFailed')),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success(t('toast.memberAdded'));
          onOpenChange(false);
        },
        onError: onError(t('toast.memberAddFailed')),
      });
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={member ? t('member.editTitle') : t('member.addTitle')}
      testId="member-dialog"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label={t('fields.name')}
          autoComplete="off"
          maxLength={100}
          placeholder={t('placeholders.name')}
          error={translateValidationMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('fields.email')}
            type="email"
            inputMode="email"
            dir="ltr"
            autoComplete="off"
            error={translateValidationMessage(errors.email?.message)}
            {...form.register('email')}
          />
          <FormField
            label={t('fields.phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
            error={translateValidationMessage(errors.phone?.message)}
            {...form.register('phone')}
          />
          <SelectField
            label={t('fields.role')}
            error={translateValidationMessage(errors.role?.message)}
            {...form.register('role')}
          >
            {memberRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('fields.status')}
            error={translateValidationMessage(errors.status?.message)}
            {...form.register('status')}
          >
            {memberStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <FormField
            label={t('fields.birthDate')}
            type="date"
            error={translateValidationMessage(errors.birthDate?.message)}
            {...form.register('birthDate')}
          />
          <FormField
            label={t('fields.schoolWork')}
            maxLength={200}
            placeholder={t('placeholders.schoolWork')}
            error={translateValidationMessage(errors.schoolWork?.message)}
            {...form.register('schoolWork')}
          />
          <FormField
            label={t('fields.emergencyContactName')}
            maxLength={100}
            placeholder={t('placeholders.emergencyContactName')}
            error={translateValidationMessage(errors.emergencyContactName?.message)}
            {...form.register('emergencyContactName')}
          />
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {member ? t('actions.save') : t('actions.addMember')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
