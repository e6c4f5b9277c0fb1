import { CircleCheck, CircleX, MailOpen, MailX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { limits } from '@usra/domain/common/limits';
import { paths } from '@/lib/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';

interface InvitationJoinProps {
  token: string;
  signedIn: boolean;
  /** Sign-up and sign-in forms, shown to a visitor; the route composes them. */
  authForms: ReactNode;
}

function Panel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-6 text-center shadow-sm sm:p-8">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

function Invalid() {
  const { t } = useTranslation('family');
  const { t: tc } = useTranslation();
  return (
    <Panel
      icon={<CircleX aria-hidden="true" className="size-12 text-destructive" />}
      title={t('join.invalidTitle')}
    >
      <p className="text-muted-foreground">{t('join.invalidText')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg')}>
        {tc('actions.goHome')}
      </Link>
    </Panel>
  );
}

/** After declining: said plainly, with the way home. */
function Declined({ familyName }: { familyName: string }) {
  const { t } = useTranslation('family');
  const { t: tc } = useTranslation();
  return (
    <Panel
      icon={<MailX aria-hidden="true" className="size-12 text-muted-foreground" />}
      title={t('join.declinedTitle')}
    >
      <p role="status" className="text-muted-foreground" data-testid="invitation-declined-done">
        {t('join.declinedText', { family: familyName })}
      </p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg')}>
        {tc('actions.goHome')}
      </Link>
    </Panel>
  );
}

/** "Decline Invitation", asked once more: the inviter will see it, and the link stops. */
function DeclineSection({
  familyName,
  pending,
  onDecline,
}: {
  familyName: string;
  pending: boolean;
  onDecline: (done: () => void) => void;
}) {
  const { t } = useTranslation('family');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="flex flex-col items-center gap-2 border-t border-border pt-4 text-center">
        <p className="text-sm text-muted-foreground">{t('join.notForYou')}</p>
        <Button variant="outline" onClick={() => setAsking(true)} className="text-destructive">
          <MailX aria-hidden="true" className="size-4" />
          {t('join.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('join.declineTitle')}
        description={t('join.declineBody', { family: familyName })}
        confirmLabel={t('join.declineConfirm')}
        cancelLabel={t('actions.cancel')}
        pending={pending}
        destructive
        onConfirm={() => onDecline(() => setAsking(false))}
      />
    </>
  );
}

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/** Spec core, Invitation screen: invalid, joining, or sign up / sign in, then joined. */
export function InvitationJoin({ token, signedIn, authForms }: InvitationJoinProps) {
  const { t } = useTranslation('family');
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const started = useRef(false);
  // Someone already signed in when the link opened chooses: join or decline. Someone who signs
  // up or signs in on this page has chosen to join, and joins without another click.
  const arrivedSignedIn = useRef(signedIn);
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    if (!preview.isError) return;
    if (isGone(preview.error)) toast.error(`${t('join.invalidTitle')}: ${t('join.invalidToast')}`);
    else toast.error(`${t('join.errorTitle')}: ${t('join.loadFailed')}`);
  }, [preview.isError, preview.error, t]);

  // Once signed in with a loaded invitation, it is accepted without another click.
  useEffect(() => {
    if (!signedIn || !preview.data || started.current) return;
    if (arrivedSignedIn.current && !chosen) return;
    started.current = true;
    accept.mutate(token, {
      onSuccess: () => {
        toast.success(`${t('join.welcomeTitle')} ${t('join.welcomeText')}`);
        window.setTimeout(
          () => void navigate(paths.app.family.getHref(), { replace: true }),
          limits.joinRedirectMs,
        );
      },
      onError: (error) => {
        toast.error(
          `${t('join.errorTitle')}: ${isGone(error) ? t('join.invalidToast') : t('join.acceptFailed')}`,
        );
      },
    });
  }, [signedIn, chosen, preview.data, token, accept, navigate, t]);

  if (accept.isSuccess) {
    return (
      <Panel
        icon={<CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />}
        title={t('join.welcomeTitle')}
      >
        <p role="status" className="text-muted-foreground">
          {t('join.welcomeText')}
        </p>
      </Panel>
    );
  }
  if (preview.isPending) return <Spinner className="mx-auto size-8 text-primary" />;
  if (preview.isError) {
    if (isGone(preview.error)) return <Invalid />;
    return (
      <Panel
        icon={<CircleX aria-hidden="true" className="size-12 text-destructive" />}
        title={t('join.errorTitle')}
      >
        <p className="text-muted-foreground">{t('join.loadFailed')}</p>
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(preview.error)}
        </p>
      </Panel>
    );
  }

  const invitation = preview.data;
  if (accept.isError) {
    if (isGone(accept.error)) return <Invalid />;
    return (
      <Panel
        icon={<CircleX aria-hidden="true" className="size-12 text-destructive" />}
        title={t('join.errorTitle')}
      >
        <p role="alert" className="text-muted-foreground">
          {t('join.acceptFailed')}
        </p>
      </Panel>
    );
  }
  if (decline.isSuccess) return <Declined familyName={invitation.familyName} />;
  const declineSection = (
    <DeclineSection
      familyName={invitation.familyName}
      pending={decline.isPending}
      onDecline={(done) =>
        decline.mutate(token, {
          onSettled: done,
          onError: (error) => toast.error(getErrorMessage(error)),
        })
      }
    />
  );
  const heading = (line: string) => (
    <div className="flex flex-col items-center gap-2 text-center">
      <MailOpen aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-bold">{t('join.title', { family: invitation.familyName })}</h1>
      <p className="text-sm text-muted-foreground" data-testid="invitation-role">
        {t('invite.roleLine', { role: t(`roles.${invitation.role}`) })}
      </p>
      <p className="text-sm text-muted-foreground">{line}</p>
    </div>
  );
  if (signedIn && arrivedSignedIn.current && !chosen) {
    return (
      <div
        className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        data-testid="invitation-choice"
      >
        {heading(t('join.signedInChoice', { family: invitation.familyName }))}
        <Button size="lg" onClick={() => setChosen(true)} disabled={decline.isPending}>
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('join.accept')}
        </Button>
        {declineSection}
      </div>
    );
  }
  if (signedIn) {
    return (
      <Panel icon={<Spinner className="size-10 text-primary" />} title={t('join.joiningTitle')}>
        <p role="status" className="text-muted-foreground">
          {t('join.joiningText', { family: invitation.familyName })}
        </p>
      </Panel>
    );
  }
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      {heading(t('join.signInToJoin'))}
      {authForms}
      {declineSection}
    </div>
  );
}
