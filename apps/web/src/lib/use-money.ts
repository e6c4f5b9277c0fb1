import type { Currency } from '@usra/domain/settings/settings-schema';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/appearance';
import { currencySymbol, formatMoney } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';

export interface Money {
  /** The family's currency (Appearance settings). */
  currency: Currency;
  /** Its symbol as the reader's language writes it, for a field's label («ر.س.», "SAR"). */
  symbol: string;
  /** An amount in the reader's language and the family's currency; `null` is a dash. */
  format(amount: number | null, maximumFractionDigits?: number): string;
}

/** Money as the reader reads it: `Intl`, their language, the family's currency. */
export function useMoney(): Money {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  const { currency } = useAppearance();
  return {
    currency,
    symbol: currencySymbol(currency, language),
    format: (amount, maximumFractionDigits) =>
      amount === null ? '–' : formatMoney(amount, currency, language, maximumFractionDigits),
  };
}
