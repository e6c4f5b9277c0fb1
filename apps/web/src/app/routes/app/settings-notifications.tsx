import { useTranslation } from 'react-i18next';
import { usePushConfig } from '@/features/notifications/api/notifications';
import { PushSwitch } from '@/features/notifications/components/push-switch';
import { NotificationForm } from '@/features/settings/components/notification-form';
import { SettingsCard, SettingsPage } from '@/features/settings/components/settings-page';

export function Component() {
  const { t } = useTranslation('settings');
  const delivery = usePushConfig();
  return (
    <SettingsPage title={t('notifications.title')}>
      <SettingsCard
        id="notification-choices"
        title={t('notifications.title')}
        description={t('notifications.intro')}
      >
        <NotificationForm emailAvailable={delivery.data?.emailAvailable} />
      </SettingsCard>
      <SettingsCard id="notification-push" title={t('notifications.pushTitle')}>
        <PushSwitch />
      </SettingsCard>
    </SettingsPage>
  );
}
