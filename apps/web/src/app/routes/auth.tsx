import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useSession } from '@/features/auth/api/get-session';
import { AuthPanel, type AuthTab } from '@/features/auth/components/auth-panel';
import { paths } from '../paths';

function requestedTab(state: unknown, search: string): AuthTab {
  const tab = (state as { tab?: unknown } | null)?.tab ?? new URLSearchParams(search).get('tab');
  return tab === 'sign-up' ? 'sign-up' : 'sign-in';
}

export function Component() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (session.data) return <Navigate to={paths.app.root.getHref()} replace />;
  // The public pages ask for a tab in the query (`/auth?tab=sign-up`); the address stays /auth.
  if (location.search) {
    return (
      <Navigate
        to={paths.auth.getHref()}
        replace
        state={{ tab: requestedTab(location.state, location.search) }}
      />
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-1 text-center">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
          </div>
          <AuthPanel
            // The key makes a second click on "Get Started" switch tabs on an already open page.
            key={location.key}
            defaultTab={requestedTab(location.state, location.search)}
            onSuccess={() => void navigate(paths.app.root.getHref(), { replace: true })}
          />
        </div>
      </div>
    </PublicLayout>
  );
}
