import { useSession } from '@/lib/session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { SettingsHome } from '@/features/settings/components/settings-home';

export function Component() {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  if (!session.data) return null;
  return <SettingsHome user={session.data.user} onSignOut={signOut} signingOut={signingOut} />;
}
