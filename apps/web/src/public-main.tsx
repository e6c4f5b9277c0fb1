// Entry of the prerendered public pages (/, /about, /privacy, /terms): React and i18next only,
// no router, query cache or toasts, so `/` stays within its JavaScript budget. Links from here
// to the app are ordinary page loads; the app's entry is main.tsx.
// No web fonts here: the public pages use the system's faces (index.css falls back to them), so
// nothing but the page, one stylesheet and the scripts is downloaded and no text reflows.
import './index.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hasSession } from '@/features/landing/api/has-session';
import {
  namespacesOf,
  PublicPage,
  publicPages,
  type PublicPageName,
} from '@/features/landing/components/public-page';
import { currentLanguage, i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const page: PublicPageName =
  publicPages[window.location.pathname.replace(/\/+$/, '') || '/'] ?? 'landing';

function Root() {
  // Hidden by src/boot.js if the page was prerendered in the other language.
  useEffect(() => {
    document.documentElement.classList.remove('lang-pending');
    // Marks the page interactive (the prerendered HTML is visible before this runs).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <PublicPage page={page} />;
}

void i18n.loadNamespaces(namespacesOf(page)).then(() => {
  const app = (
    <StrictMode>
      <Root />
    </StrictMode>
  );
  // In the visitor's language the prerendered page is hydrated; in the other one, replaced.
  // Hydrating as a transition lets React yield between pieces of work: no long task blocks a tap.
  if (container.dataset.prerendered === currentLanguage()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});

// The server sends a signed-in visitor on to /app; this covers a page restored from history.
if (page === 'landing') {
  void hasSession().then((signedIn) => {
    if (signedIn) window.location.replace(paths.app.root.getHref());
  });
}
