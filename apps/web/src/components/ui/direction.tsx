import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, directionOf } from '@/lib/i18n';

/**
 * The reading direction of the current language for every Radix primitive below it (tabs,
 * dialogs, roving focus, ...): one provider at each root (the app, /auth, the public pages), so
 * no screen passes `dir` by hand and none is left to the primitives' left-to-right default.
 */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DirectionProvider dir={directionOf(currentLanguage(i18n.resolvedLanguage))}>
      {children}
    </DirectionProvider>
  );
}
