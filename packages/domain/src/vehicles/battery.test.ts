import { describe, expect, it } from 'vitest';
import { lowestLowVoltage, lowVoltage, lowVoltageTexts } from './battery.js';

describe('battery voltage rule (issue 27)', () => {
  it('is low below 12.0 V with the engine off', () => {
    expect(lowVoltage({ batteryVoltage: 11.9, engineRpm: 0 })).toEqual({
      voltage: 11.9,
      engineRunning: false,
      threshold: 12,
    });
    expect(lowVoltage({ batteryVoltage: 12.0, engineRpm: 0 })).toBeNull();
    expect(lowVoltage({ batteryVoltage: 12.6, engineRpm: 0 })).toBeNull();
  });

  it('is low below 13.2 V with the engine running (rpm above 0)', () => {
    expect(lowVoltage({ batteryVoltage: 13.1, engineRpm: 800 })).toEqual({
      voltage: 13.1,
      engineRunning: true,
      threshold: 13.2,
    });
    expect(lowVoltage({ batteryVoltage: 13.2, engineRpm: 800 })).toBeNull();
    expect(lowVoltage({ batteryVoltage: 14.1, engineRpm: 2100 })).toBeNull();
  });

  it('counts an unknown engine speed as off, and no voltage as nothing to say', () => {
    expect(lowVoltage({ batteryVoltage: 12.5, engineRpm: null })).toBeNull();
    expect(lowVoltage({ batteryVoltage: 11.5 })?.engineRunning).toBe(false);
    expect(lowVoltage({ batteryVoltage: null, engineRpm: 0 })).toBeNull();
    expect(lowVoltage({ batteryVoltage: 0, engineRpm: 0 })).toBeNull();
  });

  it('takes the lowest low reading of a batch', () => {
    expect(
      lowestLowVoltage([
        { batteryVoltage: 12.4, engineRpm: 0 },
        { batteryVoltage: 12.8, engineRpm: 900 },
        { batteryVoltage: 12.9, engineRpm: 900 },
      ]),
    ).toEqual({ voltage: 12.8, engineRunning: true, threshold: 13.2 });
    expect(lowestLowVoltage([{ batteryVoltage: 14, engineRpm: 900 }])).toBeNull();
  });

  it('says why, in both languages', () => {
    const off = lowVoltageTexts({ voltage: 11.6, engineRunning: false, threshold: 12 });
    expect(off.title).toEqual({
      en: 'Low battery voltage: 11.6 V',
      ar: 'جهد البطارية منخفض: ١١٫٦ فولت',
    });
    expect(off.description.en).toBe(
      '11.6 V with the engine off, below 12.0 V: the battery may be weak or discharged.',
    );
    const running = lowVoltageTexts({ voltage: 12.9, engineRunning: true, threshold: 13.2 });
    expect(running.description.ar).toBe(
      '١٢٫٩ فولت والمحرك يعمل، أقل من ١٣٫٢ فولت: قد لا يشحن الدينامو البطارية.',
    );
  });
});
