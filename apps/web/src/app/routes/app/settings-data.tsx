import { useTranslation } from 'react-i18next';
import { DataManagement } from '@/features/settings/components/data-management';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('data.title')}>
      <DataManagement />
    </SettingsPage>
  );
}
