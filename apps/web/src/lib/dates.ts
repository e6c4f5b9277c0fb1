import type { Language } from '@/lib/i18n';

/** Arabic follows the Saudi locale (DECISIONS.md); English uses US conventions. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-SA' : 'en-US';
}

// ar-SA defaults to the Umm al-Qura calendar in some engines, so the Gregorian one is named.
export function formatGregorianDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-gregory`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

export function formatHijriDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${intlLocale(language)}-u-ca-islamic-umalqura`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

export function formatTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(date);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}
