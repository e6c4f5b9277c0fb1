import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useResendConfirmation } from '../api/confirm-email';

/** "Send the link again" for an address still to confirm; says what it did. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmation();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        disabled={resend.isPending || !email}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? <Spinner /> : null}
        {t('confirm.resend')}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('confirm.resent')}
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(resend.error)}
        </p>
      ) : null}
    </div>
  );
}

/** After a sign-up that must confirm its e-mail first (spec core: "Check your email…"). */
export function ConfirmationNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4" data-testid="confirmation-notice">
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <MailCheck aria-hidden="true" className="size-10 text-primary" />
        <h2 className="text-lg font-semibold">{t('confirm.createdTitle')}</h2>
        <p className="text-sm">{t('confirm.createdText')}</p>
        <p className="text-sm text-muted-foreground">{t('confirm.notice')}</p>
        <p dir="ltr" className="text-sm font-medium">
          {email}
        </p>
      </div>
      <ResendConfirmation email={email} />
    </div>
  );
}
