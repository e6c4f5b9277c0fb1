import { Ellipsis, LogOut, Menu, Settings } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { Sheet } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { haptic } from '@/lib/native';
import { NativeNotice } from '@/components/native/device-info-card';
import type { ShellProps } from './shell-props';
import { SidebarNavLink } from './nav-link-item';
import { adminNavItems, isNavItemActive, navItems } from './nav-items';

const tabClasses = (active: boolean) =>
  cn(
    'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
    active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
  );

export function MobileLayout({
  user,
  onSignOut,
  signingOut,
  actions,
  children,
}: ShellProps & { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const tabs = navItems.filter((item) => item.mobile === 'tab');
  const more = [
    ...navItems.filter((item) => item.mobile === 'more'),
    ...(user.role === 'admin' ? adminNavItems : []),
  ];
  const moreActive = more.some((item) => isNavItemActive(item, pathname));

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-card/95 px-2 backdrop-blur">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('menu.open')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </Button>
        <Logo />
        <div className="ms-auto flex items-center gap-1">
          {/* The settings icon the spec places in the phone's top bar (core section 2). */}
          <Link
            to={paths.app.settings.getHref()}
            aria-label={t('nav.settings')}
            className={buttonClasses('ghost', 'icon')}
            data-testid="top-bar-settings"
          >
            <Settings aria-hidden="true" className="size-6" />
          </Link>
          {actions}
          <LanguageSwitch />
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 px-4 pt-5 pb-28 focus:outline-none">
        {children}
      </main>

      <nav
        aria-label={t('nav.primary')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
      >
        <ul className="grid auto-cols-fr grid-flow-col">
          {tabs.map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.id}>
                <NavLink
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={tabClasses(active)}
                  onClick={() => haptic('light')}
                >
                  <Icon aria-hidden="true" className="size-6" />
                  {t(item.tabLabelKey ?? item.labelKey)}
                </NavLink>
              </li>
            );
          })}
          {more.length > 0 ? (
            <li>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-expanded={moreOpen}
                onClick={() => {
                  haptic('medium');
                  setMoreOpen(true);
                }}
                className={cn('w-full', tabClasses(moreActive))}
              >
                <Ellipsis aria-hidden="true" className="size-6" />
                {t('nav.more')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>

      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        side="start"
        title={t('menu.title')}
        description={tc('productLabel')}
        testId="side-panel"
      >
        <div className="flex flex-col gap-1 rounded-lg bg-muted p-3">
          <span className="text-xs text-muted-foreground">{t('menu.signedInAs')}</span>
          <span dir="ltr" className="truncate text-start font-medium" data-testid="user-email">
            {user.email}
          </span>
        </div>
        <NativeNotice />
        <LanguageSwitch variant="outline" size="md" className="justify-start" />
        <Button
          variant="outline"
          size="md"
          className="mt-auto justify-start text-destructive"
          disabled={signingOut}
          onClick={() => {
            setMenuOpen(false);
            onSignOut();
          }}
        >
          {signingOut ? (
            <Spinner className="size-4" />
          ) : (
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {t('signOut.action')}
        </Button>
      </Sheet>

      {more.length > 0 ? (
        <Sheet
          open={moreOpen}
          onOpenChange={setMoreOpen}
          side="bottom"
          title={t('nav.moreTitle')}
          testId="more-sheet"
        >
          <nav aria-label={t('nav.moreTitle')}>
            <ul className="flex flex-col gap-1">
              {more.map((item) => (
                <li key={item.id}>
                  <SidebarNavLink item={item} onNavigate={() => setMoreOpen(false)} />
                </li>
              ))}
            </ul>
          </nav>
        </Sheet>
      ) : null}
    </div>
  );
}
