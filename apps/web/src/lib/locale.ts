import type { Language } from '@/lib/i18n';

/** Arabic follows the Saudi locale (a product decision); English uses US conventions. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-SA' : 'en-US';
}
