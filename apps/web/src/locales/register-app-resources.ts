import { i18n } from '@/lib/i18n';
import { resources } from './resources';

// The app's namespaces (both languages) are bundled with the app's entry, not with
// the public pages' entry (src/public-main.tsx). The app's entry (main.tsx) imports this module.
for (const [language, bundles] of Object.entries(resources)) {
  for (const [namespace, texts] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, texts, true, false);
    }
  }
}
