import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '@/locales/resources';

export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ar';

/** Also read by the inline script in index.html, before React starts. */
export const LANGUAGE_STORAGE_KEY = 'usra.lang';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** The current language, narrowed: i18next reports a plain string. */
export function currentLanguage(lng: string | undefined = i18n.resolvedLanguage): Language {
  return isLanguage(lng) ? lng : defaultLanguage;
}

function readSavedLanguage(): Language {
  try {
    const saved = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = i18n.t('common:documentTitle');
}

i18n.on('languageChanged', (lng) => {
  const language = currentLanguage(lng);
  applyToDocument(language);
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this visit only.
  }
});

void i18n.use(initReactI18next).init({
  resources,
  lng: readSavedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (lngs, ns, key) => {
    console.warn(`Missing translation ${ns}:${key} for ${lngs.join(', ')}`);
  },
});

export { i18n };
