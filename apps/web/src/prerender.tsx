// Build-time only (vite build --ssr): renders the public pages and /auth to HTML for
// scripts/prerender.mjs. The trees are the ones src/public-main.tsx and src/auth-main.tsx hydrate.
import '@/locales/register-auth-resources';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AuthPage } from '@/features/auth/components/auth-page';
import type { AuthTab } from '@/features/auth/components/auth-panel';
import { namespacesOf, PublicPage, publicPages } from '@/features/landing/components/public-page';
import { i18n, type Language } from '@/lib/i18n';
import { prerenderConfig, PublicConfigContext } from '@/lib/public-config';

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
      {/* Every social link, with placeholders: the server keeps the configured ones. */}
      <PublicConfigContext value={prerenderConfig}>
        <PublicPage page={page} />
      </PublicConfigContext>
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

/** /auth in one language, with one tab open (the server picks by `?tab=`). */
export async function renderAuthPage(language: Language, tab: AuthTab): Promise<PrerenderedPage> {
  await i18n.changeLanguage(language);
  const html = renderToString(
    <AuthPage client={new QueryClient()} tab={tab} onSuccess={() => undefined} />,
  );
  return {
    html,
    title: `${translate('auth:title')} · ${translate('common:appName')}`,
    description: translate('auth:subtitle'),
  };
}
