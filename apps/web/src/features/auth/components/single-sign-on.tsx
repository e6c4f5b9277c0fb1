import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useSignInMethods, useStartSingleSignOn } from '../api/single-sign-on';

/** The reasons the server and better-auth give in `?error=` after single sign-on. */
const KNOWN_ERRORS = new Set(['account_not_linked', 'signup_disabled', 'registration_closed']);

/** The `error` of an address the provider's round trip came back to, or null. */
export function ssoErrorOf(search: string): string | null {
  return new URLSearchParams(search).get('error');
}

/**
 * "Sign in with <provider>" when the server has single sign-on (OIDC_*), and why the last
 * attempt failed. Shown after hydration only: the prerendered page is the same for every server.
 */
export function SingleSignOn({
  invitationToken,
  error = null,
}: {
  invitationToken?: string;
  error?: string | null;
}) {
  const { t } = useTranslation('auth');
  const methods = useSignInMethods();
  const start = useStartSingleSignOn();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (error)
      setFailure(
        t(`sso.errors.${KNOWN_ERRORS.has(error) ? error : 'failed'}` as 'sso.errors.failed'),
      );
  }, [error, t]);
  const sso = methods.data?.sso;
  if (!sso && !failure) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="single-sign-on">
      <FormAlert>{failure}</FormAlert>
      {sso ? (
        <Button
          variant="outline"
          size="lg"
          disabled={start.isPending}
          onClick={() => {
            setFailure(null);
            start.mutate(invitationToken, {
              onError: (problem) =>
                setFailure(t('sso.startFailed', { detail: getErrorMessage(problem) })),
            });
          }}
        >
          {start.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <LogIn aria-hidden="true" className="size-4" />
          )}
          {t('sso.signInWith', { name: sso.name })}
        </Button>
      ) : null}
      {sso && methods.data?.passwordSignIn ? (
        <p className="text-center text-xs text-muted-foreground">{t('sso.or')}</p>
      ) : null}
    </div>
  );
}

/** False only when the server allows single sign-on alone (OIDC_ONLY). */
export function usePasswordSignIn(): boolean {
  return useSignInMethods().data?.passwordSignIn !== false;
}
