import { normalizeVinInput, VIN_LENGTH } from '@usra/domain/vehicles/vehicle-schema';
import { ScanSearch } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';

interface VinFieldProps {
  value: string;
  onChange: (vin: string) => void;
  onDecode: () => void;
  decoding: boolean;
  error?: string | undefined;
}

/**
 * The VIN (spec section 5): upper case as it is typed (spaces and dashes dropped), 17 characters
 * at most, a live count while it is not 17, and Decode only at exactly 17. The length is kept by
 * the normalisation rather than a `maxlength`, so that a pasted "1HG-CM8…" keeps its last
 * characters.
 */
export function VinField({ value, onChange, onDecode, decoding, error }: VinFieldProps) {
  const { t, i18n } = useTranslation('vehicles');
  const language = currentLanguage(i18n.resolvedLanguage);
  const id = useId();
  const complete = value.length === VIN_LENGTH;
  const describedBy = [`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col" data-testid="vin-field">
      <label htmlFor={id} className="mb-1.5 text-sm font-medium text-foreground">
        {t('fields.vin')}
      </label>
      {/* Side by side from sm up; on a phone the 17 characters need the whole width. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col">
          <input
            id={id}
            dir="ltr"
            value={value}
            onChange={(event) => onChange(normalizeVinInput(event.target.value))}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 font-mono text-base tracking-wide text-foreground uppercase aria-invalid:border-destructive"
          />
          <p
            id={`${id}-count`}
            className="mt-1 text-xs text-muted-foreground"
            data-testid="vin-count"
          >
            {complete
              ? t('vin.ready')
              : t('vin.count', {
                  typed: formatNumber(value.length, language),
                  max: formatNumber(VIN_LENGTH, language),
                })}
          </p>
        </div>
        <Button
          variant="outline"
          className="h-11 self-start"
          onClick={onDecode}
          disabled={!complete || decoding}
        >
          {decoding ? (
            <Spinner className="size-4" />
          ) : (
            <ScanSearch aria-hidden="true" className="size-4" />
          )}
          {t('vin.decode')}
        </Button>
      </div>
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm text-destructive empty:mt-0">
        {error}
      </p>
    </div>
  );
}
