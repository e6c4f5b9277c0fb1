import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AppearanceSchema,
  defaultAppearance,
  type Appearance,
} from '@usra/domain/settings/settings-schema';
import { api } from '@/lib/api-client';
import { formatHijriDate, formatHijriDayMonth } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

/**
 * The family's appearance settings (units, currency, Hijri dates). Shared: every screen that
 * shows dates, distances or money reads them.
 */
export async function getAppearance(): Promise<Appearance> {
  const data = await api.get<{ appearance?: unknown }>('/api/settings/appearance');
  // A screen must not break over its date format: an unreadable answer means the defaults.
  const parsed = AppearanceSchema.safeParse(data?.appearance);
  return parsed.success ? parsed.data : defaultAppearance;
}

export function getAppearanceQueryOptions() {
  return queryOptions({ queryKey: ['appearance'], queryFn: getAppearance, staleTime: 5 * 60_000 });
}

/** The settings, or the defaults while they load. */
export function useAppearance(): Appearance {
  return useQuery(getAppearanceQueryOptions()).data ?? defaultAppearance;
}

export type Theme = 'light' | 'dark' | 'system';
/** Also read by src/boot.js, before the first paint. */
export const THEME_STORAGE_KEY = 'usra.theme';

export function readTheme(): Theme {
  try {
    const saved = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function prefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const dark = theme === 'dark' || (theme === 'system' && prefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

export function saveTheme(theme: Theme): void {
  try {
    if (theme === 'system') globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
    else globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
  applyTheme(theme);
}

export interface HijriDates {
  /** Whether the family shows the Hijri (Umm al-Qura) date beside the Gregorian one. */
  on: boolean;
  /** The full Hijri date ("5 Jumada II 1448"), or null when the family turned it off. */
  date(date: Date): string | null;
  /** Day and month only, for day strips; null when turned off. */
  dayMonth(date: Date): string | null;
}

/**
 * The one place that decides whether a Hijri date is shown (DECISIONS: dates; the family's
 * Appearance setting): the dashboard, the calendar, documents and the notification list all ask
 * here, so one switch turns it off everywhere.
 */
export function useHijriDates(language: Language): HijriDates {
  const { hijriDates } = useAppearance();
  return {
    on: hijriDates,
    date: (date) => (hijriDates ? formatHijriDate(date, language) : null),
    dayMonth: (date) => (hijriDates ? formatHijriDayMonth(date, language) : null),
  };
}
