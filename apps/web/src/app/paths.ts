/** Every route of the web app. Components link with `getHref()`, never with hand-typed URLs. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  notFound: { path: '/404', getHref: () => '/404' },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    family: {
      path: 'family',
      getHref: (query?: { action?: 'add' }) =>
        query?.action ? `/app/family?action=${query.action}` : '/app/family',
    },
    dashboard: { path: 'dashboard', getHref: () => '/app/dashboard' },
    admin: { path: 'admin', getHref: () => '/app/admin' },
  },
} as const;
