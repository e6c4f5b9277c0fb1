import { Copy, Link2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useInvitations } from '../api/get-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { copyInvitationLink } from './invitation-link';
import { separator } from '@/lib/format';

/** Links that have not been used yet; each can be copied again or revoked. */
export function PendingInvitations() {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  if (!invitations.data || invitations.data.length === 0) return null;

  return (
    <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
      <h3 id="pending-invitations" className="font-semibold">
        {t('invite.pendingTitle')}
      </h3>
      <ul className="flex flex-col gap-2">
        {invitations.data.map((invitation) => {
          const who = invitation.invitedName ?? invitation.invitedEmail ?? t('invite.anyone');
          return (
            <li
              key={invitation.id}
              data-testid="pending-invitation"
              className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-border bg-card p-3 text-sm"
            >
              <Link2 aria-hidden="true" className="size-4 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{who}</span>
                <span className="text-xs text-muted-foreground">
                  {t('invite.roleLine', { role: t(`roles.${invitation.role}`) })}
                  {separator(language)}
                  {t('invite.expiresOn', {
                    date: formatCalendarDate(invitation.expiresAt, language),
                  })}
                </span>
              </div>
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
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke.mutate(invitation.id, {
                    onSuccess: () => toast.success(t('invite.revoked')),
                    onError: (error) => toast.error(getErrorMessage(error)),
                  })
                }
              >
                <X aria-hidden="true" className="size-4" />
                {t('invite.revoke')}
                <span className="sr-only">: {who}</span>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
