import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { useConfirmEmail } from '../api/confirm-email';

/** /auth/confirm-email?token=…: the link of the confirmation e-mail, used once on opening. */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmail();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const signIn = (
    <a href={paths.auth.getHref()} className={buttonClasses('primary', 'lg')}>
      {t('confirm.signIn')}
    </a>
  );
  if (!token || confirm.isError) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleX aria-hidden="true" className="size-12 text-destructive" />
        <p role="alert">
          {confirm.isError ? getErrorMessage(confirm.error) : t('confirm.noToken')}
        </p>
        <p className="text-sm text-muted-foreground">{t('confirm.askAgain')}</p>
        {signIn}
      </div>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
        <p role="status" data-testid="email-confirmed">
          {t('confirm.done')}
        </p>
        {signIn}
      </div>
    );
  }
  return <Spinner className="mx-auto size-8 text-primary" />;
}
