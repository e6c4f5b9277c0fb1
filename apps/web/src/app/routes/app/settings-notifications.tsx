import { useTranslation } from 'react-i18next';
import { NotificationForm } from '@/features/settings/components/notification-form';
import { SettingsCard, SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('notifications.title')}>
      <SettingsCard
        id="notification-choices"
        title={t('notifications.title')}
        description={t('notifications.intro')}
      >
        <NotificationForm />
      </SettingsCard>
    </SettingsPage>
  );
}
