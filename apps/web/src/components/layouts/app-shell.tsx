import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useIsMobile } from '@/lib/use-media-query';
import { AppErrorBoundary } from './app-error-boundary';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { OfflineBanner } from './offline-state';
import type { ShellProps } from './shell-props';


function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-medium text-primary shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  );
}

/** The signed-in frame: sidebar and header on desktop, top bar and bottom tabs on mobile. */
export function AppShell({ children, ...props }: ShellProps & { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const content = (
    <>
      <OfflineBanner />
      <AppErrorBoundary resetKey={pathname}>{children}</AppErrorBoundary>
    </>
  );
  const Layout = isMobile ? MobileLayout : DesktopLayout;
  return (
    <>
      <SkipLink />
      <Layout {...props}>{content}</Layout>
    </>
  );
}
