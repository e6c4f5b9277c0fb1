import type { Currency } from '@usra/domain/settings/settings-schema';
import { formatNumber, intlLocale } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

/** Money in the family's currency ("SAR 120.50", "١٢٠٫٥٠ ر.س."). */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    amount,
  );
}

/** The currency's symbol as the language writes it, for a field's label. */
export function currencySymbol(currency: Currency, language: Language): string {
  const parts = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return (parts.find((part) => part.type === 'currency')?.value ?? currency).trim();
}

/** A duration in minutes: "45 min", "2 hr 30 min". */
export function formatMinutes(minutes: number, language: Language): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(intlLocale(language), {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(minutes, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

export { formatNumber };
