import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The frame of every route: a new page (a bottom tab, a link) opens at its top, and Back returns
 * to where the reader was on the page they left (React Router keeps one position per history entry).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
