import type { Invitation } from '@usra/domain/family/invitation-schema';
import { Copy, Link2, Mail, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { copyInvitationLink } from './invitation-link';
import { separator } from '@/lib/format';

/** The second line of an invitation: role, then declined or expiry, then when it was e-mailed. */
function Details({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const parts = [t('invite.roleLine', { role: t(`roles.${invitation.role}`) })];
  if (invitation.status === 'declined' && invitation.declinedAt) {
    parts.push(
      t('invite.declinedOn', { date: formatCalendarDate(invitation.declinedAt, language) }),
    );
  } else {
    parts.push(t('invite.expiresOn', { date: formatCalendarDate(invitation.expiresAt, language) }));
    parts.push(
      invitation.emailedAt
        ? t('invite.emailedOn', { date: formatCalendarDate(invitation.emailedAt, language) })
        : t('invite.notEmailedShort'),
    );
  }
  return <span className="text-xs text-muted-foreground">{parts.join(separator(language))}</span>;
}

/**
 * Links not used yet, and those the invitee declined. A pending one can be copied again,
 * e-mailed again (with an address, on a server that sends e-mail) or revoked; a declined one
 * can be removed from the list.
 */
export function PendingInvitations() {
  const { t } = useTranslation('family');
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  if (!invitations.data || invitations.data.invitations.length === 0) return null;
  const { mailConfigured } = invitations.data;

  return (
    <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
      <h3 id="pending-invitations" className="font-semibold">
        {t('invite.pendingTitle')}
      </h3>
      <ul className="flex flex-col gap-2">
        {invitations.data.invitations.map((invitation) => {
          const who = invitation.invitedName ?? invitation.invitedEmail ?? t('invite.anyone');
          const declined = invitation.status === 'declined';
          return (
            <li
              key={invitation.id}
              data-testid="pending-invitation"
              data-status={invitation.status}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border bg-card p-3 text-sm"
            >
              <Link2 aria-hidden="true" className="size-4 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{who}</span>
                  {declined ? (
                    <span
                      className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive"
                      data-testid="invitation-declined"
                    >
                      {t('invite.declined')}
                    </span>
                  ) : null}
                </span>
                <Details invitation={invitation} />
              </div>
              {declined ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    void copyInvitationLink(invitation.token).then(
                      () => toast.success(t('invite.copied')),
                      () => toast.error(t('invite.copyFailed')),
                    )
                  }
                >
                  <Copy aria-hidden="true" className="size-4" />
                  {t('invite.copy')}
                  <span className="sr-only">: {who}</span>
                </Button>
              )}
              {!declined && mailConfigured && invitation.invitedEmail ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: ({ emailed }) =>
                        emailed
                          ? toast.success(
                              t('invite.resent', { email: invitation.invitedEmail ?? '' }),
                            )
                          : toast.error(t('invite.resendFailed')),
                      onError: (error) => toast.error(getErrorMessage(error)),
                    })
                  }
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t('invite.resend')}
                  <span className="sr-only">: {who}</span>
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () =>
                      toast.success(t(declined ? 'invite.removed' : 'invite.revoked')),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  })
                }
              >
                <X aria-hidden="true" className="size-4" />
                {t(declined ? 'invite.remove' : 'invite.revoke')}
                <span className="sr-only">: {who}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
