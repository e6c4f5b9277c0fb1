import { intlLocale } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

// ar-SA would otherwise pick the Umm al-Qura calendar; lists read in Gregorian dates.
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h12',
  }).format(new Date(iso));
}
