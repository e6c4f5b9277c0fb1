import { describe, expect, it } from 'vitest';
import { DTC_SYSTEMS } from './dtc-data.js';
import { elm327Errors } from './elm327.js';
import { predictionPriorities, serviceTypes } from './prediction.js';
import { vinProblems } from './vin.js';
import { isVehicleMessageKey, vehicleMessage, vehicleMessages } from './vehicle-messages.js';

const ARABIC = /[\u0600-\u06FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('vehicle messages', () => {
  it('has every key in both languages, with the same placeholders', () => {
    const en = Object.keys(vehicleMessages.en).sort();
    expect(Object.keys(vehicleMessages.ar).sort()).toEqual(en);
    for (const key of en) {
      const english = vehicleMessages.en[key as keyof typeof vehicleMessages.en];
      const arabic = vehicleMessages.ar[key as keyof typeof vehicleMessages.ar];
      expect(english.trim(), key).not.toBe('');
      expect(arabic, key).toMatch(ARABIC);
      expect(placeholders(arabic), key).toEqual(placeholders(english));
    }
  });

  it("keeps the spec's messages word for word", () => {
    expect(vehicleMessages.en['vin.requiredTitle']).toBe('VIN Required');
    expect(vehicleMessages.en['vin.required']).toBe('Please enter a VIN number');
    expect(vehicleMessages.en['vin.invalidTitle']).toBe('Invalid VIN');
    expect(vehicleMessages.en['vin.invalidLength']).toBe('VIN must be exactly 17 characters');
    expect(vehicleMessages.en['vin.decodeFailedTitle']).toBe('VIN Decode Failed');
    expect(vehicleMessages.en['vin.decodeFailedShort']).toBe('Failed to decode VIN');
    expect(vehicleMessages.en['vin.decodeFailed']).toBe(
      'Failed to decode VIN. Please check the VIN and try again.',
    );
    expect(vehicleMessages.en['vin.decoded']).toBe(
      'VIN decoded successfully! Vehicle information populated.',
    );
    expect(vehicleMessages.en['vin.duplicateTitle']).toBe('Duplicate VIN');
    expect(vehicleMessages.en['vin.duplicate']).toBe('A vehicle with this VIN already exists.');
    expect(vehicleMessages.en['health.excellent']).toBe('Excellent');
    expect(vehicleMessages.en['health.good']).toBe('Good');
    expect(vehicleMessages.en['health.needs-attention']).toBe('Needs Attention');
    expect(vehicleMessages.en['health.temperatureHigh']).toBe('High');
  });

  it('has a text for every code the vehicles domain returns', () => {
    const codes = [
      ...vinProblems,
      ...elm327Errors.map((e) => `obd.error.${e}`),
      ...serviceTypes.flatMap((t) => [`service.${t}`, `service.${t}.recommended`]),
      ...predictionPriorities.map((p) => `priority.${p}`),
      ...['critical', 'warning', 'info'].map((s) => `severity.${s}`),
      ...['valid', 'invalid', 'not-applicable'].map((c) => `vin.checkDigit.${c}`),
      ...['excellent', 'good', 'needs-attention'].map((l) => `health.${l}`),
      ...['°C', '°F', 'km/h', 'mph', 'km', 'mi', 'L', 'gal', 'L/100 km', 'mpg', 'rpm', '%'].map(
        (u) => `unit.${u}`,
      ),
    ];
    for (const code of codes) expect(isVehicleMessageKey(code), code).toBe(true);
    expect(Object.keys(DTC_SYSTEMS).length).toBeGreaterThan(0);
  });

  it('fills in values', () => {
    expect(vehicleMessage('vin.characterCount', 'en', { count: 12 })).toBe('12/17 characters');
    expect(vehicleMessage('vin.characterCount', 'ar', { count: 12 })).toBe('12/17 خانة');
    expect(vehicleMessage('vin.characterCount', 'en')).toBe('{{count}}/17 characters');
  });
});
