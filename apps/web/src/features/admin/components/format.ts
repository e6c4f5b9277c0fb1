import { intlLocale } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

// ar-SA would otherwise pick the Umm al-Qura calendar; admin charts read in Gregorian days.
export function formatShortDay(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
