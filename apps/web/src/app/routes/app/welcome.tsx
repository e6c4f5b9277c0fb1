import { useSession } from '@/lib/session';
import { Onboarding } from '@/features/family/components/onboarding';

export function Component() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <Onboarding familyName={session.data.user.familyName} fullName={session.data.user.fullName} />
  );
}
