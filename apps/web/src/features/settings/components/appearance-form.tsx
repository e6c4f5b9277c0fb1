import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { currencies, type Appearance } from '@usra/domain/settings/settings-schema';
import { applyTheme, readTheme, saveTheme, useAppearance, type Theme } from '@/lib/appearance';
import { cn } from '@/lib/cn';
import { chooseLanguage, currentLanguage, languages, type Language } from '@/lib/i18n';
import { useUpdateAppearance } from '../api/update-appearance';
import { SettingsCard } from './settings-page';
import { Switch } from '@/components/ui/switch';

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              value === option.value
                ? 'border-primary bg-accent text-accent-foreground'
                : 'border-border',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-(--color-primary)"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AppearanceForm() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [theme, setTheme] = useState<Theme>(readTheme);
  const appearance = useAppearance();
  const update = useUpdateAppearance();

  const saveFamily = (patch: Partial<Appearance>) =>
    update.mutate(
      { ...appearance, ...patch },
      {
        onSuccess: () => toast.success(t('appearance.saved')),
        onError: () => toast.error(t('appearance.saveFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <SettingsCard id="appearance-device" title={t('appearance.title')}>
        <Choice<Language>
          legend={t('appearance.language')}
          name="language"
          value={language}
          options={languages.map((l) => ({
            value: l,
            label: <span lang={l}>{t(`appearance.languages.${l}`)}</span>,
          }))}
          onChange={(value) => void chooseLanguage(value)}
        />
        <Choice<Theme>
          legend={t('appearance.theme')}
          name="theme"
          value={theme}
          options={(['light', 'dark', 'system'] as const).map((value) => ({
            value,
            label: t(`appearance.themes.${value}`),
          }))}
          onChange={(value) => {
            setTheme(value);
            saveTheme(value);
            applyTheme(value);
          }}
        />
      </SettingsCard>

      <SettingsCard
        id="appearance-family"
        title={t('appearance.familyTitle')}
        description={t('appearance.familyHint')}
      >
        <Switch
          label={t('appearance.hijri')}
          checked={appearance.hijriDates}
          disabled={update.isPending}
          onChange={(hijriDates) => saveFamily({ hijriDates })}
        />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('appearance.units')}
          <select
            value={appearance.units}
            disabled={update.isPending}
            onChange={(event) => saveFamily({ units: event.target.value as Appearance['units'] })}
            className="h-11 rounded-lg border border-input bg-card px-3 text-base font-normal"
          >
            {(['metric', 'imperial'] as const).map((unit) => (
              <option key={unit} value={unit}>
                {t(`appearance.unitOptions.${unit}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('appearance.currency')}
          <select
            value={appearance.currency}
            disabled={update.isPending}
            onChange={(event) =>
              saveFamily({ currency: event.target.value as Appearance['currency'] })
            }
            className="h-11 rounded-lg border border-input bg-card px-3 text-base font-normal"
          >
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {t(`appearance.currencies.${currency}`)}
              </option>
            ))}
          </select>
        </label>
      </SettingsCard>
    </div>
  );
}
