/** A prediction's reason as a sentence in the user's language and units. */
import { lookupDtc } from './dtc.js';
import { HEALTH_RULES } from './health.js';
import type { Units } from '../settings/settings-schema.js';
import { celsiusToFahrenheit, fahrenheitToCelsius, kmToMiles } from './units.js';
import { vehicleMessage, type VehicleLanguage } from './vehicle-messages.js';
import type { MaintenancePrediction } from './maintenance-prediction.js';

export interface DescribeOptions {
  language: VehicleLanguage;
  units: Units;
  /** Defaults to ar-SA for Arabic (as the web shows dates and numbers) and en otherwise. */
  locale?: string;
}

/** Why a prediction was made, as a sentence in the user's language and units. */
export function describePrediction(
  prediction: Pick<MaintenancePrediction, 'type' | 'reason'>,
  { language, units, locale = language === 'ar' ? 'ar-SA' : 'en' }: DescribeOptions,
): string {
  const imperial = units === 'imperial';
  const unit = (value: number, name: string, display: 'short' | 'long' = 'short') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: display,
      maximumFractionDigits: 0,
    }).format(value);
  const distance = (km: number) => (imperial ? unit(kmToMiles(km), 'mile') : unit(km, 'kilometer'));
  const rate = (kmPerDay: number) =>
    imperial ? unit(kmToMiles(kmPerDay), 'mile-per-day') : unit(kmPerDay, 'kilometer-per-day');
  const elapsed = (days: number) =>
    days >= 45 ? unit(Math.round(days / 30.44), 'month', 'long') : unit(days, 'day', 'long');
  const temperature = (celsius: number) =>
    imperial ? unit(celsiusToFahrenheit(celsius), 'fahrenheit') : unit(celsius, 'celsius');
  const name = vehicleMessage(`service.${prediction.type}`, language);
  const service = language === 'en' ? name.toLocaleLowerCase('en') : name;
  const reason = prediction.reason;
  switch (reason.code) {
    case 'distance-since-service':
      return vehicleMessage('reason.distance-since-service', language, {
        distance: distance(reason.sinceKm),
        service,
        rate: rate(reason.kmPerDay),
      });
    case 'time-since-service':
    case 'no-distance-rate':
      return vehicleMessage(`reason.${reason.code}`, language, {
        elapsed: elapsed(reason.sinceDays),
        service,
        interval: unit(reason.intervalMonths, 'month', 'long'),
      });
    case 'no-service-history':
      return vehicleMessage('reason.no-service-history', language, {
        service,
        interval: distance(reason.intervalKm),
        odometer: distance(reason.odometerKm),
        rate: rate(reason.kmPerDay),
      });
    case 'diagnostic-code':
      return vehicleMessage('reason.diagnostic-code', language, {
        code: reason.dtc,
        description: lookupDtc(reason.dtc)?.description[language] ?? '',
      });
    case 'engine-temperature-high':
      return vehicleMessage('reason.engine-temperature-high', language, {
        temperature: temperature(reason.temperatureC),
        limit: temperature(fahrenheitToCelsius(HEALTH_RULES.temperatureHighF)),
      });
  }
}
