import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatYear } from '../format';
import { currentLanguage } from '@/lib/i18n';
import type { DecodedVin } from '../api/decode-vin';

/** "United States" / «الولايات المتحدة» for "US"; the code when the browser has no name for it. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a VIN decode found beyond make, model and year, and what its check digit says. */
export function DecodedVinSummary({ decoded }: { decoded: DecodedVin }) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const rows = [
    ['manufacturer', decoded.manufacturer],
    ['country', decoded.country === null ? null : countryName(decoded.country, language)],
    ['year', decoded.year === null ? null : formatYear(decoded.year, language)],
    ['bodyClass', decoded.bodyClass],
    ['engine', decoded.engine],
    ['fuelType', decoded.fuelType],
  ] as const;
  return (
    <div className="rounded-lg bg-muted p-3 text-sm" data-testid="vin-decoded">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([key, value]) =>
          value ? (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{t(`decoded.${key}`)}</dt>
              <dd dir="auto" className="break-words text-start">
                {value}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {decoded.checkDigit === 'invalid' ? (
        <p className="mt-2 flex items-start gap-2 text-destructive">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('decoded.checkDigitInvalid')}
        </p>
      ) : decoded.checkDigit === 'valid' ? (
        <p className="mt-2 flex items-start gap-2 text-primary">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('decoded.checkDigitValid')}
        </p>
      ) : (
        <p className="mt-2 text-muted-foreground">{t('decoded.checkDigitNotApplicable')}</p>
      )}
    </div>
  );
}
