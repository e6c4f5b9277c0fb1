import { redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from './paths';
import { RouteError } from './route-error';

// Redirect-only routes render nothing (`element: null` says so explicitly).
// Every screen is its own chunk, so `/` and `/auth` do not carry the app shell.
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: paths.auth.path, lazy: () => import('./routes/auth') },
      {
        path: paths.app.root.path,
        lazy: () => import('./routes/app/root'),
        children: [
          { index: true, loader: () => redirect(paths.app.dashboard.getHref()), element: null },
          { path: paths.app.dashboard.path, lazy: () => import('./routes/app/dashboard') },
          { path: paths.app.family.path, lazy: () => import('./routes/app/family') },
          { path: paths.app.admin.path, lazy: () => import('./routes/app/admin') },
        ],
      },
      { path: paths.notFound.path, lazy: () => import('./routes/not-found') },
      { path: '*', loader: () => redirect(paths.notFound.getHref()), element: null },
    ],
  },
];
