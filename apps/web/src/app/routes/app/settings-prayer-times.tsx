import { useTranslation } from 'react-i18next';
import { PrayerTimesForm } from '@/features/settings/components/prayer-times-form';
import { SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('prayer.title')}>
      <PrayerTimesForm />
    </SettingsPage>
  );
}
