import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { useSignOutMutation } from '../api/sign-out';

/** Sign out from anywhere in the app: the request, a toast either way, then /auth. */
export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const { t } = useTranslation('shell');
  const mutation = useSignOutMutation();
  const navigate = useNavigate();

  // mutateAsync, not mutate(…, callbacks): clearing the session unmounts the calling route
  // before per-call callbacks would run, and the toast must still appear.
  const signOut = async () => {
    try {
      await mutation.mutateAsync();
    } catch {
      toast.error(t('signOut.failure'));
      return;
    }
    toast.success(t('signOut.success'));
    await navigate(paths.auth.getHref(), { replace: true });
  };

  return { signOut: () => void signOut(), signingOut: mutation.isPending };
}
