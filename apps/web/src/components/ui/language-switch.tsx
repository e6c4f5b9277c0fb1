import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { currentLanguage, otherLanguage } from '@/lib/i18n';

interface LanguageSwitchProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Offers the other language, named in that language: "English" in Arabic, "العربية" in English. */
export function LanguageSwitch({ variant = 'ghost', size = 'sm', className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const target = otherLanguage(currentLanguage(i18n.resolvedLanguage));
  const label = t('language.name', { lng: target });
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      lang={target}
      data-testid="language-switch"
      onClick={() => void i18n.changeLanguage(target)}
    >
      <Languages aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
