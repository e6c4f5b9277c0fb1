import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { AssistantLauncher } from '@/features/assistant/components/assistant-launcher';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { AppShell } from '@/components/layouts/app-shell';
import { OfflineState } from '@/components/layouts/offline-state';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { getErrorMessage } from '@/lib/error-message';
import { useLiveUpdates } from '@/lib/live-updates';
import { expectSessionEnd, isSessionEndExpected } from '@/lib/query-client';
import { paths } from '@/lib/paths';
import { useOnline } from '@/lib/use-online';

function SessionLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">{t('appError.title')}</h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {getErrorMessage(error)}
      </p>
      <Button onClick={onRetry}>{t('actions.tryAgain')}</Button>
    </main>
  );
}

/** Guards /app/*: a spinner while the session loads, /auth for visitors, the shell for members. */
export function Component() {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  const online = useOnline();
  const { t } = useTranslation('shell');
  useLiveUpdates(Boolean(session.data));
  // A new visit of the signed-in area: a session that ends from now on is unexpected again.
  useEffect(() => expectSessionEnd(false), []);

  // Opened with no network: the session check waits for it (TanStack Query pauses), the shell
  // shows meanwhile with the offline state, and nothing of any account.
  if (session.isPending && !online)
    return (
      <AppShell
        user={{ email: t('offline.account'), role: 'user' }}
        onSignOut={signOut}
        signingOut={signingOut}
      >
        <OfflineState />
      </AppShell>
    );
  if (session.isPending) return <PageSpinner />;
  if (session.isError)
    return <SessionLoadError error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    // A deleted account: its page is already leading the browser to the landing page.
    if (isSessionEndExpected()) return <PageSpinner />;
    return <Navigate to={paths.auth.getHref()} replace />;
  }

  return (
    <>
      <AppShell
        user={session.data.user}
        onSignOut={signOut}
        signingOut={signingOut}
        actions={<NotificationBell />}
      >
        <Outlet />
      </AppShell>
      {/* Outside the layouts: the conversation stays open when the layout switches. */}
      <AssistantLauncher />
    </>
  );
}
