import { SignInInputSchema } from '@usra/domain/auth/auth-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useSignIn } from '../api/sign-in';
import { ResendConfirmation } from './confirmation-notice';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [formError, setFormError] = useState<unknown>(null);
  const [codeStep, setCodeStep] = useState(false);
  const form = useZodForm(SignInInputSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signIn.mutate(values, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) setCodeStep(true);
        else onSuccess();
      },
      onError: (error) => {
        if (!applyFieldProblems(error, form.setError, ['email', 'password'])) setFormError(error);
      },
    });
  });

  if (codeStep) {
    return (
      <TwoFactorStep
        onSuccess={onSuccess}
        onRestart={(error) => {
          form.setValue('password', '');
          setFormError(error ?? null);
          setCodeStep(false);
        }}
      />
    );
  }

  return (
    // POST: a submission before the prerendered /auth has hydrated never puts the password in a URL.
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-label={t('tabs.signIn')}
    >
      <FormAlert>{formError ? getErrorMessage(formError, 'signIn') : null}</FormAlert>
      {isApiError(formError) && formError.code === 'EMAIL_NOT_CONFIRMED' ? (
        <ResendConfirmation email={form.getValues('email')} />
      ) : null}
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
        autoComplete="current-password"
        error={translateValidationMessage(errors.password?.message)}
        {...form.register('password')}
      />
      {/* A page load, not a router link: this form is also shown outside the app's router. */}
      <a
        href={paths.forgotPassword.getHref()}
        className="-mt-2 inline-flex min-h-11 items-center self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('signIn.forgot')}
      </a>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner /> : null}
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
