import { PasswordResetRequestInputSchema } from '@usra/domain/auth/auth-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { applyFieldProblems } from '@/lib/form-errors';
import { useZodForm } from '@/lib/form';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset, type ResetRequestAnswer } from '../api/password-reset';

/** What was done: the same for every address, so nobody learns which addresses have accounts. */
function RequestSent({ answer }: { answer: ResetRequestAnswer }) {
  const { t } = useTranslation('auth');
  if (answer.mailConfigured) {
    return (
      <p role="status" className="text-sm" data-testid="reset-requested">
        {t('forgot.sent')}
      </p>
    );
  }
  return (
    <div role="status" className="flex flex-col gap-2 text-sm" data-testid="reset-requested">
      <p className="font-medium">{t('forgot.noMail')}</p>
      <p>{t('forgot.askAdmin')}</p>
      <p className="flex flex-col gap-1 text-muted-foreground">
        {t('forgot.askAdminCommand')}
        <code dir="ltr" className="w-fit rounded bg-muted px-1 py-0.5 text-xs whitespace-nowrap">
          npm run admin -- reset-link &lt;email&gt;
        </code>
      </p>
    </div>
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useZodForm(PasswordResetRequestInputSchema, {
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(values, {
      onError: (error) => {
        if (!applyFieldProblems(error, form.setError, ['email'])) setFormError(error);
      },
    });
  });

  return (
    <div className="flex flex-col gap-4">
      {request.data ? (
        <RequestSent answer={request.data} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-4"
          aria-label={t('forgot.title')}
        >
          <FormAlert>{formError ? getErrorMessage(formError) : null}</FormAlert>
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
          <Button type="submit" size="lg" disabled={request.isPending}>
            {request.isPending ? <Spinner /> : null}
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <a
        href={paths.auth.getHref()}
        className="inline-flex min-h-11 items-center justify-center text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('forgot.backToSignIn')}
      </a>
    </div>
  );
}
