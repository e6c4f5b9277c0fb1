import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { LanguageDirection } from '@/components/ui/direction';
import type { AuthTab } from './auth-panel';
import { AuthScreen } from './auth-screen';

/**
 * The one tree that src/prerender.tsx renders to /auth's HTML and src/auth-main.tsx hydrates:
 * the screen with only what its forms need (a query client for their mutations), no router.
 */
export function AuthPage({
  client,
  tab,
  onSuccess,
  ssoError = null,
}: {
  client: QueryClient;
  tab: AuthTab;
  onSuccess: () => void;
  ssoError?: string | null;
}) {
  return (
    <StrictMode>
      <LanguageDirection>
        <QueryClientProvider client={client}>
          <AuthScreen defaultTab={tab} onSuccess={onSuccess} ssoError={ssoError} />
        </QueryClientProvider>
      </LanguageDirection>
    </StrictMode>
  );
}

/** The tab a fresh visit asks for: `/auth?tab=sign-up` (links on the public pages). */
export function tabOfSearch(search: string): AuthTab {
  return new URLSearchParams(search).get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
}
