import {
  CalculationMethod,
  CalculationParameters,
  Coordinates,
  HighLatitudeRule,
  Madhab,
  PrayerTimes as AdhanPrayerTimes,
} from 'adhan';
import { localParts } from '@usra/domain/common/dates';
import type {
  AsrMethod,
  DayPrayerTimes,
  PrayerMethod,
  PrayerName,
} from '@usra/domain/settings/prayer-settings';
import { prayerNames } from '@usra/domain/settings/prayer-settings';

/**
 * The day's prayer times for a place (issue 16, decision 013), computed with adhan (adhan-js,
 * MIT, Jean Meeus's "Astronomical Algorithms"). Server only: the web bundle never loads it.
 */

export interface PrayerCalculation {
  method: PrayerMethod;
  asrMethod: AsrMethod;
  latitude: number;
  longitude: number;
}

const methods: Record<PrayerMethod, () => CalculationParameters> = {
  ummAlQura: CalculationMethod.UmmAlQura,
  muslimWorldLeague: CalculationMethod.MuslimWorldLeague,
  egyptian: CalculationMethod.Egyptian,
  kuwait: CalculationMethod.Kuwait,
  qatar: CalculationMethod.Qatar,
  dubai: CalculationMethod.Dubai,
  karachi: CalculationMethod.Karachi,
  northAmerica: CalculationMethod.NorthAmerica,
};

/** Umm al-Qura's Isha is 90 minutes after Maghrib, and 120 in Ramadan. */
export const UMM_AL_QURA_ISHA = 90;
export const UMM_AL_QURA_RAMADAN_ISHA = 120;

const hijriMonth = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  month: 'numeric',
  timeZone: 'UTC',
});

/** Whether a calendar day (YYYY-MM-DD) falls in Ramadan by the Umm al-Qura calendar. */
export function isRamadan(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = hijriMonth
    .formatToParts(new Date(Date.UTC(y, m - 1, d, 12)))
    .find((p) => p.type === 'month');
  return Number(month?.value) === 9;
}

function parametersFor(calc: PrayerCalculation, date: string, coordinates: Coordinates) {
  const params = methods[calc.method]();
  params.madhab = calc.asrMethod === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  // Above 48° the twilight angles may never be reached in summer: adhan's recommended rule.
  params.highLatitudeRule = HighLatitudeRule.recommended(coordinates);
  if (calc.method === 'ummAlQura') {
    params.ishaInterval = isRamadan(date) ? UMM_AL_QURA_RAMADAN_ISHA : UMM_AL_QURA_ISHA;
  }
  return params;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The times of one local day (YYYY-MM-DD) at the place, as HH:MM in the time zone, or null when
 * the sun does not rise or set there that day (inside the polar circles).
 */
export function prayerTimesOn(
  calc: PrayerCalculation,
  date: string,
  timeZone: string,
): DayPrayerTimes | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const coordinates = new Coordinates(calc.latitude, calc.longitude);
  // adhan reads the day from the Date's local fields (getFullYear, getMonth, getDate).
  const times = new AdhanPrayerTimes(
    coordinates,
    new Date(y, m - 1, d),
    parametersFor(calc, date, coordinates),
  );
  const hhmm = {} as Record<PrayerName, string>;
  const instants = {} as Record<PrayerName, string>;
  for (const name of prayerNames) {
    const instant = times[name];
    if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) return null;
    const local = localParts(instant, timeZone);
    hhmm[name] = `${pad(local.hour)}:${pad(local.minute)}`;
    instants[name] = instant.toISOString();
  }
  return { ...hhmm, instants };
}
