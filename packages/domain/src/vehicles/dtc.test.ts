import { describe, expect, it } from 'vitest';
import { DTC_DESCRIPTIONS_AR, DTC_DESCRIPTIONS_EN, DTC_SYSTEMS, dtcSystems } from './dtc-data.js';
import { dtcFamily, isDtcCode, knownDtcCodes, lookupDtc } from './dtc.js';

const ARABIC = /[\u0600-\u06FF]/;

describe('trouble code descriptions', () => {
  it('describes the common generic codes with severity, action and an estimated cost', () => {
    expect(lookupDtc('P0420')).toEqual({
      code: 'P0420',
      known: true,
      manufacturerSpecific: false,
      description: {
        en: 'Catalyst System Efficiency Below Threshold (Bank 1)',
        ar: 'كفاءة المحول الحفاز أقل من الحد (الصف 1)',
      },
      severity: 'warning',
      system: 'catalyst',
      action: DTC_SYSTEMS.catalyst.action,
      estimatedCostUsd: { min: 300, max: 2500 },
    });
    expect(lookupDtc('P0301')).toMatchObject({
      description: { en: 'Cylinder 1 Misfire Detected' },
      severity: 'critical',
      system: 'misfire',
    });
    expect(lookupDtc('P0312')?.description.en).toBe('Cylinder 12 Misfire Detected');
    expect(lookupDtc('P0210')?.description.en).toBe('Injector Circuit Malfunction - Cylinder 10');
    expect(lookupDtc('P0171')?.description.en).toBe('System Too Lean (Bank 1)');
    expect(lookupDtc('P0141')?.description.en).toBe(
      'O2 Sensor Heater Circuit Malfunction (Bank 1 Sensor 2)',
    );
    expect(lookupDtc('P0760')?.description.en).toBe('Shift Solenoid C Malfunction');
    expect(lookupDtc('P0457')).toMatchObject({ severity: 'info', system: 'fuel-cap' });
    expect(lookupDtc('P0217')).toMatchObject({ severity: 'critical', system: 'overheating' });
    expect(lookupDtc('P0524')).toMatchObject({ severity: 'critical' });
    expect(lookupDtc('P0521')).toMatchObject({ severity: 'warning' });
    expect(lookupDtc('P242F')?.description.en).toBe(
      'Diesel Particulate Filter Restriction - Ash Accumulation',
    );
    expect(lookupDtc('U0100')).toMatchObject({
      description: {
        en: 'Lost Communication With ECM/PCM "A"',
        ar: 'فقدان الاتصال مع وحدة التحكم بالمحرك "A" (ECM/PCM)',
      },
      severity: 'critical',
      system: 'network',
    });
    expect(lookupDtc('U0155')?.description.en).toBe(
      'Lost Communication With Instrument Panel Cluster (IPC) Control Module',
    );
  });

  it('covers the ranges of the brief', () => {
    const has = (code: string) => knownDtcCodes.includes(code);
    for (let n = 100; n <= 126; n += 1) expect(has(`P0${n}`), `P0${n}`).toBe(true);
    for (let n = 300; n <= 312; n += 1) expect(has(`P0${n}`), `P0${n}`).toBe(true);
    for (let n = 200; n <= 212; n += 1) expect(has(`P0${n}`), `P0${n}`).toBe(true);
    for (let n = 440; n <= 457; n += 1) expect(has(`P0${n}`), `P0${n}`).toBe(true);
    for (const code of [
      'P0420',
      'P0430',
      'P0500',
      'P0505',
      'P0600',
      'P0700',
      'P0730',
      'U0101',
      'U0121',
      'U0140',
      'P2096',
      'P2135',
      'P2187',
    ]) {
      // prettier-ignore
      expect(has(code), code).toBe(true);
    }
    expect(knownDtcCodes.length).toBeGreaterThanOrEqual(290);
  });

  it('reads codes case-insensitively and refuses what is not a code', () => {
    expect(lookupDtc(' p0420 ')?.code).toBe('P0420');
    expect(isDtcCode('P0420')).toBe(true);
    for (const bad of ['', 'P042', 'P04200', 'X0420', 'P4420', 'P0G20']) {
      expect(lookupDtc(bad), bad).toBeNull();
      expect(isDtcCode(bad), bad).toBe(false);
    }
  });

  it('gives an unknown code the description of its family, without inventing a cost', () => {
    expect(lookupDtc('P0399')).toMatchObject({
      known: false,
      manufacturerSpecific: false,
      description: {
        en: 'P03xx: ignition system or misfire',
        ar: 'P03xx: نظام الإشعال أو احتراق غير منتظم',
      },
      severity: 'warning',
      system: null,
      estimatedCostUsd: null,
    });
    expect(dtcFamily('P1234')?.en).toBe('P1xxx: manufacturer-specific powertrain code');
    expect(lookupDtc('P1234')?.manufacturerSpecific).toBe(true);
    expect(lookupDtc('P3050')?.manufacturerSpecific).toBe(true);
    expect(dtcFamily('P3400')?.en).toBe('P34xx: cylinder deactivation');
    expect(dtcFamily('P2A33')?.en).toBe(
      'P2Axx: fuel and air metering and auxiliary emission controls',
    );
    expect(dtcFamily('C0035')?.en).toBe('C0xxx: chassis (brakes, steering, suspension)');
    expect(dtcFamily('B1000')?.en).toBe('B1xxx: manufacturer-specific body code');
    expect(lookupDtc('U1000')).toMatchObject({ manufacturerSpecific: true, known: false });
    // Every valid code has a family.
    for (const letter of 'PCBU') {
      for (const digit of '0123') {
        for (const third of '0123456789ABCDEF') {
          expect(
            dtcFamily(`${letter}${digit}${third}00`),
            `${letter}${digit}${third}00`,
          ).not.toBeNull();
        }
      }
    }
  });

  it('has an Arabic description for every English one, and an action for every system', () => {
    const english = Object.keys(DTC_DESCRIPTIONS_EN).sort();
    expect(Object.keys(DTC_DESCRIPTIONS_AR).sort()).toEqual(english);
    for (const code of english) {
      expect(DTC_DESCRIPTIONS_EN[code], code).toMatch(/^[A-Z0-9]/);
      expect(DTC_DESCRIPTIONS_AR[code], code).toMatch(ARABIC);
    }
    for (const system of dtcSystems) {
      const info = DTC_SYSTEMS[system];
      expect(info.action.en, system).not.toMatch(ARABIC);
      expect(info.action.ar, system).toMatch(ARABIC);
      expect(info.costUsd[0], system).toBeLessThanOrEqual(info.costUsd[1]);
    }
  });
});
