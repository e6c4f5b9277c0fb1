import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthPanel, type AuthTab } from './auth-panel';

interface AuthScreenProps {
  defaultTab: AuthTab;
  onSuccess: () => void;
  /** `?error=` of a single sign-on that came back to /auth. */
  ssoError?: string | null;
}

/**
 * The sign-in / sign-up screen. The same tree is prerendered (src/prerender.tsx), hydrated by the
 * light entry of a fresh visit to /auth (src/auth-main.tsx) and shown by the app's /auth route.
 */
export function AuthScreen({ defaultTab, onSuccess, ssoError = null }: AuthScreenProps) {
  const { t } = useTranslation('auth');
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1 text-center">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
          </div>
          <AuthPanel defaultTab={defaultTab} onSuccess={onSuccess} ssoError={ssoError} />
        </div>
      </div>
    </PublicLayout>
  );
}
