import { intlLocale } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

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

export { currencySymbol, formatMoney, formatNumber } from '@/lib/format';
