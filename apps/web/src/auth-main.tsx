// Entry of a fresh visit to /auth: the prerendered sign-in page (scripts/prerender.mjs), hydrated
// with React, i18next, the forms and a query client for their mutations; no router, app shell or
// web fonts, so the page paints from its HTML and becomes interactive quickly. Signing in or up
// then loads the app (/app) as a new page. Inside the app, /auth is the router's route instead.
import '@/lib/zod-config';
import './index.css';
import '@/locales/register-auth-resources';
import { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { paths } from '@/lib/paths';
import { AuthPage, tabOfSearch } from '@/features/auth/components/auth-page';
import { ssoErrorOf } from '@/features/auth/components/single-sign-on';
import { hasSession } from '@/features/landing/api/has-session';
import { currentLanguage } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

// The server prerendered the tab the address asks for; the address itself stays /auth.
const tab = tabOfSearch(window.location.search);
// A single sign-on that failed comes back as /auth?error=<reason>; the page says why.
const ssoError = ssoErrorOf(window.location.search);
if (window.location.search) window.history.replaceState(null, '', paths.auth.getHref());

const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
const goToApp = () => window.location.replace(paths.app.root.getHref());

function Hydrated() {
  useEffect(() => {
    // The page may have been hidden (src/boot.js): prerendered in the other language.
    document.documentElement.classList.remove('lang-pending');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const app = (
  <>
    <AuthPage client={client} tab={tab} onSuccess={goToApp} ssoError={ssoError} />
    <Hydrated />
  </>
);
if (container.dataset.prerendered === currentLanguage()) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

// The server sends a signed-in visitor on to /app; this covers a page restored from history.
void hasSession().then((signedIn) => {
  if (signedIn) goToApp();
});
