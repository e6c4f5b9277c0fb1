import '@/lib/zod-config';
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './index.css';
import '@/lib/i18n';
import '@/locales/register-app-resources';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The installable app's service worker (production builds; docs/decisions/011-pwa-and-native.md),
// in its own chunk after the first render.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('@/lib/pwa-register').then(({ registerServiceWorker }) => registerServiceWorker());
}
