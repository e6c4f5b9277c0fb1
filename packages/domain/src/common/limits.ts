/** Business constants of spec core section 9. */
export const limits = {
  emailMax: 254,
  nameMax: 100,
  textDefaultMax: 1000,
  passwordMin: 8,
  /** bcrypt-style hashes and our own sanity: no one types more than this. */
  passwordMax: 128,
  taskTitleMax: 100,
  toastLimit: 1,
  toastRemoveDelayMs: 5000,
  mobileBreakpointPx: 768,
  joinRedirectMs: 2000,
  sidebarCookieMaxAgeSeconds: 604800,
} as const;
