import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  notificationPreferenceKeys,
  type NotificationPreferences,
} from '@usra/domain/settings/settings-schema';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { currentLanguage } from '@/lib/i18n';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

function browserTimeZone(fallback: string): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
}

/**
 * One switch per kind of the bell's list, and the daily e-mail. Each switch saves at once, with
 * the app's language and this device's time zone (the e-mail's language and "today").
 */
export function NotificationForm({ emailAvailable }: { emailAvailable: boolean | undefined }) {
  const { t, i18n } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <FormAlert>{t('notifications.loadFailed')}</FormAlert>;

  const toggle = (key: keyof NotificationPreferences, value: boolean) =>
    update.mutate(
      {
        ...preferences.data,
        [key]: value,
        language: currentLanguage(i18n.resolvedLanguage),
        timeZone: browserTimeZone(preferences.data.timeZone),
      },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onError: () => toast.error(t('notifications.saveFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-1" aria-labelledby="notification-kinds">
        <h3 id="notification-kinds" className="text-sm font-semibold text-muted-foreground">
          {t('notifications.kindsTitle')}
        </h3>
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
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="notification-digest">
        <h3 id="notification-digest" className="text-sm font-semibold text-muted-foreground">
          {t('notifications.digestTitle')}
        </h3>
        <Switch
          label={t('notifications.digest')}
          checked={preferences.data.dailyDigest}
          disabled={update.isPending || emailAvailable === false}
          onChange={(value) => toggle('dailyDigest', value)}
        />
        <p className="text-xs text-muted-foreground">
          {emailAvailable === false
            ? t('notifications.digestNoSmtp')
            : t('notifications.digestHint')}
        </p>
      </section>
    </div>
  );
}
