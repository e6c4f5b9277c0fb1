import { NewPasswordSchema } from '@usra/domain/auth/password';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useResetPassword } from '../api/password-reset';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

const NewPasswordFormSchema = z.strictObject({ password: NewPasswordSchema });

const linkClass =
  'inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline';

/** /auth/reset-password?token=…: a new password with the sign-up rules, from a reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useZodForm(NewPasswordFormSchema, {
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-sm">
          {t('reset.noToken')}
        </p>
        <a href={paths.forgotPassword.getHref()} className={linkClass}>
          {t('reset.requestAgain')}
        </a>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm" data-testid="password-reset-done">
          {t('reset.done')}
        </p>
        <a href={paths.auth.getHref()} className={buttonClasses('primary', 'lg')}>
          {t('reset.signIn')}
        </a>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(
      { token, password: values.password },
      {
        onError: (error) => {
          if (!applyFieldProblems(error, form.setError, ['password'])) setFormError(error);
        },
      },
    );
  });

  return (
    <div className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
        aria-label={t('reset.title')}
      >
        <FormAlert>{formError ? getErrorMessage(formError) : null}</FormAlert>
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          error={translateValidationMessage(errors.password?.message)}
          description={<PasswordStrengthMeter password={password} />}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? <Spinner /> : null}
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      {formError ? (
        <a href={paths.forgotPassword.getHref()} className={linkClass}>
          {t('reset.requestAgain')}
        </a>
      ) : null}
    </div>
  );
}
