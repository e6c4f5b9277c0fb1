import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { chooseLanguage, currentLanguage, otherLanguage } from '@/lib/i18n';

interface LanguageSwitchProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Offers the other language, named in that language: "English" in Arabic, "العربية" in English.
 * A link to `?lang=…` on the same page, which the server answers by keeping the choice and
 * sending the page back in it: the switch works on a prerendered page before it has hydrated,
 * and without JavaScript. Once the app runs, it switches in place.
 */
export function LanguageSwitch({ variant = 'ghost', size = 'sm', className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const target = otherLanguage(currentLanguage(i18n.resolvedLanguage));
  const label = t('language.name', { lng: target });
  return (
    <a
      href={`?lang=${target}`}
      hrefLang={target}
      lang={target}
      className={cn(buttonClasses(variant, size), className)}
      data-testid="language-switch"
      onClick={(event) => {
        event.preventDefault();
        void chooseLanguage(target);
      }}
    >
      <Languages aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
