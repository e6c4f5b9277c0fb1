import {
  NEARBY_DISTANCE_KEY,
  nearbyDistanceChoices,
  nearbyDistanceMeters,
  notificationEnabled,
  notificationSettingKeys,
} from '@usra/domain/family/settings-schema';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage, type Language } from '@/lib/i18n';
import { useFamilySettings } from '../api/get-family-settings';
import { useUpdateFamilySetting } from '../api/update-family-setting';
import { LoadError } from './load-error';

/** "500 m", "1 km", «٥٠٠ م», in the reader's language. */
function meters(value: number, language: Language): string {
  const km = value >= 1000;
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en', {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(km ? value / 1000 : value);
}

/** The family's notification preferences, stored as family settings. */
export function NotificationsPanel() {
  const { t, i18n } = useTranslation('family');
  const language = currentLanguage(i18n.resolvedLanguage);
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
      {notificationEnabled(settings.data, 'notifications.nearby') ? (
        <div className="flex flex-col gap-1">
          <SelectField
            label={t('notifications.nearbyDistance')}
            value={String(nearbyDistanceMeters(settings.data))}
            onChange={(event) =>
              update.mutate(
                { key: NEARBY_DISTANCE_KEY, value: Number(event.target.value) },
                { onError: () => toast.error(t('toast.settingFailed')) },
              )
            }
            data-testid="nearby-distance"
          >
            {[...new Set([...nearbyDistanceChoices, nearbyDistanceMeters(settings.data)])]
              .sort((a, b) => a - b)
              .map((choice) => (
                <option key={choice} value={choice}>
                  {meters(choice, language)}
                </option>
              ))}
          </SelectField>
          <p className="text-xs text-muted-foreground">{t('notifications.nearbyDistanceHint')}</p>
        </div>
      ) : null}
    </fieldset>
  );
}
