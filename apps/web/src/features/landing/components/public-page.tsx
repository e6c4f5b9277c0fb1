import { LanguageDirection } from '@/components/ui/direction';
import type { PublicNamespace } from '@/locales/public-resources';
import { LandingPage } from './landing-page';
import { LegalPage } from './legal-page';

export type PublicPageName = 'landing' | 'about' | 'privacy' | 'terms';

/** The prerendered pages by address (scripts/prerender.mjs writes one file per page and language). */
export const publicPages: Record<string, PublicPageName> = {
  '/': 'landing',
  '/about': 'about',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

export function namespacesOf(page: PublicPageName): PublicNamespace[] {
  return page === 'landing' ? ['landing', 'faq'] : ['landing', 'legal'];
}

/** The one tree that the prerender renders and the public entry hydrates. */
export function PublicPage({ page }: { page: PublicPageName }) {
  return (
    <LanguageDirection>
      {page === 'landing' ? <LandingPage /> : <LegalPage page={page} />}
    </LanguageDirection>
  );
}
