import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/lib/paths';
import { forgetSession } from '@/lib/session';
import { DataManagement } from '@/features/settings/components/data-management';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // The account and its sessions are gone: sign the browser out and go to the landing page.
  // Leaving the signed-in area first keeps its guard from sending the browser to /auth when
  // the session is cleared (the guard waits while the deletion's expected session end holds).
  const onDeleted = async () => {
    await navigate(paths.home.getHref(), { replace: true, flushSync: true });
    forgetSession(queryClient);
    toast.success(t('deleteAccount.deleted'));
  };

  return (
    <SettingsPage title={t('data.title')}>
      <div className="flex flex-col gap-4">
        <DataManagement />
        <DeleteAccount onDeleted={() => void onDeleted()} />
      </div>
    </SettingsPage>
  );
}
