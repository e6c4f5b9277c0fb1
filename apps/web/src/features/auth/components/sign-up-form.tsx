import { SignUpInputSchema } from '@usra/domain/auth/auth-schema';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { useSignUp } from '../api/sign-up';
import { ConfirmationNotice } from './confirmation-notice';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

interface SignUpFormProps {
  onSuccess: () => void;
  /** Signing up from an invitation link (needed while registration is invite-only). */
  invitationToken?: string;
  defaultValues?: { fullName?: string; email?: string };
}

export function SignUpForm({ onSuccess, invitationToken, defaultValues }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const [formError, setFormError] = useState<unknown>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useZodForm(SignUpInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      fullName: defaultValues?.fullName ?? '',
      email: defaultValues?.email ?? '',
      password: '',
    },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signUp.mutate(invitationToken ? { ...values, invitationToken } : values, {
      onSuccess: (result) => {
        if ('session' in result) onSuccess();
        else setWaiting(result.email);
      },
      onError: (error) => {
        if (!applyFieldProblems(error, form.setError, ['fullName', 'email', 'password']))
          setFormError(error);
      },
    });
  });

  if (waiting !== null) return <ConfirmationNotice email={waiting} />;

  return (
    // POST: a submission before the prerendered /auth has hydrated never puts the password in a URL.
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label={t('tabs.signUp')}
    >
      <FormAlert>{formError ? getErrorMessage(formError, 'signUp') : null}</FormAlert>
      <FormField
        label={t('fields.fullName')}
        autoComplete="name"
        maxLength={100}
        placeholder={t('placeholders.fullName')}
        error={translateValidationMessage(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <FormField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        placeholder={t('placeholders.email')}
        error={translateValidationMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        error={translateValidationMessage(errors.password?.message)}
        description={<PasswordStrengthMeter password={password} />}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-2">
        {signUp.isPending ? <Spinner /> : null}
        {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
      </Button>
    </form>
  );
}
