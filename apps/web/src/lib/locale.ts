import type { AppLanguage as Language } from '@usra/domain/common/language';

/** Arabic follows the Saudi locale (a product decision); English uses US conventions. */
export function intlLocale(language: Language): string {
  return language === 'ar' ? 'ar-SA' : 'en-US';
}
