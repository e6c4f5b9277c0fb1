import type { ReactNode } from 'react';

/** The signed-in person as the shell shows them (the admin's menu entry). */
export interface ShellUser {
  email: string;
  role: 'admin' | 'user';
}

/** What the shell and both of its layouts (mobile, desktop) are given. */
export interface ShellProps {
  user: ShellUser;
  onSignOut: () => void;
  signingOut: boolean;
  /** Header buttons the app adds (the notification bell). */
  actions?: ReactNode;
}
