import { redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import type { PublicNamespace } from '@/locales/public-resources';
import { paths } from '@/lib/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A public page's loader: its texts (own chunks) load beside its module, before it renders. */
const publicTexts = (namespaces: PublicNamespace[]) => async () => {
  await i18n.loadNamespaces(namespaces);
  return null;
};

// Redirect-only routes render nothing (`element: null` says so explicitly).
// Every screen is its own chunk, so `/` and `/auth` do not carry the app shell. The public pages
// (/, /about, /privacy, /terms) normally arrive prerendered with their own small entry
// (src/public-main.tsx); these routes show them when the app itself navigates there.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: () => import('./routes/landing'),
        loader: publicTexts(['landing', 'faq']),
      },
      {
        path: paths.about.path,
        lazy: () => import('./routes/about'),
        loader: publicTexts(['landing', 'legal']),
      },
      {
        path: paths.privacy.path,
        lazy: () => import('./routes/privacy'),
        loader: publicTexts(['landing', 'legal']),
      },
      {
        path: paths.terms.path,
        lazy: () => import('./routes/terms'),
        loader: publicTexts(['landing', 'legal']),
      },
      { path: paths.auth.path, lazy: () => import('./routes/auth') },
      { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
      { path: paths.confirmEmail.path, lazy: () => import('./routes/confirm-email') },
      { path: paths.invite.path, lazy: () => import('./routes/invite') },
      {
        path: paths.app.root.path,
        lazy: () => import('./routes/app/root'),
        children: [
          { index: true, lazy: () => import('./routes/app/index') },
          { path: paths.app.dashboard.path, lazy: () => import('./routes/app/dashboard') },
          { path: paths.app.family.path, lazy: () => import('./routes/app/family') },
          {
            path: paths.app.locations.path,
            lazy: () => import('./routes/app/location-intelligence'),
          },
          { path: paths.app.onboarding.path, lazy: () => import('./routes/app/welcome') },
          { path: paths.app.tasks.path, lazy: () => import('./routes/app/tasks') },
          { path: paths.app.errands.path, lazy: () => import('./routes/app/errands') },
          { path: paths.app.calendar.path, lazy: () => import('./routes/app/calendar') },
          { path: paths.app.vehicles.path, lazy: () => import('./routes/app/vehicles') },
          {
            path: paths.app.houseMaintenance.path,
            lazy: () => import('./routes/app/house-maintenance'),
          },
          { path: paths.app.documents.path, lazy: () => import('./routes/app/documents') },
          { path: paths.app.admin.path, lazy: () => import('./routes/app/admin') },
          { path: paths.app.tester.path, lazy: () => import('./routes/app/tester') },
          { path: paths.app.settings.path, lazy: () => import('./routes/app/settings') },
          {
            path: paths.app.settingsProfile.path,
            lazy: () => import('./routes/app/settings-profile'),
          },
          {
            path: paths.app.settingsNotifications.path,
            lazy: () => import('./routes/app/settings-notifications'),
          },
          {
            path: paths.app.settingsAppearance.path,
            lazy: () => import('./routes/app/settings-appearance'),
          },
          {
            path: paths.app.settingsSecurity.path,
            lazy: () => import('./routes/app/settings-security'),
          },
          {
            path: paths.app.settingsConnectPhone.path,
            lazy: () => import('./routes/app/settings-connect-phone'),
          },
          { path: paths.app.settingsData.path, lazy: () => import('./routes/app/settings-data') },
          {
            path: paths.app.settingsPrayerTimes.path,
            lazy: () => import('./routes/app/settings-prayer-times'),
          },
        ],
      },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
      { path: '*', loader: () => redirect(paths.notFound.getHref()), element: null },
    ],
  },
];
