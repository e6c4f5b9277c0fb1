import type { Invitation } from '@usra/domain/family/invitation-schema';
import * as Tabs from '@radix-ui/react-tabs';
import type { FamilyMember } from '@usra/domain/family/member-schema';
import { CalendarDays, MapPinned, Plus, Send, UserPlus, Users } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import { AddressesDialog } from './addresses-dialog';
import { GroupsPanel } from './groups-panel';
import { InviteDialog } from './invite-dialog';
import { LoadError } from './load-error';
import { MemberCard } from './member-card';
import { MemberFormDialog } from './member-form-dialog';
import { NotificationsPanel } from './notifications-panel';
import { OnboardingCard } from './onboarding-card';
import { PendingInvitations } from './pending-invitations';
import { useInvitations } from '../api/get-invitations';

interface FamilyScreenProps {
  familyName: string;
  /** `?action=add`: open the add-member dialog once, then the caller clears the parameter. */
  openAddMember: boolean;
  onAddMemberOpened: () => void;
  /** Extra header actions composed by the route (invite, locations). */
  actions?: ReactNode;
}

const tabClasses = cn(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

/**
 * A member who has no account yet and whose e-mail a pending invitation was sent for: invited,
 * not active, until they join.
 */
function isInvitee(member: FamilyMember, invitations: readonly Invitation[] | undefined): boolean {
  if (member.userId !== null || !member.email || !invitations) return false;
  const email = member.email.toLowerCase();
  return invitations.some(
    (invitation) =>
      invitation.status === 'pending' && invitation.invitedEmail?.toLowerCase() === email,
  );
}

export function FamilyScreen({
  familyName,
  openAddMember,
  onAddMemberOpened,
  actions,
}: FamilyScreenProps) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const members = useMembers();
  const invitations = useInvitations();
  const remove = useDeleteMember();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<FamilyMember | null>(null);
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);
  const [addressesOf, setAddressesOf] = useState<FamilyMember | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  const openForm = (member: FamilyMember | null) => {
    setEditing(member);
    setFormOpen(true);
  };

  useEffect(() => {
    if (!openAddMember) return;
    openForm(null);
    onAddMemberOpened();
  }, [openAddMember, onAddMemberOpened]);

  const count = members.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
          <p className="text-muted-foreground">{familyName}</p>
          <p className="flex items-center gap-2 text-sm font-medium" data-testid="member-count">
            <Users aria-hidden="true" className="size-4" />
            {t('memberCount', { count, countText: formatNumber(count, language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Link to={paths.app.calendar.getHref()} className={buttonClasses('outline')}>
            <CalendarDays aria-hidden="true" className="size-4" />
            {t('actions.calendar')}
          </Link>
          <Link to={paths.app.locations.getHref()} className={buttonClasses('outline')}>
            <MapPinned aria-hidden="true" className="size-4" />
            {t('actions.locations')}
          </Link>
          <Button variant="outline" onClick={() => setInviteOpen(true)}>
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('actions.invite')}
          </Button>
          <Button onClick={() => openForm(null)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('actions.addMember')}
          </Button>
        </div>
      </header>

      <OnboardingCard />
      <section aria-labelledby="family-management" className="flex flex-col gap-4">
        <h2 id="family-management" className="text-lg font-semibold">
          {t('management.title')}
        </h2>
        <Tabs.Root defaultValue="members" className="flex flex-col gap-4">
          <Tabs.List
            aria-label={t('management.title')}
            className="flex gap-1 rounded-lg bg-muted p-1"
          >
            <Tabs.Trigger value="members" className={tabClasses}>
              {t('management.members')}
            </Tabs.Trigger>
            <Tabs.Trigger value="groups" className={tabClasses}>
              {t('management.groups')}
            </Tabs.Trigger>
            <Tabs.Trigger value="notifications" className={tabClasses}>
              {t('management.notifications')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="members" className="flex flex-col gap-4">
            {members.isPending ? (
              <Spinner />
            ) : members.isError ? (
              <LoadError error={members.error} onRetry={() => void members.refetch()} />
            ) : members.data.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border p-8 text-center">
                <Users aria-hidden="true" className="size-8 text-muted-foreground" />
                <p className="font-medium">{t('member.emptyTitle')}</p>
                <p className="text-sm text-muted-foreground">{t('member.emptyText')}</p>
                <Button onClick={() => openForm(null)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('member.addFirst')}
                </Button>
              </div>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {members.data.map((member) => (
                  <MemberCard
                    key={member.id}
                    member={member}
                    invited={isInvitee(member, invitations.data?.invitations)}
                    onEdit={() => openForm(member)}
                    onDelete={() => setDeleting(member)}
                    onAddresses={() => setAddressesOf(member)}
                  />
                ))}
              </ul>
            )}
            <PendingInvitations />
          </Tabs.Content>
          <Tabs.Content value="groups">
            <GroupsPanel />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <NotificationsPanel />
          </Tabs.Content>
        </Tabs.Root>
      </section>

      <InviteDialog open={inviteOpen} onOpenChange={setInviteOpen} />
      <MemberFormDialog open={formOpen} onOpenChange={setFormOpen} member={editing} />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('member.deleteTitle')}
        description={t('member.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onDelete={(member) => remove.mutateAsync(member.id)}
        pending={remove.isPending}
        deletedMessage={t('toast.memberRemoved')}
        failedMessage={t('toast.memberRemoveFailed')}
      />
      {addressesOf ? (
        <AddressesDialog member={addressesOf} onClose={() => setAddressesOf(null)} />
      ) : null}
    </div>
  );
}
