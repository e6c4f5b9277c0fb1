/**
 * Namespaces of the public pages (landing, FAQ, about/privacy/terms). They are not bundled with
 * the app: each is its own chunk per language, loaded by the page that shows it, so `/` only
 * downloads its own copy in its own language.
 */
export const publicNamespaceLoaders = {
  landing: {
    ar: () => import('./ar/landing.json'),
    en: () => import('./en/landing.json'),
  },
  faq: {
    ar: () => import('./ar/faq.json'),
    en: () => import('./en/faq.json'),
  },
  legal: {
    ar: () => import('./ar/legal.json'),
    en: () => import('./en/legal.json'),
  },
} as const;

export type PublicNamespace = keyof typeof publicNamespaceLoaders;

export function isPublicNamespace(ns: string): ns is PublicNamespace {
  return Object.hasOwn(publicNamespaceLoaders, ns);
}

/** For the types of `t()` only (type imports add nothing to the bundle). */
export interface PublicResources {
  landing: typeof import('./en/landing.json');
  faq: typeof import('./en/faq.json');
  legal: typeof import('./en/legal.json');
}
