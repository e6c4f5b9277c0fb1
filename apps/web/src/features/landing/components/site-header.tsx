import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';

// The public pages link with plain anchors: they also run without the app's router (their own
// entry, src/public-main.tsx), and the pages they lead to load on their own.

/** In-page anchors of the landing page; on the other public pages they lead back to it. */
const anchors = [
  { id: 'features', key: 'features' },
  { id: 'how-it-works', key: 'howItWorks' },
  { id: 'pricing', key: 'pricing' },
  { id: 'cta-section', key: 'contact' },
] as const;

export function anchorHref(id: string, onLanding: boolean): string {
  return onLanding ? `#${id}` : `${paths.home.getHref()}#${id}`;
}

export function SiteHeader({ onLanding }: { onLanding: boolean }) {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const navLinks = (className: string) =>
    anchors.map((anchor) => (
      <li key={anchor.id}>
        <a href={anchorHref(anchor.id, onLanding)} className={className} onClick={close}>
          {t(`nav.${anchor.key}`)}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded-lg focus:bg-card focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <a href={paths.home.getHref()} aria-label={t('nav.home')} className="rounded-lg">
          <Logo />
        </a>
        <nav aria-label={t('nav.label')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks(
              'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
            )}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">
            <LanguageSwitch />
            <a href={paths.auth.getHref('sign-in')} className={buttonClasses('ghost', 'sm')}>
              {t('nav.signIn')}
            </a>
          </div>
          <a href={paths.auth.getHref('sign-up')} className={buttonClasses('primary', 'sm')}>
            {t('nav.getStarted')}
          </a>
          <button
            type="button"
            className={cn(buttonClasses('ghost', 'icon'), 'lg:hidden')}
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={t('nav.menu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </div>
      <div id="site-menu" hidden={!open} className="border-t border-border bg-card lg:hidden">
        <nav aria-label={t('nav.menu')} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {navLinks('block rounded-lg px-3 py-3 font-medium hover:bg-muted')}
          </ul>
          <div className="mt-2 flex items-center gap-2 border-t border-border pt-3 sm:hidden">
            <a href={paths.auth.getHref('sign-in')} className={buttonClasses('outline', 'md')}>
              {t('nav.signIn')}
            </a>
            <LanguageSwitch variant="outline" size="md" />
          </div>
        </nav>
      </div>
    </header>
  );
}
