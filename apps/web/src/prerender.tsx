// Build-time only (vite build --ssr): renders the public pages to HTML for scripts/prerender.mjs.
// The tree is the one src/public-main.tsx hydrates.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { namespacesOf, PublicPage, publicPages } from '@/features/landing/components/public-page';
import { i18n, type Language } from '@/lib/i18n';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
}

const translate = i18n.t.bind(i18n) as unknown as (key: string) => string;

export const prerenderedPaths = Object.keys(publicPages);

export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  const page = publicPages[path];
  if (!page) throw new Error(`${path} is not a public page`);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespacesOf(page));
  const html = renderToString(
    <StrictMode>
      <PublicPage page={page} />
    </StrictMode>,
  );
  const title =
    page === 'landing'
      ? translate('landing:documentTitle')
      : `${translate(`legal:${page}.title`)} · ${translate('common:appName')}`;
  const description = translate(
    page === 'landing' ? 'landing:metaDescription' : `legal:${page}.intro`,
  );
  return { html, title, description };
}
