import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import {
  SingleSignOn,
  ssoErrorOf,
  usePasswordSignIn,
} from '@/features/auth/components/single-sign-on';
import { useInvitationPreview } from '@/features/family/api/get-invitation-preview';
import { InvitationJoin } from '@/features/family/components/invitation-join';

function AuthForms({ token }: { token: string }) {
  const { t } = useTranslation('family');
  const preview = useInvitationPreview(token);
  const [mode, setMode] = useState<'signup' | 'signin'>('signup');
  const passwords = usePasswordSignIn();
  const location = useLocation();
  const sso = <SingleSignOn invitationToken={token} error={ssoErrorOf(location.search)} />;
  if (!passwords) return sso;
  return (
    <div className="flex flex-col gap-4">
      {sso}
      {mode === 'signup' ? (
        <SignUpForm
          invitationToken={token}
          defaultValues={{
            fullName: preview.data?.invitedName ?? '',
            email: preview.data?.invitedEmail ?? '',
          }}
          onSuccess={() =>
            toast.success(`${t('join.accountCreated')} ${t('join.accountCreatedText')}`)
          }
        />
      ) : (
        <SignInForm onSuccess={() => undefined} />
      )}
      <Button variant="ghost" onClick={() => setMode(mode === 'signup' ? 'signin' : 'signup')}>
        {mode === 'signup' ? t('join.haveAccount') : t('join.needAccount')}
      </Button>
    </div>
  );
}

/** /invite/<token>: join a family from an invitation link. */
export function Component() {
  const { token = '' } = useParams();
  const session = useSession();
  return (
    <PublicLayout>
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-6">
        {session.isPending ? null : (
          <InvitationJoin
            token={token}
            signedIn={Boolean(session.data)}
            authForms={<AuthForms token={token} />}
          />
        )}
      </div>
    </PublicLayout>
  );
}
