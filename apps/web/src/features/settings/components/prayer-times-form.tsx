import { timeZoneLabel } from '@/lib/time-zones';
import { readNumber } from '@usra/domain/common/numbers';
import { LocateFixed } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  asrMethods,
  PrayerSettingsSchema,
  prayerMethods,
  type AsrMethod,
  type PrayerMethod,
  type PrayerPlace,
  type PrayerSettings,
} from '@usra/domain/settings/prayer-settings';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { formatTime } from '@/lib/dates';
import { getErrorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
import {
  browserTimeZone,
  usePrayerSettings,
  useTodayPrayerTimes,
  useUpdatePrayerSettings,
} from '../api/prayer-times';
import { SettingsCard } from './settings-page';

const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

type Draft = PrayerSettings;
type Problems = Partial<Record<keyof Draft, string>>;

const selectClass = 'h-11 rounded-lg border border-input bg-card px-3 text-base font-normal';
const inputClass = 'h-11 rounded-lg border border-input bg-card px-3 text-base font-normal';

function placeKey(place: { latitude: number; longitude: number }): string {
  return `${place.latitude},${place.longitude}`;
}

/** Turning prayer-relative times on: method, Asr, the place, and today's times there. */
export function PrayerTimesForm() {
  const { t } = useTranslation('settings');
  const query = usePrayerSettings();
  if (query.isPending) {
    return (
      <div className="flex justify-center p-6">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (query.isError) return <FormAlert>{getErrorMessage(query.error)}</FormAlert>;
  return (
    <div className="flex flex-col gap-4">
      <SettingsCard id="prayer-settings" title={t('prayer.title')} description={t('prayer.intro')}>
        <PrayerSettingsEditor saved={query.data.settings} places={query.data.places} />
      </SettingsCard>
      <TodayTimes />
    </div>
  );
}

function PrayerSettingsEditor({ saved, places }: { saved: Draft; places: PrayerPlace[] }) {
  const { t } = useTranslation('settings');
  const { t: tv } = useTranslation('validation');
  const update = useUpdatePrayerSettings();
  const [draft, setDraft] = useState<Draft>(saved);
  const [latitudeText, setLatitudeText] = useState(saved.latitude?.toString() ?? '');
  const [longitudeText, setLongitudeText] = useState(saved.longitude?.toString() ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const ids = { place: useId(), lat: useId(), lng: useId(), latError: useId(), lngError: useId() };

  const setPlace = (latitude: number | null, longitude: number | null, label: string | null) => {
    setDraft((d) => ({ ...d, latitude, longitude, placeLabel: label }));
    setLatitudeText(latitude?.toString() ?? '');
    setLongitudeText(longitude?.toString() ?? '');
    setProblems({});
  };

  const locate = () => {
    setLocationProblem(null);
    if (!('geolocation' in navigator)) {
      setLocationProblem(t('prayer.location.unsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // About 100 m is plenty: prayer times change by a minute over some 15 km.
        const round = (v: number) => Math.round(v * 1e4) / 1e4;
        setPlace(round(position.coords.latitude), round(position.coords.longitude), null);
      },
      (failure) => {
        setLocating(false);
        setLocationProblem(
          failure.code === failure.PERMISSION_DENIED
            ? t('prayer.location.denied')
            : t('prayer.location.unavailable'),
        );
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const save = () => {
    // A typed number that does not read stays NaN, which the schema refuses with its message.
    const number = (text: string) => (text.trim() === '' ? null : (readNumber(text) ?? NaN));
    const candidate = {
      ...draft,
      latitude: number(latitudeText),
      longitude: number(longitudeText),
    };
    const parsed = PrayerSettingsSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft | undefined;
        if (field && !found[field]) found[field] = tv(issue.message as never);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('prayer.saved')),
      onError: (error) => toast.error(getErrorMessage(error)),
    });
  };

  const selected = places.find(
    (p) => p.latitude === draft.latitude && p.longitude === draft.longitude,
  );
  const placeName = (place: PrayerPlace) =>
    place.memberName === null
      ? t('prayer.place.myHome', { address: place.address })
      : t('prayer.place.memberPlace', {
          member: place.memberName,
          label: place.label ?? t(`prayer.place.types.${place.addressType}` as never),
          address: place.address,
        });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Switch
        label={t('prayer.enabled')}
        checked={draft.enabled}
        onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
      />
      <p className="text-sm text-muted-foreground">{t('prayer.enabledHint')}</p>

      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('prayer.method')}
        <select
          value={draft.method}
          onChange={(e) => setDraft((d) => ({ ...d, method: e.target.value as PrayerMethod }))}
          className={selectClass}
        >
          {prayerMethods.map((method) => (
            <option key={method} value={method}>
              {t(`prayer.methods.${method}`)}
            </option>
          ))}
        </select>
      </label>

      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t('prayer.asrMethod')}
        <select
          value={draft.asrMethod}
          onChange={(e) => setDraft((d) => ({ ...d, asrMethod: e.target.value as AsrMethod }))}
          className={selectClass}
        >
          {asrMethods.map((method) => (
            <option key={method} value={method}>
              {t(`prayer.asrMethods.${method}`)}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t('prayer.place.title')}</legend>
        {places.length > 0 ? (
          <label htmlFor={ids.place} className="flex flex-col gap-1.5 text-sm">
            {t('prayer.place.saved')}
            <select
              id={ids.place}
              value={selected ? placeKey(selected) : ''}
              onChange={(e) => {
                const place = places.find((p) => placeKey(p) === e.target.value);
                if (place) setPlace(place.latitude, place.longitude, place.label ?? place.address);
              }}
              className={selectClass}
            >
              <option value="">{t('prayer.place.choose')}</option>
              {places.map((place) => (
                <option key={placeKey(place)} value={placeKey(place)}>
                  {placeName(place)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="text-sm text-muted-foreground">{t('prayer.place.none')}</p>
        )}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={locate} disabled={locating}>
            {locating ? (
              <Spinner className="size-4" />
            ) : (
              <LocateFixed aria-hidden="true" className="size-4" />
            )}
            {t('prayer.location.use')}
          </Button>
        </div>
        {locationProblem ? <FormAlert>{locationProblem}</FormAlert> : null}
        <div className="grid grid-cols-2 gap-3">
          <label htmlFor={ids.lat} className="flex flex-col gap-1.5 text-sm">
            {t('prayer.place.latitude')}
            <input
              id={ids.lat}
              dir="ltr"
              inputMode="decimal"
              value={latitudeText}
              aria-invalid={problems.latitude ? true : undefined}
              aria-describedby={problems.latitude ? ids.latError : undefined}
              onChange={(e) => {
                setLatitudeText(e.target.value);
                setDraft((d) => ({ ...d, placeLabel: null }));
              }}
              className={inputClass}
            />
            {problems.latitude ? (
              <span id={ids.latError} className="text-sm text-destructive">
                {problems.latitude}
              </span>
            ) : null}
          </label>
          <label htmlFor={ids.lng} className="flex flex-col gap-1.5 text-sm">
            {t('prayer.place.longitude')}
            <input
              id={ids.lng}
              dir="ltr"
              inputMode="decimal"
              value={longitudeText}
              aria-invalid={problems.longitude ? true : undefined}
              aria-describedby={problems.longitude ? ids.lngError : undefined}
              onChange={(e) => {
                setLongitudeText(e.target.value);
                setDraft((d) => ({ ...d, placeLabel: null }));
              }}
              className={inputClass}
            />
            {problems.longitude ? (
              <span id={ids.lngError} className="text-sm text-destructive">
                {problems.longitude}
              </span>
            ) : null}
          </label>
        </div>
        {draft.placeLabel ? (
          <p className="text-sm text-muted-foreground">
            {t('prayer.place.chosen', { place: draft.placeLabel })}
          </p>
        ) : null}
        {problems.method || problems.asrMethod || problems.enabled ? (
          <FormAlert>{problems.method ?? problems.asrMethod ?? problems.enabled}</FormAlert>
        ) : null}
      </fieldset>

      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner className="size-4" /> : null}
          {t('prayer.save')}
        </Button>
      </div>
    </form>
  );
}

function TodayTimes() {
  const { t, i18n } = useTranslation('settings');
  const language = currentLanguage(i18n.resolvedLanguage);
  const [timeZone] = useState(browserTimeZone);
  const today = useTodayPrayerTimes(timeZone);
  // A new day after midnight: ask again.
  const { refetch } = today;
  useEffect(() => {
    const id = window.setInterval(() => void refetch(), 30 * 60_000);
    return () => window.clearInterval(id);
  }, [refetch]);

  let body;
  if (today.isPending) body = <Spinner className="size-5" />;
  else if (today.isError) body = <FormAlert>{getErrorMessage(today.error)}</FormAlert>;
  else if (!today.data.times) {
    body = (
      <p className="text-sm text-muted-foreground">
        {t(`prayer.today.${today.data.unavailable ?? 'noPlace'}`)}
      </p>
    );
  } else {
    const times = today.data.times;
    body = (
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid="prayer-times-today">
        {FIVE.map((name) => (
          <li
            key={name}
            className="flex flex-col items-center gap-1 rounded-lg border border-border p-3"
          >
            <span className="text-sm text-muted-foreground">{t(`prayer.names.${name}`)}</span>
            <time
              dateTime={times.instants[name]}
              className="text-lg font-semibold"
              data-prayer={name}
            >
              {formatTime(new Date(times.instants[name]), language)}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SettingsCard
      id="prayer-today"
      title={t('prayer.today.title')}
      description={
        today.data?.times
          ? t('prayer.today.hint', {
              method: t(`prayer.methods.${today.data.method}`),
              zone: timeZoneLabel(timeZone, language),
            })
          : undefined
      }
    >
      {body}
    </SettingsCard>
  );
}
