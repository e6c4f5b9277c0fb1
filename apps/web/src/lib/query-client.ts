import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const SESSION_ENDED_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);

export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && SESSION_ENDED_CODES.has(error.code);
}

let sessionEndExpected = false;

/**
 * A deliberate end of the session (the account is being deleted): the caller leads the browser
 * away itself, so calls that now find no session do not send it to /auth.
 */
export function expectSessionEnd(expected: boolean): void {
  sessionEndExpected = expected;
}

export function isSessionEndExpected(): boolean {
  return sessionEndExpected;
}

interface QueryClientOptions {
  /** Called when any query or mutation learns that the session is gone. */
  onSessionEnded: (error: unknown) => void;
}

export function createQueryClient({ onSessionEnded }: QueryClientOptions): QueryClient {
  // TanStack Query starts "online" and learns only from the browser's events: an app opened with
  // no network (the service worker's offline start) waits for one instead of failing its calls.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const handle = (error: unknown) => {
    if (isSessionEnded(error) && !sessionEndExpected) onSessionEnded(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network trouble and 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
