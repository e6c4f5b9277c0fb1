import { TwoFactorSignInInputSchema } from '@usra/domain/auth/auth-schema';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { useZodForm } from '@/lib/form';
import { applyFieldProblems } from '@/lib/form-errors';
import { useVerifySignInCode } from '../api/sign-in';

interface TwoFactorStepProps {
  onSuccess: () => void;
  /** Back to e-mail and password (with the error when the step expired). */
  onRestart: (error?: unknown) => void;
}

/** The second sign-in step of an account with two-factor sign-in on. */
export function TwoFactorStep({ onSuccess, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifySignInCode();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useZodForm(TwoFactorSignInInputSchema, { defaultValues: { code: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    setFormError(null);
    verify.mutate(input, {
      onSuccess,
      onError: (error) => {
        if (isApiError(error) && error.code === 'TWO_FACTOR_EXPIRED') {
          onRestart(error);
          return;
        }
        if (!applyFieldProblems(error, form.setError, ['code'])) setFormError(error);
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t('twoFactor.title')}
    >
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <div>
          <h2 className="font-semibold">{t('twoFactor.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('twoFactor.hint')}</p>
        </div>
      </div>
      <FormAlert>{formError ? getErrorMessage(formError, 'signIn') : null}</FormAlert>
      <FormField
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        autoFocus
        placeholder="123456"
        description={<p className="text-sm text-muted-foreground">{t('twoFactor.backupHint')}</p>}
        error={translateValidationMessage(errors.code?.message)}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? <Spinner /> : null}
        {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => onRestart()}>
        {t('twoFactor.back')}
      </Button>
    </form>
  );
}
