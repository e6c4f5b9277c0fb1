import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { SettingsHome } from '@/features/settings/components/settings-home';

export function Component() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!session.data) return null;

  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error(t('signOut.failure'));
      return;
    }
    toast.success(t('signOut.success'));
    await navigate(paths.auth.getHref(), { replace: true });
  };

  return (
    <SettingsHome
      user={session.data.user}
      onSignOut={() => void onSignOut()}
      signingOut={signOut.isPending}
    />
  );
}
