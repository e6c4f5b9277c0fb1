import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  notificationPreferenceKeys,
  type NotificationPreferences,
} from '@usra/domain/settings/settings-schema';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from './switch';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

/** Each switch saves at once. */
export function NotificationForm() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <FormAlert>{t('notifications.loadFailed')}</FormAlert>;

  const toggle = (key: keyof NotificationPreferences, value: boolean) =>
    update.mutate(
      { ...preferences.data, [key]: value },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onError: () => toast.error(t('notifications.saveFailed')),
      },
    );

  return (
    <ul className="flex flex-col divide-y divide-border">
      {notificationPreferenceKeys.map((key) => (
        <li key={key} className="py-3">
          <Switch
            label={t(`notifications.${key}`)}
            checked={preferences.data[key]}
            disabled={update.isPending}
            onChange={(value) => toggle(key, value)}
          />
        </li>
      ))}
    </ul>
  );
}
