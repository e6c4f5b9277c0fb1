import { TwoFactorSignInInputSchema } from '@usra/domain/auth/auth-schema';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
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
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TwoFactorSignInInputSchema.safeParse({ code });
    if (!parsed.success) {
      setFieldError(translateValidationMessage(parsed.error.issues[0]?.message));
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    verify.mutate(parsed.data, {
      onSuccess,
      onError: (error) => {
        if (isApiError(error) && error.code === 'TWO_FACTOR_EXPIRED') {
          onRestart(error);
          return;
        }
        setFormError(error);
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
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
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
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
