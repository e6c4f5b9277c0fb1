import { AdminPortal } from '@/features/admin/components/admin-portal';
import { AccessDenied } from '@/features/admin/components/access-denied';
import { useSession } from '@/lib/session';

export function Component() {
  const session = useSession();
  // The parent route renders this only with a session.
  if (!session.data) return null;
  if (session.data.user.role !== 'admin') return <AccessDenied />;
  return <AdminPortal currentUserId={session.data.user.id} />;
}
