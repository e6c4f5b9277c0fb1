import { i18n } from '@/lib/i18n';
import arAuth from './ar/auth.json';
import arErrors from './ar/errors.json';
import arValidation from './ar/validation.json';
import enAuth from './en/auth.json';
import enErrors from './en/errors.json';
import enValidation from './en/validation.json';

// The sign-in page's own namespaces (both languages: its language switch is instant), for the
// light entry of /auth (src/auth-main.tsx) and its prerender; the app bundles all of its own.
const bundles = {
  ar: { auth: arAuth, errors: arErrors, validation: arValidation },
  en: { auth: enAuth, errors: enErrors, validation: enValidation },
};
for (const [language, namespaces] of Object.entries(bundles)) {
  for (const [namespace, texts] of Object.entries(namespaces)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, texts, true, false);
    }
  }
}
