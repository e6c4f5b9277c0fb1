/** Every route of the web app. Components link with `getHref()`, never with hand-typed URLs. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    /** A tab in the query is for links from outside the app's router (the public pages). */
    getHref: (tab?: 'sign-in' | 'sign-up') => (tab === 'sign-up' ? '/auth?tab=sign-up' : '/auth'),
  },
  forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  resetPassword: {
    path: '/auth/reset-password',
    getHref: (token?: string) =>
      token ? `/auth/reset-password?token=${encodeURIComponent(token)}` : '/auth/reset-password',
  },
  confirmEmail: { path: '/auth/confirm-email', getHref: () => '/auth/confirm-email' },
  notFound: { path: '/404', getHref: () => '/404' },
  invite: {
    path: '/invite/:token',
    getHref: (token: string) => `/invite/${encodeURIComponent(token)}`,
  },
  about: { path: '/about', getHref: () => '/about' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    family: {
      path: 'family',
      getHref: (query?: { action?: 'add' }) =>
        query?.action ? `/app/family?action=${query.action}` : '/app/family',
    },
    tasks: {
      path: 'tasks',
      getHref: (query?: {
        action?: 'add';
        view?: 'tasks' | 'family';
        /** "Make a task" from a source (lib/task-links.ts). */
        sourceType?: string;
        sourceId?: string;
        title?: string;
        due?: string;
        location?: string;
        category?: string;
      }) => {
        const params = new URLSearchParams(query);
        return params.size > 0 ? `/app/tasks?${params.toString()}` : '/app/tasks';
      },
    },
    errands: {
      path: 'tasks/errands',
      getHref: (date?: string) =>
        date ? `/app/tasks/errands?date=${encodeURIComponent(date)}` : '/app/tasks/errands',
    },
    calendar: {
      path: 'calendar',
      getHref: (query?: { action?: 'add' }) =>
        query?.action ? `/app/calendar?action=${query.action}` : '/app/calendar',
    },
    vehicles: {
      path: 'vehicles',
      getHref: (query?: { action?: 'add' }) =>
        query?.action ? `/app/vehicles?action=${query.action}` : '/app/vehicles',
    },
    houseMaintenance: {
      path: 'house-maintenance',
      getHref: (query?: {
        filter?: 'overdue' | 'upcoming' | 'critical';
        view?: 'overview' | 'items' | 'schedule' | 'history' | 'assets';
      }) => {
        const params = new URLSearchParams(query);
        return params.size > 0
          ? `/app/house-maintenance?${params.toString()}`
          : '/app/house-maintenance';
      },
    },
    documents: {
      path: 'documents',
      getHref: (query?: {
        tab?: 'all' | 'home' | 'asset' | 'projects' | 'alerts' | 'unclassified' | 'classify';
      }) => (query?.tab ? `/app/documents?tab=${query.tab}` : '/app/documents'),
    },
    dashboard: { path: 'dashboard', getHref: () => '/app/dashboard' },
    locations: { path: 'location-intelligence', getHref: () => '/app/location-intelligence' },
    onboarding: { path: 'welcome', getHref: () => '/app/welcome' },
    admin: { path: 'admin', getHref: () => '/app/admin' },
    tester: { path: 'tester', getHref: () => '/app/tester' },
    settings: { path: 'settings', getHref: () => '/app/settings' },
    settingsProfile: { path: 'settings/profile', getHref: () => '/app/settings/profile' },
    settingsNotifications: {
      path: 'settings/notifications',
      getHref: () => '/app/settings/notifications',
    },
    settingsAppearance: { path: 'settings/appearance', getHref: () => '/app/settings/appearance' },
    settingsSecurity: { path: 'settings/security', getHref: () => '/app/settings/security' },
    settingsConnectPhone: {
      path: 'settings/connect-phone',
      getHref: () => '/app/settings/connect-phone',
    },
    settingsData: { path: 'settings/data', getHref: () => '/app/settings/data' },
    settingsPrayerTimes: {
      path: 'settings/prayer-times',
      getHref: () => '/app/settings/prayer-times',
    },
  },
} as const;
