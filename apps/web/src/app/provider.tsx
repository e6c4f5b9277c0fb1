import { QueryClientProvider } from '@tanstack/react-query';
import { limits } from '@usra/domain/common/limits';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { getSessionQueryOptions } from '@/features/auth/api/get-session';
import { getErrorMessage } from '@/lib/error-message';
import { createQueryClient } from '@/lib/query-client';

const SESSION_ENDED_TOAST = 'session-ended';

/**
 * A call answered UNAUTHENTICATED or SESSION_EXPIRED: forget the session and the family's data;
 * the /app guard then sends the visitor to /auth.
 */
export const queryClient = createQueryClient({
  onSessionEnded: (error) => {
    const { queryKey } = getSessionQueryOptions();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
    queryClient.setQueryData(queryKey, null);
    toast.error(getErrorMessage(error), { id: SESSION_ENDED_TOAST });
  },
});

function ConnectivityToasts() {
  const { t } = useTranslation();
  useEffect(() => {
    const onOffline = () => toast.error(t('connectivity.offline'));
    const onOnline = () => toast.success(t('connectivity.online'));
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [t]);
  return null;
}

function Toasts() {
  const { i18n } = useTranslation();
  return (
    <Toaster
      dir={i18n.dir()}
      position="top-center"
      visibleToasts={limits.toastLimit}
      duration={limits.toastRemoveDelayMs}
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toasts />
      <ConnectivityToasts />
    </QueryClientProvider>
  );
}
