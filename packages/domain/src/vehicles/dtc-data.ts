/**
 * Descriptions of generic OBD-II trouble codes (SAE J2012 P0, P2 and U0 codes) in English and
 * Arabic, with the system each belongs to and its severity.
 *
 * Source and licence: the meaning of each generic code is standardised (SAE J2012 / ISO 15031-6)
 * and widely published; the wording here, the Arabic translations, the severities, the
 * recommended actions and the cost ranges were written for this project from common workshop
 * knowledge and are ours, under the project's licence. Costs are rough estimates in US dollars
 * (parts and labour at an independent workshop), to tell a family whether a code means tens or
 * thousands; a workshop's quote is what counts.
 * Size: 290 codes (P0100–P0780, the best-known P2 codes, 21 U0 codes) in 38 systems; as JSON the
 * English descriptions are 16.5 KB, the Arabic 24.7 KB and the systems' actions 12.6 KB (this
 * file is 53 KB). `dtc.test.ts` checks that every code has both languages.
 */

export type DtcSeverity = 'critical' | 'warning' | 'info';

export interface Bilingual {
  en: string;
  ar: string;
}

export const dtcSystems = [
  'air-metering',
  'coolant-sensor',
  'thermostat',
  'throttle',
  'oxygen-sensor',
  'fuel-mixture',
  'fuel-pressure',
  'engine-sensor',
  'injector',
  'overheating',
  'overspeed',
  'boost',
  'misfire',
  'knock-sensor',
  'position-sensor',
  'ignition-coil',
  'glow-plug',
  'egr',
  'secondary-air',
  'catalyst',
  'evap',
  'fuel-cap',
  'fuel-level-sensor',
  'cooling-fan',
  'speed-sensor',
  'idle-control',
  'oil-pressure',
  'air-conditioning',
  'power-steering',
  'charging',
  'brake-switch',
  'control-module',
  'starter',
  'warning-lamp',
  'transmission',
  'intake-runner',
  'particulate-filter',
  'network',
] as const;
export type DtcSystem = (typeof dtcSystems)[number];

export interface DtcSystemInfo {
  action: Bilingual;
  /** Estimated repair cost in US dollars, [min, max]. An estimate, not a quote. */
  costUsd: readonly [number, number];
  severity: DtcSeverity;
}

/** What to do about a code of each system, and roughly what it costs. */
export const DTC_SYSTEMS: Record<DtcSystem, DtcSystemInfo> = {
  'air-metering': {
    severity: 'warning',
    costUsd: [80, 350],
    action: {
      en: "Check the sensor's wiring and connector, the air filter and the intake for leaks, then clean or replace the sensor.",
      ar: 'افحص أسلاك الحساس وموصله وفلتر الهواء ومجرى السحب بحثًا عن تسرب، ثم نظّف الحساس أو استبدله.',
    },
  },
  'coolant-sensor': {
    severity: 'warning',
    costUsd: [50, 250],
    action: {
      en: "Check the coolant level and the temperature sensor's wiring; replace the sensor if its readings are wrong.",
      ar: 'افحص مستوى سائل التبريد وأسلاك حساس الحرارة، واستبدل الحساس إن كانت قراءاته خاطئة.',
    },
  },
  thermostat: {
    severity: 'warning',
    costUsd: [150, 400],
    action: {
      en: 'Check the coolant level and replace the thermostat if the engine warms up too slowly.',
      ar: 'افحص مستوى سائل التبريد واستبدل منظّم الحرارة (الثرموستات) إن كان المحرك يسخن ببطء شديد.',
    },
  },
  throttle: {
    severity: 'warning',
    costUsd: [100, 600],
    action: {
      en: 'Check the throttle and pedal sensor wiring and clean the throttle body; replace the sensor or the throttle body if needed.',
      ar: 'افحص أسلاك حساسات الخانق والدواسة ونظّف جسم الخانق، واستبدل الحساس أو جسم الخانق عند الحاجة.',
    },
  },
  'oxygen-sensor': {
    severity: 'warning',
    costUsd: [100, 400],
    action: {
      en: "Check for exhaust leaks and the sensor's wiring, then replace the oxygen sensor if it is faulty.",
      ar: 'افحص العادم بحثًا عن تسرب وأسلاك الحساس، ثم استبدل حساس الأكسجين إن كان معطلًا.',
    },
  },
  'fuel-mixture': {
    severity: 'warning',
    costUsd: [100, 700],
    action: {
      en: 'Look for vacuum and intake leaks, and check the fuel pressure, the injectors and the air flow sensor.',
      ar: 'ابحث عن تسرب في خطوط التفريغ ومجرى السحب، وافحص ضغط الوقود والبخاخات وحساس تدفق الهواء.',
    },
  },
  'fuel-pressure': {
    severity: 'warning',
    costUsd: [150, 900],
    action: {
      en: 'Check the fuel pump, its relay and fuse, and the fuel pressure sensor and its wiring.',
      ar: 'افحص مضخة الوقود ومرحّلها ومصهرها، وحساس ضغط الوقود وأسلاكه.',
    },
  },
  'engine-sensor': {
    severity: 'warning',
    costUsd: [50, 250],
    action: {
      en: 'Check the sensor and its wiring and connector; replace the sensor if it is faulty.',
      ar: 'افحص الحساس وأسلاكه وموصله، واستبدل الحساس إن كان معطلًا.',
    },
  },
  injector: {
    severity: 'warning',
    costUsd: [150, 600],
    action: {
      en: "Check the injector's wiring and connector, test the injector and replace it if it is faulty.",
      ar: 'افحص أسلاك البخاخ وموصله، واختبر البخاخ واستبدله إن كان معطلًا.',
    },
  },
  overheating: {
    severity: 'critical',
    costUsd: [100, 1500],
    action: {
      en: 'Stop driving as soon as it is safe and let the engine cool. Check the coolant level, the radiator fan, the thermostat and the water pump before driving on.',
      ar: 'توقّف عن القيادة حالما يكون ذلك آمنًا واترك المحرك يبرد. افحص مستوى سائل التبريد ومروحة الرادياتير والثرموستات ومضخة الماء قبل متابعة القيادة.',
    },
  },
  overspeed: {
    severity: 'critical',
    costUsd: [0, 300],
    action: {
      en: 'Drive gently and avoid high engine speeds; have the engine and transmission checked.',
      ar: 'قُد بهدوء وتجنّب سرعات المحرك العالية، وافحص المحرك وناقل الحركة.',
    },
  },
  boost: {
    severity: 'warning',
    costUsd: [150, 2500],
    action: {
      en: 'Check the turbocharger, its hoses and intercooler for leaks, and the wastegate or boost control valve.',
      ar: 'افحص الشاحن التوربيني وخراطيمه والمبرّد البيني بحثًا عن تسرب، وصمام التحكم بضغط الشحن.',
    },
  },
  misfire: {
    severity: 'critical',
    costUsd: [100, 600],
    action: {
      en: 'Avoid hard acceleration and long trips. Check the spark plugs, ignition coils and injectors; a flashing engine light means stop soon, as misfires damage the catalytic converter.',
      ar: 'تجنّب التسارع القوي والرحلات الطويلة. افحص شمعات الإشعال والملفات والبخاخات؛ وإن كانت لمبة المحرك تومض فتوقّف قريبًا لأن الاحتراق غير المنتظم يتلف المحول الحفاز.',
    },
  },
  'knock-sensor': {
    severity: 'warning',
    costUsd: [150, 500],
    action: {
      en: 'Check the knock sensor and its wiring, and use the fuel grade the maker recommends.',
      ar: 'افحص حساس الطرق وأسلاكه، واستخدم نوع الوقود الذي توصي به الشركة المصنّعة.',
    },
  },
  'position-sensor': {
    severity: 'critical',
    costUsd: [100, 400],
    action: {
      en: 'The engine may stall or not start: check the crankshaft or camshaft sensor and its wiring, and the timing if the code returns.',
      ar: 'قد يتوقف المحرك أو لا يدور: افحص حساس عمود المرفق أو عمود الكامات وأسلاكه، وتوقيت المحرك إن عاد الرمز.',
    },
  },
  'ignition-coil': {
    severity: 'warning',
    costUsd: [100, 350],
    action: {
      en: 'Check the ignition coil, its wiring and the spark plug of that cylinder; replace the coil if it is faulty.',
      ar: 'افحص ملف الإشعال وأسلاكه وشمعة تلك الأسطوانة، واستبدل الملف إن كان معطلًا.',
    },
  },
  'glow-plug': {
    severity: 'warning',
    costUsd: [100, 400],
    action: {
      en: 'Check the glow plugs and their relay (diesel engines); cold starts may be hard.',
      ar: 'افحص شمعات التوهج ومرحّلها (محركات الديزل)؛ قد يصعب التشغيل والمحرك بارد.',
    },
  },
  egr: {
    severity: 'warning',
    costUsd: [150, 600],
    action: {
      en: 'Clean the EGR valve and its passages, and check its vacuum lines, solenoid and sensor.',
      ar: 'نظّف صمام إعادة تدوير غاز العادم وممراته، وافحص خطوط التفريغ والملف والحساس.',
    },
  },
  'secondary-air': {
    severity: 'info',
    costUsd: [200, 800],
    action: {
      en: 'Check the secondary air pump, its check valve and hoses.',
      ar: 'افحص مضخة الهواء الثانوي وصمامها وخراطيمها.',
    },
  },
  catalyst: {
    severity: 'warning',
    costUsd: [300, 2500],
    action: {
      en: 'Rule out exhaust leaks and oxygen sensor faults first; the catalytic converter may need replacing.',
      ar: 'استبعد أولًا تسرب العادم وأعطال حساسات الأكسجين؛ قد يلزم استبدال المحول الحفاز.',
    },
  },
  evap: {
    severity: 'info',
    costUsd: [50, 400],
    action: {
      en: 'Check the fuel cap seal, then the EVAP hoses and the purge and vent valves; a smoke test finds leaks.',
      ar: 'افحص مانع تسرب غطاء الوقود، ثم خراطيم نظام بخار الوقود وصمامي التنقية والتهوية؛ يكشف اختبار الدخان التسرب.',
    },
  },
  'fuel-cap': {
    severity: 'info',
    costUsd: [0, 300],
    action: {
      en: 'Make sure the fuel cap is tight and its seal intact; if the code comes back, have the EVAP system smoke-tested.',
      ar: 'تأكّد من إحكام غطاء خزان الوقود وسلامة مانع تسربه؛ وإن عاد الرمز فاطلب اختبار دخان لنظام بخار الوقود.',
    },
  },
  'fuel-level-sensor': {
    severity: 'info',
    costUsd: [100, 600],
    action: {
      en: 'Check the fuel level sender and its wiring; the fuel gauge may read wrong until then.',
      ar: 'افحص حساس مستوى الوقود وأسلاكه؛ قد يعرض مؤشر الوقود قراءة خاطئة حتى ذلك الحين.',
    },
  },
  'cooling-fan': {
    severity: 'warning',
    costUsd: [100, 500],
    action: {
      en: 'Check the radiator fan, its relay and fuse; the engine can overheat in slow traffic.',
      ar: 'افحص مروحة الرادياتير ومرحّلها ومصهرها؛ قد ترتفع حرارة المحرك في الزحام.',
    },
  },
  'speed-sensor': {
    severity: 'warning',
    costUsd: [100, 350],
    action: {
      en: 'Check the speed sensor and its wiring; the speedometer and gear shifts may be affected.',
      ar: 'افحص حساس السرعة وأسلاكه؛ قد يتأثر عدّاد السرعة وتبديل السرعات.',
    },
  },
  'idle-control': {
    severity: 'info',
    costUsd: [80, 400],
    action: {
      en: 'Clean the throttle body and the idle air control valve, and check for vacuum leaks.',
      ar: 'نظّف جسم الخانق وصمام هواء التباطؤ، وابحث عن تسرب في خطوط التفريغ.',
    },
  },
  'oil-pressure': {
    severity: 'warning',
    costUsd: [50, 2000],
    action: {
      en: 'Check the engine oil level now. If the pressure is really low, stop the engine as soon as it is safe: driving on can destroy it.',
      ar: 'افحص مستوى زيت المحرك الآن. إن كان الضغط منخفضًا فعلًا فأوقف المحرك حالما يكون ذلك آمنًا، فمتابعة القيادة قد تتلفه.',
    },
  },
  'air-conditioning': {
    severity: 'warning',
    costUsd: [100, 400],
    action: {
      en: 'Check the A/C pressure sensor, its wiring and the refrigerant charge; the air conditioning may switch off.',
      ar: 'افحص حساس ضغط التكييف وأسلاكه وكمية غاز التبريد؛ قد يتوقف التكييف عن العمل.',
    },
  },
  'power-steering': {
    severity: 'warning',
    costUsd: [100, 300],
    action: {
      en: 'Check the power steering pressure sensor and its wiring, and the fluid level.',
      ar: 'افحص حساس ضغط التوجيه المعزز وأسلاكه ومستوى زيت التوجيه.',
    },
  },
  charging: {
    severity: 'warning',
    costUsd: [100, 700],
    action: {
      en: 'Test the battery and the alternator, and clean and tighten the battery terminals and ground straps.',
      ar: 'اختبر البطارية والمولد (الدينمو)، ونظّف أقطاب البطارية وأسلاك التأريض وأحكم تثبيتها.',
    },
  },
  'brake-switch': {
    severity: 'info',
    costUsd: [20, 150],
    action: {
      en: 'Check the brake light switch and its adjustment; the brake lights and cruise control depend on it.',
      ar: 'افحص مفتاح أضواء الفرامل وضبطه؛ تعتمد عليه أضواء الفرامل ومثبت السرعة.',
    },
  },
  'control-module': {
    severity: 'warning',
    costUsd: [100, 1500],
    action: {
      en: "Check the control module's power supply, grounds and connectors; it may need reprogramming or replacing.",
      ar: 'افحص تغذية وحدة التحكم بالكهرباء والتأريض والموصلات؛ قد تحتاج إلى إعادة برمجة أو استبدال.',
    },
  },
  starter: {
    severity: 'warning',
    costUsd: [50, 300],
    action: {
      en: 'Check the starter relay, its fuse and wiring.',
      ar: 'افحص مرحّل بادئ التشغيل ومصهره وأسلاكه.',
    },
  },
  'warning-lamp': {
    severity: 'info',
    costUsd: [50, 200],
    action: {
      en: 'Check the check-engine lamp circuit; other faults may go unnoticed until it works.',
      ar: 'افحص دائرة لمبة فحص المحرك؛ قد لا تُلاحظ الأعطال الأخرى حتى تعمل.',
    },
  },
  transmission: {
    severity: 'warning',
    costUsd: [150, 3500],
    action: {
      en: "Check the transmission fluid level and condition, then read the transmission module's own codes; a sensor or solenoid may need replacing.",
      ar: 'افحص مستوى زيت ناقل الحركة وحالته، ثم اقرأ رموز وحدة ناقل الحركة نفسها؛ قد يلزم استبدال حساس أو ملف.',
    },
  },
  'intake-runner': {
    severity: 'info',
    costUsd: [150, 800],
    action: {
      en: 'Check the intake manifold runner valve, its actuator and vacuum lines.',
      ar: 'افحص صمام مجاري مشعب السحب ومشغّله وخطوط التفريغ.',
    },
  },
  'particulate-filter': {
    severity: 'warning',
    costUsd: [100, 2500],
    action: {
      en: 'Drive for 20 minutes at a steady highway speed so the particulate filter can clean itself; if the code returns, have it cleaned or replaced.',
      ar: 'قُد 20 دقيقة بسرعة ثابتة على الطريق السريع ليتمكن فلتر الجسيمات من تنظيف نفسه؛ وإن عاد الرمز فاطلب تنظيفه أو استبداله.',
    },
  },
  network: {
    severity: 'warning',
    costUsd: [100, 1000],
    action: {
      en: 'Check the battery voltage, the fuses and the wiring and connectors of the module named, then the module itself.',
      ar: 'افحص جهد البطارية والمصاهر وأسلاك الوحدة المذكورة وموصلاتها، ثم الوحدة نفسها.',
    },
  },
};

/** [code, English, Arabic, system, severity when it differs from the system's]. */
type Row = [string, string, string, DtcSystem, DtcSeverity?];

const rows: Row[] = [];
/** A P code from its number as it reads: code(171) is P0171, code(2096) is P2096. */
function code(n: number): string {
  return `P${String(n).padStart(4, '0')}`;
}

/** Four standard variants of a sensor circuit, from its first code. */
function sensorCircuit(start: number, en: string, ar: string, system: DtcSystem) {
  rows.push(
    [code(start), `${en} Circuit Malfunction`, `عطل في دائرة ${ar}`, system],
    [code(start + 1), `${en} Circuit Range/Performance`, `دائرة ${ar}: خارج المدى أو ضعف الأداء`, system],
    [code(start + 2), `${en} Circuit Low Input`, `إشارة منخفضة في دائرة ${ar}`, system],
    [code(start + 3), `${en} Circuit High Input`, `إشارة مرتفعة في دائرة ${ar}`, system],
  ); // prettier-ignore
}

// P0100–P0199: fuel and air metering.
sensorCircuit(100, 'Mass or Volume Air Flow', 'حساس تدفق الهواء (MAF)', 'air-metering');
rows.push([code(104), 'Mass or Volume Air Flow Circuit Intermittent', 'إشارة متقطعة في دائرة حساس تدفق الهواء (MAF)', 'air-metering']); // prettier-ignore
sensorCircuit(105, 'Manifold Absolute Pressure/Barometric Pressure', 'حساس ضغط مشعب السحب/الضغط الجوي (MAP)', 'air-metering'); // prettier-ignore
rows.push([code(109), 'Manifold Absolute Pressure/Barometric Pressure Circuit Intermittent', 'إشارة متقطعة في دائرة حساس ضغط مشعب السحب (MAP)', 'air-metering']); // prettier-ignore
sensorCircuit(110, 'Intake Air Temperature', 'حساس حرارة هواء السحب (IAT)', 'air-metering');
rows.push([code(114), 'Intake Air Temperature Circuit Intermittent', 'إشارة متقطعة في دائرة حساس حرارة هواء السحب (IAT)', 'air-metering']); // prettier-ignore
sensorCircuit(115, 'Engine Coolant Temperature', 'حساس حرارة سائل تبريد المحرك (ECT)', 'coolant-sensor'); // prettier-ignore
rows.push([code(119), 'Engine Coolant Temperature Circuit Intermittent', 'إشارة متقطعة في دائرة حساس حرارة سائل التبريد (ECT)', 'coolant-sensor']); // prettier-ignore
sensorCircuit(120, 'Throttle/Pedal Position Sensor/Switch A', 'حساس موضع الخانق/الدواسة A', 'throttle'); // prettier-ignore
rows.push(
  [code(124), 'Throttle/Pedal Position Sensor/Switch A Circuit Intermittent', 'إشارة متقطعة في دائرة حساس موضع الخانق/الدواسة A', 'throttle'],
  [code(125), 'Insufficient Coolant Temperature for Closed Loop Fuel Control', 'حرارة سائل التبريد غير كافية للتحكم المغلق بالوقود', 'thermostat'],
  [code(126), 'Insufficient Coolant Temperature for Stable Operation', 'حرارة سائل التبريد غير كافية للتشغيل المستقر', 'thermostat'],
  [code(128), 'Coolant Thermostat (Coolant Temperature Below Thermostat Regulating Temperature)', 'منظّم الحرارة: حرارة سائل التبريد أقل من حرارة التنظيم', 'thermostat'],
); // prettier-ignore

/** Oxygen sensor codes of one bank and sensor position, from its first code. */
function oxygenSensor(start: number, bank: number, sensor: number, withHeater: boolean) {
  const where = `(Bank ${bank} Sensor ${sensor})`;
  const whereAr = `(الصف ${bank}، الحساس ${sensor})`;
  rows.push(
    [code(start), `O2 Sensor Circuit Malfunction ${where}`, `عطل في دائرة حساس الأكسجين ${whereAr}`, 'oxygen-sensor'],
    [code(start + 1), `O2 Sensor Circuit Low Voltage ${where}`, `جهد منخفض في دائرة حساس الأكسجين ${whereAr}`, 'oxygen-sensor'],
    [code(start + 2), `O2 Sensor Circuit High Voltage ${where}`, `جهد مرتفع في دائرة حساس الأكسجين ${whereAr}`, 'oxygen-sensor'],
    [code(start + 3), `O2 Sensor Circuit Slow Response ${where}`, `استجابة بطيئة في دائرة حساس الأكسجين ${whereAr}`, 'oxygen-sensor'],
    [code(start + 4), `O2 Sensor Circuit No Activity Detected ${where}`, `لا نشاط في دائرة حساس الأكسجين ${whereAr}`, 'oxygen-sensor'],
  ); // prettier-ignore
  if (withHeater) {
    rows.push([code(start + 5), `O2 Sensor Heater Circuit Malfunction ${where}`, `عطل في دائرة سخان حساس الأكسجين ${whereAr}`, 'oxygen-sensor']); // prettier-ignore
  }
}
oxygenSensor(130, 1, 1, true);
oxygenSensor(136, 1, 2, true);
oxygenSensor(150, 2, 1, true);
oxygenSensor(156, 2, 2, true);

rows.push(
  [code(170), 'Fuel Trim Malfunction (Bank 1)', 'عطل في تصحيح خليط الوقود (الصف 1)', 'fuel-mixture'],
  [code(171), 'System Too Lean (Bank 1)', 'خليط الوقود فقير جدًا (الصف 1)', 'fuel-mixture'],
  [code(172), 'System Too Rich (Bank 1)', 'خليط الوقود غني جدًا (الصف 1)', 'fuel-mixture'],
  [code(173), 'Fuel Trim Malfunction (Bank 2)', 'عطل في تصحيح خليط الوقود (الصف 2)', 'fuel-mixture'],
  [code(174), 'System Too Lean (Bank 2)', 'خليط الوقود فقير جدًا (الصف 2)', 'fuel-mixture'],
  [code(175), 'System Too Rich (Bank 2)', 'خليط الوقود غني جدًا (الصف 2)', 'fuel-mixture'],
  [code(180), 'Fuel Temperature Sensor A Circuit Malfunction', 'عطل في دائرة حساس حرارة الوقود A', 'engine-sensor'],
); // prettier-ignore
sensorCircuit(190, 'Fuel Rail Pressure Sensor', 'حساس ضغط مجرى الوقود', 'fuel-pressure');
rows.push([code(195), 'Engine Oil Temperature Sensor Malfunction', 'عطل في حساس حرارة زيت المحرك', 'engine-sensor']); // prettier-ignore
rows.push(
  [code(196), 'Engine Oil Temperature Sensor Range/Performance', 'حساس حرارة زيت المحرك: خارج المدى أو ضعف الأداء', 'engine-sensor'],
  [code(197), 'Engine Oil Temperature Sensor Low', 'إشارة منخفضة من حساس حرارة زيت المحرك', 'engine-sensor'],
  [code(198), 'Engine Oil Temperature Sensor High', 'إشارة مرتفعة من حساس حرارة زيت المحرك', 'engine-sensor'],
); // prettier-ignore

// P0200–P0299: injectors and more fuel and air metering.
rows.push([code(200), 'Injector Circuit Malfunction', 'عطل في دائرة البخاخات', 'injector']);
for (let cylinder = 1; cylinder <= 12; cylinder += 1) {
  rows.push([code(200 + cylinder), `Injector Circuit Malfunction - Cylinder ${cylinder}`, `عطل في دائرة بخاخ الأسطوانة ${cylinder}`, 'injector']); // prettier-ignore
}
rows.push(
  [code(217), 'Engine Coolant Over Temperature Condition', 'ارتفاع حرارة المحرك (سائل التبريد فوق الحد)', 'overheating'],
  [code(218), 'Transmission Fluid Over Temperature Condition', 'ارتفاع حرارة زيت ناقل الحركة', 'transmission', 'critical'],
  [code(219), 'Engine Overspeed Condition', 'تجاوز سرعة المحرك المسموح بها', 'overspeed'],
); // prettier-ignore
sensorCircuit(220, 'Throttle/Pedal Position Sensor/Switch B', 'حساس موضع الخانق/الدواسة B', 'throttle'); // prettier-ignore
rows.push(
  [code(230), 'Fuel Pump Primary Circuit Malfunction', 'عطل في الدائرة الرئيسية لمضخة الوقود', 'fuel-pressure'],
  [code(234), 'Turbo/Supercharger Overboost Condition', 'ضغط شحن زائد في الشاحن التوربيني/الفائق', 'boost'],
  [code(299), 'Turbo/Supercharger Underboost Condition', 'ضغط شحن منخفض في الشاحن التوربيني/الفائق', 'boost'],
); // prettier-ignore

// P0300–P0399: ignition system and misfire.
rows.push([code(300), 'Random/Multiple Cylinder Misfire Detected', 'اكتُشف احتراق غير منتظم عشوائي أو في عدة أسطوانات', 'misfire']); // prettier-ignore
for (let cylinder = 1; cylinder <= 12; cylinder += 1) {
  rows.push([code(300 + cylinder), `Cylinder ${cylinder} Misfire Detected`, `اكتُشف احتراق غير منتظم في الأسطوانة ${cylinder}`, 'misfire']); // prettier-ignore
}
rows.push(
  [code(315), 'Crankshaft Position System Variation Not Learned', 'لم يتم تعلّم تفاوت نظام موضع عمود المرفق', 'position-sensor', 'warning'],
  [code(325), 'Knock Sensor 1 Circuit Malfunction (Bank 1 or Single Sensor)', 'عطل في دائرة حساس الطرق 1 (الصف 1 أو حساس واحد)', 'knock-sensor'],
  [code(326), 'Knock Sensor 1 Circuit Range/Performance', 'دائرة حساس الطرق 1: خارج المدى أو ضعف الأداء', 'knock-sensor'],
  [code(327), 'Knock Sensor 1 Circuit Low Input', 'إشارة منخفضة في دائرة حساس الطرق 1', 'knock-sensor'],
  [code(328), 'Knock Sensor 1 Circuit High Input', 'إشارة مرتفعة في دائرة حساس الطرق 1', 'knock-sensor'],
  [code(330), 'Knock Sensor 2 Circuit Malfunction (Bank 2)', 'عطل في دائرة حساس الطرق 2 (الصف 2)', 'knock-sensor'],
  [code(335), 'Crankshaft Position Sensor A Circuit Malfunction', 'عطل في دائرة حساس موضع عمود المرفق A', 'position-sensor'],
  [code(336), 'Crankshaft Position Sensor A Circuit Range/Performance', 'دائرة حساس موضع عمود المرفق A: خارج المدى أو ضعف الأداء', 'position-sensor'],
  [code(337), 'Crankshaft Position Sensor A Circuit Low Input', 'إشارة منخفضة في دائرة حساس موضع عمود المرفق A', 'position-sensor'],
  [code(338), 'Crankshaft Position Sensor A Circuit High Input', 'إشارة مرتفعة في دائرة حساس موضع عمود المرفق A', 'position-sensor'],
  [code(339), 'Crankshaft Position Sensor A Circuit Intermittent', 'إشارة متقطعة في دائرة حساس موضع عمود المرفق A', 'position-sensor'],
  [code(340), 'Camshaft Position Sensor A Circuit Malfunction (Bank 1)', 'عطل في دائرة حساس موضع عمود الكامات A (الصف 1)', 'position-sensor'],
  [code(341), 'Camshaft Position Sensor A Circuit Range/Performance (Bank 1)', 'دائرة حساس موضع عمود الكامات A (الصف 1): خارج المدى أو ضعف الأداء', 'position-sensor'],
  [code(342), 'Camshaft Position Sensor A Circuit Low Input (Bank 1)', 'إشارة منخفضة في دائرة حساس موضع عمود الكامات A (الصف 1)', 'position-sensor'],
  [code(343), 'Camshaft Position Sensor A Circuit High Input (Bank 1)', 'إشارة مرتفعة في دائرة حساس موضع عمود الكامات A (الصف 1)', 'position-sensor'],
  [code(344), 'Camshaft Position Sensor A Circuit Intermittent (Bank 1)', 'إشارة متقطعة في دائرة حساس موضع عمود الكامات A (الصف 1)', 'position-sensor'],
  [code(345), 'Camshaft Position Sensor A Circuit Malfunction (Bank 2)', 'عطل في دائرة حساس موضع عمود الكامات A (الصف 2)', 'position-sensor'],
); // prettier-ignore
'ABCDEFGH'.split('').forEach((coil, i) => {
  rows.push([code(351 + i), `Ignition Coil ${coil} Primary/Secondary Circuit Malfunction`, `عطل في الدائرة الابتدائية/الثانوية لملف الإشعال ${coil}`, 'ignition-coil']); // prettier-ignore
});
rows.push(
  [code(365), 'Camshaft Position Sensor B Circuit (Bank 1)', 'دائرة حساس موضع عمود الكامات B (الصف 1)', 'position-sensor'],
  [code(380), 'Glow Plug/Heater Circuit A Malfunction', 'عطل في دائرة شمعات التوهج/السخان A', 'glow-plug'],
); // prettier-ignore

// P0400–P0499: auxiliary emission controls.
rows.push(
  [code(400), 'Exhaust Gas Recirculation Flow Malfunction', 'عطل في تدفق إعادة تدوير غاز العادم (EGR)', 'egr'],
  [code(401), 'Exhaust Gas Recirculation Flow Insufficient Detected', 'تدفق غير كافٍ في إعادة تدوير غاز العادم (EGR)', 'egr'],
  [code(402), 'Exhaust Gas Recirculation Flow Excessive Detected', 'تدفق زائد في إعادة تدوير غاز العادم (EGR)', 'egr'],
  [code(403), 'Exhaust Gas Recirculation Circuit Malfunction', 'عطل في دائرة إعادة تدوير غاز العادم (EGR)', 'egr'],
  [code(404), 'Exhaust Gas Recirculation Circuit Range/Performance', 'دائرة إعادة تدوير غاز العادم (EGR): خارج المدى أو ضعف الأداء', 'egr'],
  [code(405), 'Exhaust Gas Recirculation Sensor A Circuit Low', 'إشارة منخفضة في دائرة حساس إعادة تدوير غاز العادم A', 'egr'],
  [code(406), 'Exhaust Gas Recirculation Sensor A Circuit High', 'إشارة مرتفعة في دائرة حساس إعادة تدوير غاز العادم A', 'egr'],
  [code(410), 'Secondary Air Injection System Malfunction', 'عطل في نظام حقن الهواء الثانوي', 'secondary-air'],
  [code(411), 'Secondary Air Injection System Incorrect Flow Detected', 'تدفق غير صحيح في نظام حقن الهواء الثانوي', 'secondary-air'],
  [code(420), 'Catalyst System Efficiency Below Threshold (Bank 1)', 'كفاءة المحول الحفاز أقل من الحد (الصف 1)', 'catalyst'],
  [code(421), 'Warm Up Catalyst Efficiency Below Threshold (Bank 1)', 'كفاءة محول التسخين الحفاز أقل من الحد (الصف 1)', 'catalyst'],
  [code(430), 'Catalyst System Efficiency Below Threshold (Bank 2)', 'كفاءة المحول الحفاز أقل من الحد (الصف 2)', 'catalyst'],
  [code(440), 'Evaporative Emission Control System Malfunction', 'عطل في نظام التحكم بانبعاثات بخار الوقود (EVAP)', 'evap'],
  [code(441), 'Evaporative Emission Control System Incorrect Purge Flow', 'تدفق تنقية غير صحيح في نظام بخار الوقود (EVAP)', 'evap'],
  [code(442), 'Evaporative Emission Control System Leak Detected (Small Leak)', 'تسرب صغير في نظام بخار الوقود (EVAP)', 'evap'],
  [code(443), 'Evaporative Emission Control System Purge Control Valve Circuit Malfunction', 'عطل في دائرة صمام التنقية لنظام بخار الوقود', 'evap'],
  [code(444), 'Evaporative Emission Control System Purge Control Valve Circuit Open', 'دائرة صمام التنقية لنظام بخار الوقود مفتوحة', 'evap'],
  [code(445), 'Evaporative Emission Control System Purge Control Valve Circuit Shorted', 'قصر في دائرة صمام التنقية لنظام بخار الوقود', 'evap'],
  [code(446), 'Evaporative Emission Control System Vent Control Circuit Malfunction', 'عطل في دائرة التحكم بالتهوية لنظام بخار الوقود', 'evap'],
  [code(447), 'Evaporative Emission Control System Vent Control Circuit Open', 'دائرة التحكم بالتهوية لنظام بخار الوقود مفتوحة', 'evap'],
  [code(448), 'Evaporative Emission Control System Vent Control Circuit Shorted', 'قصر في دائرة التحكم بالتهوية لنظام بخار الوقود', 'evap'],
  [code(449), 'Evaporative Emission Control System Vent Valve/Solenoid Circuit Malfunction', 'عطل في دائرة صمام/ملف التهوية لنظام بخار الوقود', 'evap'],
  [code(450), 'Evaporative Emission Control System Pressure Sensor Malfunction', 'عطل في حساس ضغط نظام بخار الوقود', 'evap'],
  [code(451), 'Evaporative Emission Control System Pressure Sensor Range/Performance', 'حساس ضغط نظام بخار الوقود: خارج المدى أو ضعف الأداء', 'evap'],
  [code(452), 'Evaporative Emission Control System Pressure Sensor Low Input', 'إشارة منخفضة من حساس ضغط نظام بخار الوقود', 'evap'],
  [code(453), 'Evaporative Emission Control System Pressure Sensor High Input', 'إشارة مرتفعة من حساس ضغط نظام بخار الوقود', 'evap'],
  [code(454), 'Evaporative Emission Control System Pressure Sensor Intermittent', 'إشارة متقطعة من حساس ضغط نظام بخار الوقود', 'evap'],
  [code(455), 'Evaporative Emission Control System Leak Detected (Gross Leak/No Flow)', 'تسرب كبير أو انعدام تدفق في نظام بخار الوقود (EVAP)', 'fuel-cap'],
  [code(456), 'Evaporative Emission Control System Leak Detected (Very Small Leak)', 'تسرب صغير جدًا في نظام بخار الوقود (EVAP)', 'fuel-cap'],
  [code(457), 'Evaporative Emission Control System Leak Detected (Fuel Cap Loose/Off)', 'تسرب في نظام بخار الوقود: غطاء خزان الوقود مرتخٍ أو مفقود', 'fuel-cap'],
  [code(460), 'Fuel Level Sensor Circuit Malfunction', 'عطل في دائرة حساس مستوى الوقود', 'fuel-level-sensor'],
  [code(461), 'Fuel Level Sensor Circuit Range/Performance', 'دائرة حساس مستوى الوقود: خارج المدى أو ضعف الأداء', 'fuel-level-sensor'],
  [code(462), 'Fuel Level Sensor Circuit Low Input', 'إشارة منخفضة في دائرة حساس مستوى الوقود', 'fuel-level-sensor'],
  [code(463), 'Fuel Level Sensor Circuit High Input', 'إشارة مرتفعة في دائرة حساس مستوى الوقود', 'fuel-level-sensor'],
  [code(480), 'Cooling Fan 1 Control Circuit Malfunction', 'عطل في دائرة التحكم بمروحة التبريد 1', 'cooling-fan'],
  [code(496), 'Evaporative Emission System Flow During a Non-Purge Condition', 'تدفق في نظام بخار الوقود في غير وقت التنقية', 'evap', 'warning'],
); // prettier-ignore

// P0500–P0599: vehicle speed, idle control and auxiliary inputs.
rows.push(
  [code(500), 'Vehicle Speed Sensor Malfunction', 'عطل في حساس سرعة المركبة', 'speed-sensor'],
  [code(501), 'Vehicle Speed Sensor Range/Performance', 'حساس سرعة المركبة: خارج المدى أو ضعف الأداء', 'speed-sensor'],
  [code(502), 'Vehicle Speed Sensor Circuit Low Input', 'إشارة منخفضة في دائرة حساس سرعة المركبة', 'speed-sensor'],
  [code(503), 'Vehicle Speed Sensor Intermittent/Erratic/High', 'إشارة متقطعة أو مضطربة أو مرتفعة من حساس سرعة المركبة', 'speed-sensor'],
  [code(505), 'Idle Control System Malfunction', 'عطل في نظام التحكم بسرعة التباطؤ', 'idle-control'],
  [code(506), 'Idle Control System RPM Lower Than Expected', 'سرعة التباطؤ أقل من المتوقع', 'idle-control'],
  [code(507), 'Idle Control System RPM Higher Than Expected', 'سرعة التباطؤ أعلى من المتوقع', 'idle-control'],
  [code(520), 'Engine Oil Pressure Sensor/Switch Circuit Malfunction', 'عطل في دائرة حساس/مفتاح ضغط زيت المحرك', 'oil-pressure'],
  [code(521), 'Engine Oil Pressure Sensor/Switch Range/Performance', 'حساس/مفتاح ضغط زيت المحرك: خارج المدى أو ضعف الأداء', 'oil-pressure'],
  [code(522), 'Engine Oil Pressure Sensor/Switch Low Voltage', 'جهد منخفض في حساس/مفتاح ضغط زيت المحرك', 'oil-pressure'],
  [code(523), 'Engine Oil Pressure Sensor/Switch High Voltage', 'جهد مرتفع في حساس/مفتاح ضغط زيت المحرك', 'oil-pressure'],
  [code(524), 'Engine Oil Pressure Too Low', 'ضغط زيت المحرك منخفض جدًا', 'oil-pressure', 'critical'],
  [code(530), 'A/C Refrigerant Pressure Sensor Circuit Malfunction', 'عطل في دائرة حساس ضغط غاز التكييف', 'air-conditioning'],
  [code(550), 'Power Steering Pressure Sensor Circuit Malfunction', 'عطل في دائرة حساس ضغط التوجيه المعزز', 'power-steering'],
  [code(560), 'System Voltage Malfunction', 'عطل في جهد النظام الكهربائي', 'charging'],
  [code(562), 'System Voltage Low', 'جهد النظام الكهربائي منخفض', 'charging'],
  [code(563), 'System Voltage High', 'جهد النظام الكهربائي مرتفع', 'charging'],
  [code(571), 'Cruise Control/Brake Switch A Circuit Malfunction', 'عطل في دائرة مفتاح الفرامل/مثبت السرعة A', 'brake-switch'],
); // prettier-ignore

// P0600–P0699: computer and auxiliary outputs.
rows.push(
  [code(600), 'Serial Communication Link Malfunction', 'عطل في خط الاتصال التسلسلي', 'control-module'],
  [code(601), 'Internal Control Module Memory Check Sum Error', 'خطأ في المجموع الاختباري لذاكرة وحدة التحكم', 'control-module', 'critical'],
  [code(602), 'Control Module Programming Error', 'خطأ في برمجة وحدة التحكم', 'control-module'],
  [code(603), 'Internal Control Module Keep Alive Memory (KAM) Error', 'خطأ في ذاكرة الإبقاء (KAM) داخل وحدة التحكم', 'control-module'],
  [code(604), 'Internal Control Module Random Access Memory (RAM) Error', 'خطأ في ذاكرة الوصول العشوائي (RAM) داخل وحدة التحكم', 'control-module', 'critical'],
  [code(605), 'Internal Control Module Read Only Memory (ROM) Error', 'خطأ في ذاكرة القراءة فقط (ROM) داخل وحدة التحكم', 'control-module', 'critical'],
  [code(606), 'Control Module Processor Fault', 'عطل في معالج وحدة التحكم', 'control-module', 'critical'],
  [code(607), 'Control Module Performance', 'ضعف أداء وحدة التحكم', 'control-module'],
  [code(615), 'Starter Relay Circuit', 'دائرة مرحّل بادئ التشغيل', 'starter'],
  [code(620), 'Generator Control Circuit Malfunction', 'عطل في دائرة التحكم بالمولد (الدينمو)', 'charging'],
  [code(621), 'Generator Lamp "L" Control Circuit Malfunction', 'عطل في دائرة لمبة الشحن "L"', 'charging'],
  [code(622), 'Generator Field "F" Control Circuit Malfunction', 'عطل في دائرة ملف المجال "F" للمولد', 'charging'],
  [code(627), 'Fuel Pump Control Circuit/Open', 'دائرة التحكم بمضخة الوقود مفتوحة أو معطلة', 'fuel-pressure'],
  [code(630), 'VIN Not Programmed or Mismatch - ECM/PCM', 'رقم الهيكل غير مبرمج أو غير مطابق في وحدة التحكم بالمحرك', 'control-module', 'info'],
  [code(641), 'Sensor Reference Voltage A Circuit/Open', 'دائرة جهد مرجع الحساسات A مفتوحة أو معطلة', 'control-module'],
  [code(650), 'Malfunction Indicator Lamp (MIL) Control Circuit Malfunction', 'عطل في دائرة لمبة فحص المحرك (MIL)', 'warning-lamp'],
); // prettier-ignore

// P0700–P0799: transmission.
rows.push(
  [code(700), 'Transmission Control System Malfunction', 'عطل في نظام التحكم بناقل الحركة', 'transmission'],
  [code(705), 'Transmission Range Sensor Circuit Malfunction (PRNDL Input)', 'عطل في دائرة حساس نطاق ناقل الحركة (PRNDL)', 'transmission'],
  [code(706), 'Transmission Range Sensor Circuit Range/Performance', 'دائرة حساس نطاق ناقل الحركة: خارج المدى أو ضعف الأداء', 'transmission'],
  [code(710), 'Transmission Fluid Temperature Sensor Circuit Malfunction', 'عطل في دائرة حساس حرارة زيت ناقل الحركة', 'transmission'],
  [code(711), 'Transmission Fluid Temperature Sensor Circuit Range/Performance', 'دائرة حساس حرارة زيت ناقل الحركة: خارج المدى أو ضعف الأداء', 'transmission'],
  [code(712), 'Transmission Fluid Temperature Sensor Circuit Low Input', 'إشارة منخفضة في دائرة حساس حرارة زيت ناقل الحركة', 'transmission'],
  [code(713), 'Transmission Fluid Temperature Sensor Circuit High Input', 'إشارة مرتفعة في دائرة حساس حرارة زيت ناقل الحركة', 'transmission'],
  [code(715), 'Input/Turbine Speed Sensor Circuit Malfunction', 'عطل في دائرة حساس سرعة الدخل/التوربين', 'speed-sensor'],
  [code(716), 'Input/Turbine Speed Sensor Circuit Range/Performance', 'دائرة حساس سرعة الدخل/التوربين: خارج المدى أو ضعف الأداء', 'speed-sensor'],
  [code(717), 'Input/Turbine Speed Sensor Circuit No Signal', 'لا إشارة من حساس سرعة الدخل/التوربين', 'speed-sensor'],
  [code(720), 'Output Speed Sensor Circuit Malfunction', 'عطل في دائرة حساس سرعة الخرج', 'speed-sensor'],
  [code(725), 'Engine Speed Input Circuit Malfunction', 'عطل في دائرة إشارة سرعة المحرك', 'speed-sensor'],
  [code(730), 'Incorrect Gear Ratio', 'نسبة ترس غير صحيحة', 'transmission'],
  [code(731), 'Gear 1 Incorrect Ratio', 'نسبة غير صحيحة في الترس الأول', 'transmission'],
  [code(732), 'Gear 2 Incorrect Ratio', 'نسبة غير صحيحة في الترس الثاني', 'transmission'],
  [code(733), 'Gear 3 Incorrect Ratio', 'نسبة غير صحيحة في الترس الثالث', 'transmission'],
  [code(734), 'Gear 4 Incorrect Ratio', 'نسبة غير صحيحة في الترس الرابع', 'transmission'],
  [code(735), 'Gear 5 Incorrect Ratio', 'نسبة غير صحيحة في الترس الخامس', 'transmission'],
  [code(736), 'Reverse Incorrect Ratio', 'نسبة غير صحيحة في ترس الرجوع', 'transmission'],
  [code(740), 'Torque Converter Clutch Circuit Malfunction', 'عطل في دائرة قابض محول العزم', 'transmission'],
  [code(741), 'Torque Converter Clutch Circuit Performance or Stuck Off', 'قابض محول العزم: ضعف الأداء أو عالق مفصولًا', 'transmission'],
  [code(742), 'Torque Converter Clutch Circuit Stuck On', 'قابض محول العزم عالق موصولًا', 'transmission'],
  [code(743), 'Torque Converter Clutch Circuit Electrical', 'عطل كهربائي في دائرة قابض محول العزم', 'transmission'],
  [code(748), 'Pressure Control Solenoid Electrical', 'عطل كهربائي في ملف التحكم بالضغط', 'transmission'],
); // prettier-ignore
'ABCDE'.split('').forEach((solenoid, i) => {
  // P0750, P0755, P0760 …: the codes read as decimal numbers.
  const base = 750 + i * 5;
  const at = (offset: number) => `P0${base + offset}`;
  rows.push([at(0), `Shift Solenoid ${solenoid} Malfunction`, `عطل في ملف التعشيق ${solenoid}`, 'transmission']); // prettier-ignore
  if (i < 2) {
    rows.push(
      [at(1), `Shift Solenoid ${solenoid} Performance or Stuck Off`, `ملف التعشيق ${solenoid}: ضعف الأداء أو عالق مفصولًا`, 'transmission'],
      [at(2), `Shift Solenoid ${solenoid} Stuck On`, `ملف التعشيق ${solenoid} عالق موصولًا`, 'transmission'],
      [at(3), `Shift Solenoid ${solenoid} Electrical`, `عطل كهربائي في ملف التعشيق ${solenoid}`, 'transmission'],
    ); // prettier-ignore
  }
});
rows.push([code(780), 'Shift Malfunction', 'عطل في تبديل السرعات', 'transmission']);

// P2xxx: the best-known generic codes.
rows.push(
  [code(2002), 'Diesel Particulate Filter Efficiency Below Threshold (Bank 1)', 'كفاءة فلتر الجسيمات (DPF) أقل من الحد (الصف 1)', 'particulate-filter'],
  [code(2004), 'Intake Manifold Runner Control Stuck Open (Bank 1)', 'التحكم بمجاري مشعب السحب عالق مفتوحًا (الصف 1)', 'intake-runner'],
  [code(2006), 'Intake Manifold Runner Control Stuck Closed (Bank 1)', 'التحكم بمجاري مشعب السحب عالق مغلقًا (الصف 1)', 'intake-runner'],
  [code(2015), 'Intake Manifold Runner Position Sensor/Switch Circuit Range/Performance (Bank 1)', 'دائرة حساس موضع مجاري مشعب السحب: خارج المدى أو ضعف الأداء (الصف 1)', 'intake-runner'],
  [code(2096), 'Post Catalyst Fuel Trim System Too Lean (Bank 1)', 'تصحيح الوقود بعد المحول الحفاز: خليط فقير جدًا (الصف 1)', 'fuel-mixture'],
  [code(2097), 'Post Catalyst Fuel Trim System Too Rich (Bank 1)', 'تصحيح الوقود بعد المحول الحفاز: خليط غني جدًا (الصف 1)', 'fuel-mixture'],
  [code(2098), 'Post Catalyst Fuel Trim System Too Lean (Bank 2)', 'تصحيح الوقود بعد المحول الحفاز: خليط فقير جدًا (الصف 2)', 'fuel-mixture'],
  [code(2099), 'Post Catalyst Fuel Trim System Too Rich (Bank 2)', 'تصحيح الوقود بعد المحول الحفاز: خليط غني جدًا (الصف 2)', 'fuel-mixture'],
  [code(2101), 'Throttle Actuator Control Motor Circuit Range/Performance', 'دائرة محرك مشغّل الخانق: خارج المدى أو ضعف الأداء', 'throttle'],
  [code(2111), 'Throttle Actuator Control System - Stuck Open', 'نظام مشغّل الخانق عالق مفتوحًا', 'throttle', 'critical'],
  [code(2112), 'Throttle Actuator Control System - Stuck Closed', 'نظام مشغّل الخانق عالق مغلقًا', 'throttle', 'critical'],
  [code(2122), 'Throttle/Pedal Position Sensor/Switch D Circuit Low Input', 'إشارة منخفضة في دائرة حساس موضع الدواسة D', 'throttle'],
  [code(2123), 'Throttle/Pedal Position Sensor/Switch D Circuit High Input', 'إشارة مرتفعة في دائرة حساس موضع الدواسة D', 'throttle'],
  [code(2127), 'Throttle/Pedal Position Sensor/Switch E Circuit Low Input', 'إشارة منخفضة في دائرة حساس موضع الدواسة E', 'throttle'],
  [code(2128), 'Throttle/Pedal Position Sensor/Switch E Circuit High Input', 'إشارة مرتفعة في دائرة حساس موضع الدواسة E', 'throttle'],
  [code(2135), 'Throttle/Pedal Position Sensor/Switch A/B Voltage Correlation', 'عدم تطابق جهدي حساسي موضع الخانق/الدواسة A وB', 'throttle', 'critical'],
  [code(2138), 'Throttle/Pedal Position Sensor/Switch D/E Voltage Correlation', 'عدم تطابق جهدي حساسي موضع الدواسة D وE', 'throttle', 'critical'],
  [code(2176), 'Throttle Actuator Control System - Idle Position Not Learned', 'لم يتم تعلّم موضع التباطؤ لنظام مشغّل الخانق', 'throttle', 'info'],
  [code(2181), 'Cooling System Performance', 'ضعف أداء نظام التبريد', 'thermostat'],
  [code(2187), 'System Too Lean at Idle (Bank 1)', 'خليط الوقود فقير جدًا عند التباطؤ (الصف 1)', 'fuel-mixture'],
  [code(2188), 'System Too Rich at Idle (Bank 1)', 'خليط الوقود غني جدًا عند التباطؤ (الصف 1)', 'fuel-mixture'],
  [code(2195), 'O2 Sensor Signal Stuck Lean (Bank 1 Sensor 1)', 'إشارة حساس الأكسجين عالقة على خليط فقير (الصف 1، الحساس 1)', 'oxygen-sensor'],
  [code(2196), 'O2 Sensor Signal Stuck Rich (Bank 1 Sensor 1)', 'إشارة حساس الأكسجين عالقة على خليط غني (الصف 1، الحساس 1)', 'oxygen-sensor'],
  [code(2237), 'O2 Sensor Positive Current Control Circuit/Open (Bank 1 Sensor 1)', 'دائرة التحكم بالتيار الموجب لحساس الأكسجين مفتوحة (الصف 1، الحساس 1)', 'oxygen-sensor'],
  [code(2261), 'Turbo/Supercharger Bypass Valve - Mechanical', 'عطل ميكانيكي في صمام تجاوز الشاحن التوربيني/الفائق', 'boost'],
  [code(2263), 'Turbo/Supercharger Boost System Performance', 'ضعف أداء نظام ضغط الشحن', 'boost'],
  [code(2270), 'O2 Sensor Signal Stuck Lean (Bank 1 Sensor 2)', 'إشارة حساس الأكسجين عالقة على خليط فقير (الصف 1، الحساس 2)', 'oxygen-sensor'],
  [code(2271), 'O2 Sensor Signal Stuck Rich (Bank 1 Sensor 2)', 'إشارة حساس الأكسجين عالقة على خليط غني (الصف 1، الحساس 2)', 'oxygen-sensor'],
  [code(2279), 'Intake Air System Leak', 'تسرب في نظام هواء السحب', 'fuel-mixture'],
  ['P242F', 'Diesel Particulate Filter Restriction - Ash Accumulation', 'انسداد فلتر الجسيمات بتراكم الرماد', 'particulate-filter'],
  [code(2463), 'Diesel Particulate Filter Restriction - Soot Accumulation', 'انسداد فلتر الجسيمات بتراكم السخام', 'particulate-filter'],
  ['P2A00', 'O2 Sensor Circuit Range/Performance (Bank 1 Sensor 1)', 'دائرة حساس الأكسجين: خارج المدى أو ضعف الأداء (الصف 1، الحساس 1)', 'oxygen-sensor'],
  [code(2610), 'ECM/PCM Internal Engine Off Timer Performance', 'ضعف أداء مؤقت إيقاف المحرك الداخلي في وحدة التحكم', 'control-module', 'info'],
); // prettier-ignore

// U0xxx: network communication.
rows.push(
  ['U0001', 'High Speed CAN Communication Bus', 'عطل في ناقل اتصال CAN عالي السرعة', 'network'],
  ['U0073', 'Control Module Communication Bus Off', 'ناقل اتصال وحدة التحكم متوقف', 'network'],
  ['U0401', 'Invalid Data Received From ECM/PCM A', 'بيانات غير صالحة مستلمة من وحدة التحكم بالمحرك A', 'network'],
  ['U0415', 'Invalid Data Received From Anti-Lock Brake System (ABS) Control Module', 'بيانات غير صالحة مستلمة من وحدة الفرامل المانعة للانغلاق (ABS)', 'network'],
); // prettier-ignore
const lostCommunication: [string, string, string, DtcSeverity?][] = [
  ['U0100', 'ECM/PCM "A"', 'وحدة التحكم بالمحرك "A" (ECM/PCM)', 'critical'],
  ['U0101', 'TCM', 'وحدة التحكم بناقل الحركة (TCM)'],
  ['U0102', 'Transfer Case Control Module', 'وحدة التحكم بصندوق التروس التحويلي'],
  ['U0103', 'Gear Shift Module', 'وحدة ذراع تبديل السرعات'],
  ['U0104', 'Cruise Control Module', 'وحدة مثبت السرعة', 'info'],
  ['U0107', 'Throttle Actuator Control Module', 'وحدة التحكم بمشغّل الخانق', 'critical'],
  ['U0121', 'Anti-Lock Brake System (ABS) Control Module', 'وحدة الفرامل المانعة للانغلاق (ABS)'],
  ['U0122', 'Vehicle Dynamics Control Module', 'وحدة التحكم بثبات المركبة'],
  ['U0126', 'Steering Angle Sensor Module', 'وحدة حساس زاوية التوجيه'],
  ['U0131', 'Power Steering Control Module', 'وحدة التحكم بالتوجيه المعزز'],
  ['U0140', 'Body Control Module', 'وحدة التحكم بالهيكل (BCM)'],
  ['U0141', 'Body Control Module "A"', 'وحدة التحكم بالهيكل "A"'],
  ['U0151', 'Restraints Control Module', 'وحدة التحكم بالوسائد الهوائية وأنظمة الحماية'],
  ['U0155', 'Instrument Panel Cluster (IPC) Control Module', 'لوحة العدادات (IPC)'],
  ['U0164', 'HVAC Control Module', 'وحدة التحكم بالتكييف والتدفئة (HVAC)'],
  ['U0168', 'Vehicle Security Control Module', 'وحدة أمان المركبة', 'info'],
  ['U0184', 'Radio', 'الراديو', 'info'],
];
for (const [c, en, ar, severity] of lostCommunication) {
  rows.push([c, `Lost Communication With ${en}`, `فقدان الاتصال مع ${ar}`, 'network', severity]);
}

export interface DtcTableEntry {
  system: DtcSystem;
  severity: DtcSeverity;
}

function build() {
  const en: Record<string, string> = {};
  const ar: Record<string, string> = {};
  const entries: Record<string, DtcTableEntry> = {};
  for (const [c, english, arabic, system, severity] of rows) {
    if (c in entries) throw new Error(`duplicate trouble code ${c}`);
    en[c] = english;
    ar[c] = arabic;
    entries[c] = { system, severity: severity ?? DTC_SYSTEMS[system].severity };
  }
  return { en, ar, entries };
}

const built = build();

/** English descriptions by code. */
export const DTC_DESCRIPTIONS_EN: Readonly<Record<string, string>> = built.en;
/** Arabic descriptions by code. */
export const DTC_DESCRIPTIONS_AR: Readonly<Record<string, string>> = built.ar;
/** System and severity by code. */
export const DTC_ENTRIES: Readonly<Record<string, DtcTableEntry>> = built.entries;
