import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import type { AuthTab } from '@/features/auth/components/auth-panel';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ssoErrorOf } from '@/features/auth/components/single-sign-on';
import { paths } from '@/lib/paths';

function requestedTab(state: unknown, search: string): AuthTab {
  const tab = (state as { tab?: unknown } | null)?.tab ?? new URLSearchParams(search).get('tab');
  return tab === 'sign-up' ? 'sign-up' : 'sign-in';
}

/**
 * /auth inside the app (e.g. after signing out). A fresh visit gets the prerendered page and its
 * light entry (src/auth-main.tsx) from the server instead.
 */
export function Component() {
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
        state={{
          tab: requestedTab(location.state, location.search),
          ssoError: ssoErrorOf(location.search),
        }}
      />
    );
  }

  return (
    <AuthScreen
      // The key makes a second click on "Get Started" switch tabs on an already open page.
      key={location.key}
      defaultTab={requestedTab(location.state, location.search)}
      onSuccess={() => void navigate(paths.app.root.getHref(), { replace: true })}
      ssoError={(location.state as { ssoError?: string | null } | null)?.ssoError ?? null}
    />
  );
}
