import { notificationEnabled, notificationSettingKeys } from '@usra/domain/family/settings-schema';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { useFamilySettings } from '../api/get-family-settings';
import { useUpdateFamilySetting } from '../api/update-family-setting';
import { LoadError } from './load-error';

/** The family's notification preferences, stored as family settings. */
export function NotificationsPanel() {
  const { t } = useTranslation('family');
  const settings = useFamilySettings();
  const update = useUpdateFamilySetting();

  if (settings.isPending) return <Spinner />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <legend className="sr-only">{t('management.notifications')}</legend>
      <p className="text-sm text-muted-foreground">{t('notifications.description')}</p>
      <ul className="flex flex-col divide-y divide-border">
        {notificationSettingKeys.map((key) => {
          const enabled = notificationEnabled(settings.data, key);
          return (
            <li key={key} className="flex items-center justify-between gap-3 py-3">
              <label htmlFor={`setting-${key}`} className="text-sm font-medium">
                {t(`notifications.keys.${key}`)}
              </label>
              <input
                id={`setting-${key}`}
                type="checkbox"
                role="switch"
                checked={enabled}
                onChange={(event) =>
                  update.mutate(
                    { key, value: event.target.checked },
                    { onError: () => toast.error(t('toast.settingFailed')) },
                  )
                }
                className="size-5 accent-(--color-primary)"
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
