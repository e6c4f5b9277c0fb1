import { LogOut, PanelLeft, PanelRight, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ShellProps } from './shell-props';
import { SidebarNavLink } from './nav-link-item';
import { adminNavItems, navItems } from './nav-items';
import { useSidebarOpen } from './use-sidebar-open';

export function DesktopLayout({
  user,
  onSignOut,
  signingOut,
  actions,
  children,
}: ShellProps & { children: ReactNode }) {
  const { t, i18n } = useTranslation('shell');
  const { open, toggle } = useSidebarOpen();
  const collapsed = !open;
  const showAdmin = user.role === 'admin' && adminNavItems.length > 0;
  // The panel icon points at the side the sidebar lives on: the start side.
  const ToggleIcon = i18n.dir() === 'rtl' ? PanelRight : PanelLeft;

  return (
    <div className="flex min-h-dvh">
      <aside
        id="app-sidebar"
        aria-label={t('sidebar.title')}
        data-testid="sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 overflow-hidden border-e border-border bg-card py-3 transition-[width] duration-200',
          open ? 'w-(--width-sidebar) px-3' : 'w-(--width-sidebar-icon) px-1.5',
        )}
      >
        <div className={cn('flex h-10 items-center gap-2', collapsed ? 'justify-center' : 'px-1')}>
          <UsersRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <h2 className={collapsed ? 'sr-only' : 'truncate text-base font-semibold'}>
            {t('sidebar.title')}
          </h2>
        </div>
        <nav aria-label={t('nav.primary')}>
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.id}>
                <SidebarNavLink item={item} collapsed={collapsed} />
              </li>
            ))}
          </ul>
        </nav>
        {showAdmin ? (
          <nav aria-label={t('nav.admin')} className="flex flex-col gap-1">
            <h3
              className={collapsed ? 'sr-only' : 'px-3 text-xs font-semibold text-muted-foreground'}
            >
              {t('nav.admin')}
            </h3>
            <ul className="flex flex-col gap-1">
              {adminNavItems.map((item) => (
                <li key={item.id}>
                  <SidebarNavLink item={item} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('sidebar.toggle')}
            aria-expanded={open}
            aria-controls="app-sidebar"
            aria-keyshortcuts="Control+B Meta+B"
            title={`${t('sidebar.toggle')} (${t('sidebar.toggleHint')})`}
            onClick={toggle}
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </Button>
          <Logo />
          <div className="ms-auto flex min-w-0 items-center gap-3">
            {actions}
            <LanguageSwitch />
            <span
              dir="ltr"
              className="truncate text-sm text-muted-foreground"
              data-testid="user-email"
            >
              {user.email}
            </span>
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? (
                <Spinner className="size-4" />
              ) : (
                <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              )}
              {t('signOut.action')}
            </Button>
          </div>
        </header>
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 p-6 focus:outline-none"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
