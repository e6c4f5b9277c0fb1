/** Every admin portal query's key; the portal's refresh button invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  activity: () => [...adminKeys.all, 'activity'] as const,
  earlyAccess: () => [...adminKeys.all, 'early-access'] as const,
  removal: (userId: string) => [...adminKeys.all, 'removal', userId] as const,
};
