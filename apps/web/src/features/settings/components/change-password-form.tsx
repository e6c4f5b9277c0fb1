import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { checkPassword, passwordRules } from '@usra/domain/auth/password';
import { ChangePasswordInputSchema } from '@usra/domain/settings/settings-schema';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

/** The server's request, and the new password typed twice (only the browser checks that). */
const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({ confirm: z.string() }).refine(
  (values) => values.confirm === values.newPassword,
  { path: ['confirm'], message: 'security.mismatch' },
);

const blank = { currentPassword: '', newPassword: '', confirm: '' };

function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation('settings');
  const check = checkPassword(password);
  return (
    <div className="text-xs">
      <p className="text-muted-foreground">{t('security.rules.title')}</p>
      <ul className="mt-1 grid gap-0.5 sm:grid-cols-2" data-testid="password-rules">
        {passwordRules.map((rule) => (
          <li
            key={rule}
            className={cn(check.unmet.includes(rule) ? 'text-destructive' : 'text-strength-strong')}
          >
            {check.unmet.includes(rule) ? '✗' : '✓'} {t(`security.rules.${rule}`)}
          </li>
        ))}
        <li className={check.hasCommonPattern ? 'text-destructive' : 'text-strength-strong'}>
          {check.hasCommonPattern ? '✗' : '✓'} {t('security.rules.commonPattern')}
        </li>
      </ul>
    </div>
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(ChangePasswordFormSchema, {
    defaultValues: { ...blank, revokeOtherSessions: true },
  });
  const { errors } = form.formState;
  const [currentPassword, newPassword, confirm] = useWatch({
    control: form.control,
    name: ['currentPassword', 'newPassword', 'confirm'],
  });

  const submit = form.handleSubmit(({ confirm: _typedTwice, ...input }) => {
    setProblem(null);
    change.mutate(input, {
      onSuccess: () => {
        toast.success(t('security.changed'));
        form.reset({ ...blank, revokeOtherSessions: input.revokeOtherSessions });
      },
      onError: (error) => {
        if (applyFieldProblems(error, form.setError, ['currentPassword', 'newPassword'])) return;
        setProblem(t('security.changeFailed', { detail: getErrorMessage(error) }));
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert>{problem}</FormAlert>
      <FormField
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={translateValidationMessage(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <FormField
        label={t('security.newPassword')}
        type="password"
        autoComplete="new-password"
        error={translateValidationMessage(errors.newPassword?.message)}
        description={newPassword ? <PasswordRules password={newPassword} /> : null}
        {...form.register('newPassword')}
      />
      <FormField
        label={t('security.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm ? t('security.mismatch') : undefined}
        {...form.register('confirm')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-(--color-primary)"
          {...form.register('revokeOtherSessions')}
        />
        {t('security.revokeOthers')}
      </label>
      <div>
        <Button
          type="submit"
          disabled={change.isPending || !currentPassword || !newPassword || !confirm}
        >
          {change.isPending ? <Spinner className="size-4" /> : null}
          {t('security.change')}
        </Button>
      </div>
    </form>
  );
}
