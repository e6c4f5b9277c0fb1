import { useTranslation } from 'react-i18next';
import { useAppearance } from '@/lib/appearance';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { formatOdometer } from '../format';

/** The earlier reading named by a 409 ODOMETER_BACKWARDS answer (km, YYYY-MM-DD). */
export function odometerBackwards(error: unknown): { odometer: number; date: string } | null {
  if (!isApiError(error) || error.code !== 'ODOMETER_BACKWARDS') return null;
  const { odometer, date } = error.details;
  return typeof odometer === 'number' && typeof date === 'string' ? { odometer, date } : null;
}

/**
 * The text for an odometer field refused as going backwards, in the user's language and the
 * family's units ("… (12,400 km on 20 Nov 2026)"), or null for any other error.
 */
export function useOdometerProblem(): (error: unknown) => string | null {
  const { t, i18n } = useTranslation('vehicles');
  const { units } = useAppearance();
  return (error) => {
    if (!isApiError(error) || error.code !== 'ODOMETER_BACKWARDS') return null;
    const earlier = odometerBackwards(error);
    if (!earlier) return t('odometerBackwardsPlain');
    const language = currentLanguage(i18n.resolvedLanguage);
    return t('odometerBackwards', {
      odometer: formatOdometer(earlier.odometer, units, language),
      date: formatCalendarDate(earlier.date, language),
    });
  };
}
