import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { Logo } from '@/components/ui/logo';

/** Frame of the signed-out pages: brand, language switch, centred content. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        {/* A page load, not a router link: the home page is prerendered and this frame is also
            shown outside the app's router (the light /auth page, src/auth-main.tsx). */}
        <a href={paths.home.getHref()} aria-label={t('appName')} className="rounded-lg">
          <Logo />
        </a>
        <LanguageSwitch variant="outline" />
      </header>
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 pb-10 sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
