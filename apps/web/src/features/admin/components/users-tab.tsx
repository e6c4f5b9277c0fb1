import { KeyRound, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminUser } from '@usra/domain/admin/admin-schema';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import { useAdminUsers } from '../api/get-admin-users';
import { useMakeResetLink, type ResetLink } from '../api/make-reset-link';
import { useSetUserRole } from '../api/set-user-role';
import { formatDateTime } from '@/lib/dates';
import { QueryError } from './query-error';
import { DeleteUserDialog } from './delete-user-dialog';
import { ResetLinkDialog } from './reset-link-dialog';

interface Pending {
  user: AdminUser;
  role: 'admin' | 'user';
}

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-medium',
        role === 'admin' ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
      )}
    >
      {t(`users.roles.${role}`)}
    </span>
  );
}

/** A user's buttons: role, reset link, and (not for oneself) delete. */
function UserActions({
  user,
  self,
  roleAction,
  resetPending,
  onResetLink,
  onDelete,
}: {
  user: AdminUser;
  self: boolean;
  roleAction: ReactNode;
  resetPending: boolean;
  onResetLink: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2">
      {roleAction}
      <Button variant="outline" size="sm" disabled={resetPending} onClick={onResetLink}>
        <KeyRound aria-hidden="true" className="size-4" />
        {t('users.resetLink')}
        <span className="sr-only">: {user.email}</span>
      </Button>
      {/* One's own account is deleted from Settings → Data, with the password. */}
      {self ? null : (
        <Button variant="outline" size="sm" className="text-destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('users.delete')}
          <span className="sr-only">: {user.email}</span>
        </Button>
      )}
    </div>
  );
}

export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n.resolvedLanguage);
  const users = useAdminUsers();
  const setRole = useSetUserRole();
  const [pending, setPending] = useState<Pending | null>(null);
  const makeResetLink = useMakeResetLink();
  const [resetLink, setResetLink] = useState<{ name: string; link: ResetLink } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  if (users.isPending) return <Spinner />;
  if (users.isError)
    return (
      <QueryError
        title={t('errors.users')}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    );

  const confirm = () => {
    if (!pending) return;
    const promoting = pending.role === 'admin';
    setRole.mutate(
      { userId: pending.user.id, role: pending.role },
      {
        onSuccess: () => {
          toast.success(t(promoting ? 'toast.promoted' : 'toast.demoted'));
          setPending(null);
        },
        onError: (error) => {
          toast.error(
            `${t(promoting ? 'toast.promoteFailed' : 'toast.demoteFailed')}: ${getErrorMessage(error)}`,
          );
          setPending(null);
        },
      },
    );
  };

  const nameOf = (user: AdminUser) => user.fullName ?? t('users.noName');
  // The server refuses it too: the last admin cannot demote themselves.
  const lastAdmin = (user: AdminUser) =>
    user.id === currentUserId && users.data.filter((u) => u.role === 'admin').length === 1;
  const roleAction = (user: AdminUser) =>
    user.role === 'admin' && lastAdmin(user) ? (
      <span className="text-xs text-muted-foreground" data-testid="last-admin">
        {t('users.lastAdmin')}
      </span>
    ) : user.role === 'admin' ? (
      <Button variant="outline" size="sm" onClick={() => setPending({ user, role: 'user' })}>
        <ShieldOff aria-hidden="true" className="size-4" />
        {t('users.demote')}
        <span className="sr-only">: {user.email}</span>
      </Button>
    ) : (
      <Button variant="outline" size="sm" onClick={() => setPending({ user, role: 'admin' })}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('users.promote')}
        <span className="sr-only">: {user.email}</span>
      </Button>
    );
  const action = (user: AdminUser) => (
    <UserActions
      user={user}
      self={user.id === currentUserId}
      roleAction={roleAction(user)}
      resetPending={makeResetLink.isPending}
      onResetLink={() =>
        makeResetLink.mutate(user.id, {
          onSuccess: (link) => setResetLink({ name: nameOf(user), link }),
          onError: (error) =>
            toast.error(`${t('toast.resetLinkFailed')}: ${getErrorMessage(error)}`),
        })
      }
      onDelete={() => setDeleting(user)}
    />
  );
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, language, 'medium') : t('users.never');

  return (
    <>
      {/* Wide screens: the spec's table. Narrow screens: one card per user. */}
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('users.caption')}</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {(['user', 'email', 'role', 'joined', 'lastSignIn', 'actions'] as const).map(
                (column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                    {t(`users.${column}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.data.map((user) => (
              <tr key={user.id} data-testid="admin-user-row" data-email={user.email}>
                <td className="px-3 py-2 font-medium">
                  {nameOf(user)}
                  {user.id === currentUserId ? (
                    <span className="ms-2 text-xs text-muted-foreground">({t('users.you')})</span>
                  ) : null}
                </td>
                <td dir="ltr" className="px-3 py-2 text-start">
                  {user.email}
                </td>
                <td className="px-3 py-2">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{when(user.createdAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{when(user.lastSignInAt)}</td>
                <td className="px-3 py-2">{action(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {users.data.map((user) => (
          <li
            key={user.id}
            data-testid="admin-user-card"
            data-email={user.email}
            className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {nameOf(user)}
                  {user.id === currentUserId ? (
                    <span className="ms-2 text-xs text-muted-foreground">({t('users.you')})</span>
                  ) : null}
                </p>
                <p dir="ltr" className="truncate text-start text-muted-foreground">
                  {user.email}
                </p>
              </div>
              <RoleBadge role={user.role} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t('users.joined')}</dt>
                <dd>{when(user.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('users.lastSignIn')}</dt>
                <dd>{when(user.lastSignInAt)}</dd>
              </div>
            </dl>
            <div>{action(user)}</div>
          </li>
        ))}
      </ul>

      <ResetLinkDialog made={resetLink} onClose={() => setResetLink(null)} />
      <DeleteUserDialog
        user={deleting}
        name={deleting ? nameOf(deleting) : ''}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t(pending?.role === 'admin' ? 'confirm.promoteTitle' : 'confirm.demoteTitle')}
        description={t(pending?.role === 'admin' ? 'confirm.promoteBody' : 'confirm.demoteBody', {
          name: pending ? nameOf(pending.user) : '',
        })}
        confirmLabel={t('confirm.confirm')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={confirm}
        pending={setRole.isPending}
        destructive={pending?.role === 'user'}
      />
    </>
  );
}
