import {
  CreateGroupInputSchema,
  DEFAULT_GROUP_COLOR,
  type FamilyGroup,
} from '@usra/domain/family/group-schema';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { useSaveGroup } from '../api/save-group';

interface GroupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  group: FamilyGroup | null;
}

type FormValues = { name: string; description: string; color: string };

function valuesOf(group: FamilyGroup | null): FormValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    color: group?.color ?? DEFAULT_GROUP_COLOR,
  };
}

export function GroupFormDialog({ open, onOpenChange, group }: GroupFormDialogProps) {
  const { t } = useTranslation('family');
  const save = useSaveGroup();
  const colorId = useId();
  const descriptionId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(CreateGroupInputSchema, {
    mode: 'onTouched',
    defaultValues: valuesOf(group),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(valuesOf(group));
    setFormError(null);
  }, [open, group, form]);

  const onSubmit = form.handleSubmit((input) => {
    setFormError(null);
    const failed = t(group ? 'toast.groupUpdateFailed' : 'toast.groupCreateFailed');
    save.mutate(group ? { id: group.id, input } : { id: null, input }, {
      onSuccess: () => {
        toast.success(t(group ? 'toast.groupUpdated' : 'toast.groupCreated'));
        onOpenChange(false);
      },
      onError: (error) => {
        if (applyFieldProblems(error, form.setError, ['name', 'description', 'color'])) return;
        setFormError(getErrorMessage(error));
        toast.error(failed);
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={group ? t('groups.editTitle') : t('groups.addTitle')}
      testId="group-dialog"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label={t('fields.groupName')}
          maxLength={100}
          error={translateValidationMessage(errors.name?.message)}
          {...form.register('name')}
        />
        <div className="flex flex-col">
          <label htmlFor={descriptionId} className="mb-1.5 text-sm font-medium">
            {t('fields.description')}
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            maxLength={500}
            className="w-full rounded-lg border border-input bg-card px-3 py-2 text-base"
            {...form.register('description')}
          />
          <p aria-live="polite" className="mt-1.5 text-sm text-destructive empty:mt-0">
            {translateValidationMessage(errors.description?.message)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={colorId} className="text-sm font-medium">
            {t('fields.color')}
          </label>
          <input
            id={colorId}
            type="color"
            className="h-10 w-16 cursor-pointer rounded-lg border border-input bg-card"
            {...form.register('color')}
          />
          <p aria-live="polite" className="text-sm text-destructive">
            {translateValidationMessage(errors.color?.message)}
          </p>
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4" /> : null}
            {group ? t('actions.save') : t('actions.createGroup')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
