import {
  confidenceBand,
  type ConfidenceBand,
  type Document,
} from '@usra/domain/documents/document-schema';
import { formatCalendarDate, formatHijriDate } from '@/lib/dates';
import type { Language } from '@/lib/i18n';

/** A date as "Nov 25, 2026"; with `hijri`, the Umm al-Qura date beside it (DECISIONS: expiry). */
export function formatDay(value: string, language: Language, hijri = false): string {
  const gregorian = formatCalendarDate(value, language);
  if (!hijri || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return gregorian;
  return `${gregorian} (${formatHijriDate(new Date(`${value}T12:00:00Z`), language)})`;
}

/** 0.87 → "87%", «٨٧٪». */
export { formatShare as formatPercent } from '@/lib/format';
export { currencySymbol, formatMoney, formatNumber } from '@/lib/format';

/** The spec's band colours: high green, medium yellow, low red. */
export const bandClasses: Record<ConfidenceBand, string> = {
  high: 'text-emerald-700 dark:text-emerald-300',
  medium: 'text-amber-700 dark:text-amber-300',
  low: 'text-destructive',
};

export function bandOf(confidence: number): ConfidenceBand {
  return confidenceBand(confidence);
}

/** Images and PDFs open in the browser; every other file is downloaded. */
export function opensInline(doc: Pick<Document, 'file'>): boolean {
  const type = doc.file?.mimeType ?? '';
  return type.startsWith('image/') || type === 'application/pdf';
}

export function fileUrl(doc: Pick<Document, 'id' | 'file'>): string {
  return opensInline(doc)
    ? `/api/documents/${doc.id}/file?inline=1`
    : `/api/documents/${doc.id}/file`;
}
