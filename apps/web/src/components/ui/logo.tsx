import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M32 12 10 30h6v20h32V30h6L32 12Z" fill="#f0fdfa" />
      <circle cx="26" cy="36" r="4" fill="#0f766e" />
      <circle cx="38" cy="36" r="4" fill="#0f766e" />
      <path d="M20 50c0-6 3-9 6-9s6 3 6 9m0 0c0-6 3-9 6-9s6 3 6 9" fill="#0f766e" />
    </svg>
  );
}

/** The brand: mark and name. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex items-center gap-2 text-lg font-bold text-foreground', className)}
    >
      <LogoMark />
      <span>{t('appName')}</span>
    </span>
  );
}
