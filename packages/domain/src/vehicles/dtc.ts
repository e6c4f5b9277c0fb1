/**
 * Trouble code lookup: the standard description of a generic SAE J2012 code in English and
 * Arabic with its severity, recommended action and estimated cost (see `dtc-data.ts` for the
 * source and licence); a code we do not list gets the description of its family.
 */
import {
  DTC_DESCRIPTIONS_AR,
  DTC_DESCRIPTIONS_EN,
  DTC_ENTRIES,
  DTC_SYSTEMS,
  type Bilingual,
  type DtcSeverity,
  type DtcSystem,
} from './dtc-data.js';

export type { Bilingual, DtcSeverity, DtcSystem } from './dtc-data.js';

export const dtcSeverities = ['critical', 'warning', 'info'] as const;

/** A letter (P, C, B, U), a digit 0–3, then three hex digits (SAE J2012). */
export const DTC_PATTERN = /^[PCBU][0-3][0-9A-F]{3}$/;

export function normalizeDtc(code: string): string {
  return code.trim().toUpperCase();
}

export function isDtcCode(code: string): boolean {
  return DTC_PATTERN.test(normalizeDtc(code));
}

export interface DtcInfo {
  code: string;
  /** True when the code itself is in the table; false when only its family is known. */
  known: boolean;
  /** Codes in P1xxx, P30–P33xx, C1/C2, B1/B2, U1/U2 mean what each maker says. */
  manufacturerSpecific: boolean;
  description: Bilingual;
  severity: DtcSeverity;
  system: DtcSystem | null;
  action: Bilingual;
  /** A rough estimate in US dollars (parts and labour), never a quote; null when unknown. */
  estimatedCostUsd: { min: number; max: number } | null;
}

/** [code prefix, how the family is written, English, Arabic]; the longest prefix wins. */
const FAMILIES: [string, string, string, string][] = [
  ['P00', 'P00xx', 'fuel and air metering and auxiliary emission controls', 'قياس الوقود والهواء وأنظمة الانبعاثات المساعدة'],
  ['P01', 'P01xx', 'fuel and air metering', 'قياس الوقود والهواء'],
  ['P02', 'P02xx', 'fuel and air metering (injector circuit)', 'قياس الوقود والهواء (دائرة البخاخات)'],
  ['P03', 'P03xx', 'ignition system or misfire', 'نظام الإشعال أو احتراق غير منتظم'],
  ['P04', 'P04xx', 'auxiliary emission controls', 'أنظمة التحكم بالانبعاثات المساعدة'],
  ['P05', 'P05xx', 'vehicle speed, idle control and auxiliary inputs', 'سرعة المركبة والتحكم بالتباطؤ والمدخلات المساعدة'],
  ['P06', 'P06xx', 'computer and auxiliary outputs', 'وحدة التحكم والمخرجات المساعدة'],
  ['P07', 'P07xx', 'transmission', 'ناقل الحركة'],
  ['P08', 'P08xx', 'transmission', 'ناقل الحركة'],
  ['P09', 'P09xx', 'transmission', 'ناقل الحركة'],
  ['P0A', 'P0Axx', 'hybrid propulsion', 'نظام الدفع الهجين'],
  ['P0B', 'P0Bxx', 'hybrid or electric propulsion', 'نظام الدفع الهجين أو الكهربائي'],
  ['P0C', 'P0Cxx', 'hybrid or electric propulsion', 'نظام الدفع الهجين أو الكهربائي'],
  ['P0', 'P0xxx', 'generic powertrain code', 'رمز عام لمجموعة الحركة'],
  ['P1', 'P1xxx', 'manufacturer-specific powertrain code', 'رمز لمجموعة الحركة خاص بالشركة المصنّعة'],
  ['P20', 'P20xx', 'fuel and air metering and auxiliary emission controls', 'قياس الوقود والهواء وأنظمة الانبعاثات المساعدة'],
  ['P21', 'P21xx', 'fuel and air metering and auxiliary emission controls', 'قياس الوقود والهواء وأنظمة الانبعاثات المساعدة'],
  ['P22', 'P22xx', 'fuel and air metering and auxiliary emission controls', 'قياس الوقود والهواء وأنظمة الانبعاثات المساعدة'],
  ['P23', 'P23xx', 'ignition system or misfire', 'نظام الإشعال أو احتراق غير منتظم'],
  ['P24', 'P24xx', 'auxiliary emission controls', 'أنظمة التحكم بالانبعاثات المساعدة'],
  ['P25', 'P25xx', 'auxiliary inputs', 'المدخلات المساعدة'],
  ['P26', 'P26xx', 'computer and auxiliary outputs', 'وحدة التحكم والمخرجات المساعدة'],
  ['P27', 'P27xx', 'transmission', 'ناقل الحركة'],
  ['P2A', 'P2Axx', 'fuel and air metering and auxiliary emission controls', 'قياس الوقود والهواء وأنظمة الانبعاثات المساعدة'],
  ['P2', 'P2xxx', 'generic powertrain code', 'رمز عام لمجموعة الحركة'],
  ['P30', 'P30xx', 'manufacturer-specific powertrain code', 'رمز لمجموعة الحركة خاص بالشركة المصنّعة'],
  ['P31', 'P31xx', 'manufacturer-specific powertrain code', 'رمز لمجموعة الحركة خاص بالشركة المصنّعة'],
  ['P32', 'P32xx', 'manufacturer-specific powertrain code', 'رمز لمجموعة الحركة خاص بالشركة المصنّعة'],
  ['P33', 'P33xx', 'manufacturer-specific powertrain code', 'رمز لمجموعة الحركة خاص بالشركة المصنّعة'],
  ['P34', 'P34xx', 'cylinder deactivation', 'تعطيل الأسطوانات'],
  ['P3', 'P3xxx', 'generic powertrain code', 'رمز عام لمجموعة الحركة'],
  ['C0', 'C0xxx', 'chassis (brakes, steering, suspension)', 'الشاسيه (الفرامل والتوجيه والتعليق)'],
  ['C3', 'C3xxx', 'chassis (brakes, steering, suspension)', 'الشاسيه (الفرامل والتوجيه والتعليق)'],
  ['C1', 'C1xxx', 'manufacturer-specific chassis code', 'رمز للشاسيه خاص بالشركة المصنّعة'],
  ['C2', 'C2xxx', 'manufacturer-specific chassis code', 'رمز للشاسيه خاص بالشركة المصنّعة'],
  ['B0', 'B0xxx', 'body (airbags, doors, seats, lighting, comfort)', 'الهيكل (الوسائد الهوائية والأبواب والمقاعد والإضاءة)'],
  ['B3', 'B3xxx', 'body (airbags, doors, seats, lighting, comfort)', 'الهيكل (الوسائد الهوائية والأبواب والمقاعد والإضاءة)'],
  ['B1', 'B1xxx', 'manufacturer-specific body code', 'رمز للهيكل خاص بالشركة المصنّعة'],
  ['B2', 'B2xxx', 'manufacturer-specific body code', 'رمز للهيكل خاص بالشركة المصنّعة'],
  ['U0', 'U0xxx', 'network communication between modules', 'الاتصال الشبكي بين وحدات التحكم'],
  ['U3', 'U3xxx', 'network communication between modules', 'الاتصال الشبكي بين وحدات التحكم'],
  ['U1', 'U1xxx', 'manufacturer-specific network code', 'رمز شبكي خاص بالشركة المصنّعة'],
  ['U2', 'U2xxx', 'manufacturer-specific network code', 'رمز شبكي خاص بالشركة المصنّعة'],
]; // prettier-ignore

/** The family of a valid code, e.g. "P03xx: ignition system or misfire". */
export function dtcFamily(code: string): Bilingual | null {
  const normalized = normalizeDtc(code);
  if (!DTC_PATTERN.test(normalized)) return null;
  const family = FAMILIES.filter(([prefix]) => normalized.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  if (!family) return null;
  const [, written, en, ar] = family;
  return { en: `${written}: ${en}`, ar: `${written}: ${ar}` };
}

function isManufacturerSpecific(code: string): boolean {
  const letter = code[0];
  const digit = code[1];
  if (letter === 'P') return digit === '1' || /^P3[0-3]/.test(code);
  return digit === '1' || digit === '2';
}

const UNKNOWN_ACTION: Bilingual = {
  en: 'Have the code read by a workshop or scan tool that knows this make; its family says which system to look at.',
  ar: 'اطلب قراءة الرمز في ورشة أو بجهاز فحص يعرف هذه الشركة المصنّعة؛ وتدل عائلة الرمز على النظام الذي يجب فحصه.',
};

/** The description, severity, action and estimated cost of a code; null when it is not a code. */
export function lookupDtc(code: string): DtcInfo | null {
  const normalized = normalizeDtc(code);
  if (!DTC_PATTERN.test(normalized)) return null;
  const entry = DTC_ENTRIES[normalized];
  const manufacturerSpecific = isManufacturerSpecific(normalized);
  if (entry) {
    const system = DTC_SYSTEMS[entry.system];
    return {
      code: normalized,
      known: true,
      manufacturerSpecific,
      description: { en: DTC_DESCRIPTIONS_EN[normalized]!, ar: DTC_DESCRIPTIONS_AR[normalized]! },
      severity: entry.severity,
      system: entry.system,
      action: system.action,
      estimatedCostUsd: { min: system.costUsd[0], max: system.costUsd[1] },
    };
  }
  return {
    code: normalized,
    known: false,
    manufacturerSpecific,
    description: dtcFamily(normalized)!,
    severity: 'warning',
    system: null,
    action: UNKNOWN_ACTION,
    estimatedCostUsd: null,
  };
}

/** Every code with its own description. */
export const knownDtcCodes: readonly string[] = Object.keys(DTC_ENTRIES).sort();
