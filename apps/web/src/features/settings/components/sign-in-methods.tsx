import { KeyRound, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useLinkedMethods } from '../api/sign-in-methods';

/** Settings → Security: how this account signs in (its password, the SSO provider). */
export function SignInMethods() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const methods = useLinkedMethods();
  if (methods.isPending) return <Spinner />;
  if (methods.isError) return <FormAlert>{t('signInMethods.loadFailed')}</FormAlert>;
  return (
    <ul className="flex flex-col divide-y divide-border" data-testid="sign-in-methods">
      {methods.data.map((method) => {
        const Icon = method.kind === 'password' ? KeyRound : LogIn;
        return (
          <li
            key={`${method.kind}-${method.linkedAt}`}
            className="flex items-start gap-3 py-3 text-sm"
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium" data-testid="sign-in-method">
                {method.kind === 'password'
                  ? t('signInMethods.password')
                  : t('signInMethods.sso', { name: method.name ?? '' })}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('signInMethods.since', {
                  time: formatDateTime(method.linkedAt, language, 'medium'),
                })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
