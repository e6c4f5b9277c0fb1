import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { FamilyScreen } from '@/features/family/components/family-screen';

export function Component() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const openAddMember = searchParams.get('action') === 'add';
  const clearAction = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete('action');
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  if (!session.data) return null;
  return (
    <FamilyScreen
      familyName={session.data.user.familyName}
      openAddMember={openAddMember}
      onAddMemberOpened={clearAction}
    />
  );
}
