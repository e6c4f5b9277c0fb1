import { useTranslation } from 'react-i18next';
import { AppearanceForm } from '@/features/settings/components/appearance-form';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('appearance.title')}>
      <AppearanceForm />
    </SettingsPage>
  );
}
