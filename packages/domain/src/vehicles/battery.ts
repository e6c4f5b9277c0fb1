/**
 * The battery voltage rule (issue 27, the landing page's "battery voltage is read"): the control
 * module voltage (PID 0142) below 12.0 V with the engine off, or below 13.2 V with it running
 * (rpm above 0: the alternator should be charging), raises a health alert with its reason.
 */
export const LOW_VOLTAGE_ENGINE_OFF = 12.0;
export const LOW_VOLTAGE_ENGINE_RUNNING = 13.2;

export interface LowVoltage {
  voltage: number;
  engineRunning: boolean;
  /** The threshold it fell below. */
  threshold: number;
}

/**
 * Whether a reading's voltage is low. An unknown engine speed counts as engine off (the lower
 * threshold), so a missing rpm never raises an alert that a running engine would not.
 */
export function lowVoltage(reading: {
  batteryVoltage?: number | null;
  engineRpm?: number | null;
}): LowVoltage | null {
  const voltage = reading.batteryVoltage;
  if (voltage == null || !Number.isFinite(voltage) || voltage <= 0) return null;
  const engineRunning = (reading.engineRpm ?? 0) > 0;
  const threshold = engineRunning ? LOW_VOLTAGE_ENGINE_RUNNING : LOW_VOLTAGE_ENGINE_OFF;
  return voltage < threshold ? { voltage, engineRunning, threshold } : null;
}

/** The lowest low reading of a batch, or null when none is low. */
export function lowestLowVoltage(
  readings: readonly { batteryVoltage?: number | null; engineRpm?: number | null }[],
): LowVoltage | null {
  let lowest: LowVoltage | null = null;
  for (const reading of readings) {
    const low = lowVoltage(reading);
    if (low && (!lowest || low.voltage < lowest.voltage)) lowest = low;
  }
  return lowest;
}

const volts = (value: number, language: 'en' | 'ar') =>
  new Intl.NumberFormat(language === 'ar' ? 'ar-SA' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** The alert's texts in both languages: title, reason and what to do. */
export function lowVoltageTexts(low: LowVoltage) {
  const v = { en: volts(low.voltage, 'en'), ar: volts(low.voltage, 'ar') };
  const limit = { en: volts(low.threshold, 'en'), ar: volts(low.threshold, 'ar') };
  return {
    title: {
      en: `Low battery voltage: ${v.en} V`,
      ar: `جهد البطارية منخفض: ${v.ar} فولت`,
    },
    description: low.engineRunning
      ? {
          en: `${v.en} V with the engine running, below ${limit.en} V: the alternator may not be charging the battery.`,
          ar: `${v.ar} فولت والمحرك يعمل، أقل من ${limit.ar} فولت: قد لا يشحن الدينامو البطارية.`,
        }
      : {
          en: `${v.en} V with the engine off, below ${limit.en} V: the battery may be weak or discharged.`,
          ar: `${v.ar} فولت والمحرك متوقف، أقل من ${limit.ar} فولت: قد تكون البطارية ضعيفة أو فارغة.`,
        },
    recommendedAction: low.engineRunning
      ? {
          en: 'Have the charging system (alternator and belt) checked.',
          ar: 'افحص نظام الشحن (الدينامو والسير).',
        }
      : {
          en: 'Have the battery tested, and charge or replace it.',
          ar: 'افحص البطارية واشحنها أو استبدلها.',
        },
  };
}
