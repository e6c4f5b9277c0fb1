import { describe, expect, it } from 'vitest';
import { defaultPrayerSettings, PrayerSettingsSchema } from './prayer-settings.js';

const ON = {
  enabled: true,
  method: 'ummAlQura',
  asrMethod: 'standard',
  latitude: 21.4225,
  longitude: 39.8262,
  placeLabel: 'Makkah',
};

const problems = (value: unknown) => {
  const parsed = PrayerSettingsSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('prayer-time settings', () => {
  it('starts off, with Umm al-Qura, the standard Asr and no place', () => {
    expect(defaultPrayerSettings).toEqual({
      enabled: false,
      method: 'ummAlQura',
      asrMethod: 'standard',
      latitude: null,
      longitude: null,
      placeLabel: null,
    });
    expect(PrayerSettingsSchema.parse(defaultPrayerSettings)).toEqual(defaultPrayerSettings);
  });

  it('accepts the edges of the globe and a blank place name as none', () => {
    expect(problems({ ...ON, latitude: -90, longitude: 180 })).toEqual([]);
    expect(PrayerSettingsSchema.parse({ ...ON, placeLabel: '  ' }).placeLabel).toBeNull();
  });

  it.each([
    [{ ...ON, latitude: 91 }, 'latitude:prayer.latitudeInvalid'],
    [{ ...ON, latitude: '21' }, 'latitude:prayer.latitudeInvalid'],
    [{ ...ON, longitude: 180.5 }, 'longitude:prayer.longitudeInvalid'],
    [{ ...ON, method: 'jafari' }, 'method:prayer.methodInvalid'],
    [{ ...ON, asrMethod: 'shafi' }, 'asrMethod:prayer.asrMethodInvalid'],
    [{ ...ON, enabled: 'yes' }, 'enabled:prayer.flagInvalid'],
    [{ ...ON, latitude: null, longitude: null }, 'latitude:prayer.placeRequired'],
    [{ ...ON, longitude: null }, 'longitude:prayer.placeIncomplete'],
  ])('refuses %j', (value, problem) => {
    expect(problems(value)).toContain(problem);
  });

  it('refuses a field it does not know', () => {
    const parsed = PrayerSettingsSchema.safeParse({ ...ON, city: 'Makkah' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});
