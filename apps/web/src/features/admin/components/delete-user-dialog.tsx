import type { AdminUser } from '@usra/domain/admin/admin-schema';
import { useTranslation } from 'react-i18next';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/error-message';
import { useDeleteUser, useRemovalInfo } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  name: string;
  onClose: () => void;
}

/** Asks before deleting an account, saying what becomes of the family (decision 004). */
export function DeleteUserDialog({ user, name, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  const info = useRemovalInfo(user?.id ?? null);
  const remove = useDeleteUser();
  const family = info.data
    ? t(`deleteUser.family.${info.data.family}`, {
        family: info.data.familyName,
        heir: info.data.heirName ?? '',
      })
    : null;
  return (
    <DeleteConfirm
      target={user}
      onClose={onClose}
      title={t('deleteUser.title', { name })}
      description={
        <span className="flex flex-col gap-2" data-testid="delete-user-description">
          <span>{t('deleteUser.body', { name, email: user?.email ?? '' })}</span>
          {info.isPending ? <Spinner /> : null}
          {info.isError ? <span role="alert">{getErrorMessage(info.error)}</span> : null}
          {family ? <span className="font-medium">{family}</span> : null}
          <span>{t('deleteUser.cannotUndo')}</span>
        </span>
      }
      confirmLabel={t('deleteUser.confirm')}
      cancelLabel={t('confirm.cancel')}
      onDelete={(target) => remove.mutateAsync(target.id)}
      pending={remove.isPending || info.isPending}
      deletedMessage={t('deleteUser.deleted', { name })}
      failedMessage={t('deleteUser.failed')}
    />
  );
}
