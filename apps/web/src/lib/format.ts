import type { Currency } from '@usra/domain/settings/settings-schema';
import { intlLocale } from '@/lib/locale';
import type { Language } from '@/lib/i18n';

/**
 * The one number writer: every count, percentage and amount on screen goes through `Intl` in the
 * reader's language (Arabic-Indic digits, «٫», «٬» and «٪» in Arabic), so that no sentence mixes
 * numbering systems. Numbers interpolated into translations are written by the same rules
 * (lib/i18n.ts formats every number it interpolates).
 */

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** A year or another number that is a name, not a quantity: no grouping ("2026", «٢٠٢٦»). */
export function formatPlainNumber(value: number, language: Language): string {
  return formatNumber(value, language, { useGrouping: false });
}

/** A percentage given as 0–100: "30%", «٣٠٪». */
export function formatPercent(
  value: number,
  language: Language,
  maximumFractionDigits = 0,
): string {
  return formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits });
}

/** A share given as 0–1: "87%", «٨٧٪». */
export function formatShare(share: number, language: Language): string {
  return formatNumber(share, language, { style: 'percent', maximumFractionDigits: 0 });
}

/** Money in the family's currency ("SAR 120.50", «١٢٠٫٥٠ ر.س.»). */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language,
  maximumFractionDigits?: number,
): string {
  return formatNumber(amount, language, {
    style: 'currency',
    currency,
    ...(maximumFractionDigits === undefined ? {} : { maximumFractionDigits }),
  });
}

/**
 * A range of money, isolated (FSI … PDI) so that the text around it cannot reorder it:
 * "SAR 300 – 1,300", «٣٠٠–١٬٣٠٠ ر.س.».
 */
export function formatMoneyRange(
  range: { min: number; max: number },
  currency: Currency,
  language: Language,
): string {
  const format = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const text =
    range.min === range.max ? format.format(range.min) : format.formatRange(range.min, range.max);
  return `\u2068${text}\u2069`;
}

/** The currency's symbol as the language writes it ("SAR" → «ر.س.» in Arabic), for a label. */
export function currencySymbol(currency: Currency, language: Language): string {
  const parts = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return (parts.find((part) => part.type === 'currency')?.value ?? currency).trim();
}

/**
 * What separates two pieces of a line ("Mileage 12,400 km · last service …"). Arabic uses its
 * comma: a middle dot after an Arabic-Indic digit reads as a zero («٧:٣٠ · م» as «٧:٣٠٠ م»).
 */
export function separator(language: Language): string {
  return language === 'ar' ? '، ' : ' · ';
}
