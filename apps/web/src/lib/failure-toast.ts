import { toast } from 'sonner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';

/**
 * The one failure toast: the screen's own title, and what went wrong (the API error's text in
 * the reader's language) under it. `sessionEnded`, when given, replaces the detail for a lost
 * session (UNAUTHENTICATED, SESSION_EXPIRED), as the house screens' spec words it.
 */
export function failureToast(
  title: string,
  error: unknown,
  { sessionEnded }: { sessionEnded?: string } = {},
): void {
  const ended =
    sessionEnded !== undefined &&
    isApiError(error) &&
    (error.code === 'UNAUTHENTICATED' || error.code === 'SESSION_EXPIRED');
  toast.error(title, { description: ended ? sessionEnded : getErrorMessage(error) });
}
