import type { FamilyGroup } from '@usra/domain/family/group-schema';
import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeleteConfirm } from '@/components/ui/delete-confirm';
import { Spinner } from '@/components/ui/spinner';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/get-groups';
import { GroupFormDialog } from './group-form-dialog';
import { LoadError } from './load-error';

export function GroupsPanel() {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<FamilyGroup | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<FamilyGroup | null>(null);

  const openForm = (group: FamilyGroup | null) => {
    setEditing(group);
    setFormOpen(true);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('actions.createGroup')}
        </Button>
      </div>
      {groups.isPending ? (
        <Spinner />
      ) : groups.isError ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-8 text-center">
          <UsersRound aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{t('groups.emptyTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('groups.emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {groups.data.map((group) => (
            <li
              key={group.id}
              data-testid="group-card"
              className="flex flex-col gap-2 rounded-xl border border-border border-s-4 bg-card p-4"
              style={{ borderInlineStartColor: group.color }}
            >
              <h3 className="font-semibold">{group.name}</h3>
              {group.description ? (
                <p className="text-sm text-muted-foreground">{group.description}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                {t('groups.created', { date: formatCalendarDate(group.createdAt, language) })}
              </p>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => openForm(group)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('actions.edit')}
                  <span className="sr-only">: {group.name}</span>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  onClick={() => setDeleting(group)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('actions.delete')}
                  <span className="sr-only">: {group.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <GroupFormDialog open={formOpen} onOpenChange={setFormOpen} group={editing} />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        title={t('groups.deleteTitle')}
        description={t('groups.deleteDescription', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onDelete={(group) => remove.mutateAsync(group.id)}
        pending={remove.isPending}
        deletedMessage={t('toast.groupDeleted')}
        failedMessage={t('toast.groupDeleteFailed')}
      />
    </div>
  );
}
