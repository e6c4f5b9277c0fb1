import { useSession } from '@/lib/session';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { DashboardTiles } from '@/features/dashboard/components/dashboard-tiles';

export function Component() {
  const session = useSession();
  // The parent route renders this only with a session.
  if (!session.data) return null;
  const { fullName, familyName, role } = session.data.user;
  return (
    <div className="flex flex-col gap-6">
      <DashboardOverview fullName={fullName} familyName={familyName} role={role} />
      <DashboardTiles />
    </div>
  );
}
