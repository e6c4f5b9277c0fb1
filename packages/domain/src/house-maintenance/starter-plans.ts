import type { MaintenanceCategory, MaintenancePriority } from './maintenance-schema.js';

/**
 * Common house maintenance a family can start from when adding an item: the name, where it
 * usually is and how often it is usually done. Frequencies follow common manufacturer and
 * civil-defence advice; the family can change any of them.
 */
export interface StarterPlan {
  key: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  frequencyMonths: number;
  /** Typical time the job takes, in minutes. */
  durationMinutes: number;
  name: { ar: string; en: string };
  location: { ar: string; en: string };
  description: { ar: string; en: string };
}

export const starterPlans: readonly StarterPlan[] = [
  {
    key: 'ac_filter',
    category: 'hvac',
    priority: 'high',
    frequencyMonths: 3,
    durationMinutes: 30,
    name: { ar: 'تنظيف أو تغيير فلتر المكيف', en: 'Clean or replace AC filter' },
    location: { ar: 'المكيفات', en: 'Air conditioners' },
    description: {
      ar: 'الفلتر المسدود يرفع استهلاك الكهرباء ويضعف التبريد.',
      en: 'A clogged filter raises power use and weakens cooling.',
    },
  },
  {
    key: 'ac_service',
    category: 'hvac',
    priority: 'high',
    frequencyMonths: 12,
    durationMinutes: 120,
    name: { ar: 'صيانة المكيفات قبل الصيف', en: 'Air conditioner service before summer' },
    location: { ar: 'المكيفات', en: 'Air conditioners' },
    description: {
      ar: 'فحص الغاز وتنظيف الوحدة الخارجية ومجرى التصريف.',
      en: 'Check refrigerant, clean the outdoor unit and the drain line.',
    },
  },
  {
    key: 'water_heater_flush',
    category: 'plumbing',
    priority: 'medium',
    frequencyMonths: 12,
    durationMinutes: 60,
    name: { ar: 'تصريف وتنظيف سخان الماء', en: 'Flush the water heater' },
    location: { ar: 'السخان', en: 'Water heater' },
    description: {
      ar: 'إزالة الترسبات تطيل عمر السخان وتوفر الطاقة.',
      en: 'Removing sediment extends its life and saves energy.',
    },
  },
  {
    key: 'water_tank_clean',
    category: 'plumbing',
    priority: 'high',
    frequencyMonths: 6,
    durationMinutes: 180,
    name: { ar: 'تنظيف وتعقيم خزان الماء', en: 'Clean and disinfect the water tank' },
    location: { ar: 'السطح', en: 'Roof' },
    description: {
      ar: 'يحافظ على نظافة مياه الشرب ويمنع الرواسب.',
      en: 'Keeps drinking water clean and prevents sediment.',
    },
  },
  {
    key: 'water_filter',
    category: 'plumbing',
    priority: 'medium',
    frequencyMonths: 6,
    durationMinutes: 20,
    name: { ar: 'تغيير شمعات فلتر الماء', en: 'Replace water filter cartridges' },
    location: { ar: 'المطبخ', en: 'Kitchen' },
    description: {
      ar: 'الشمعات القديمة تفقد قدرتها على التنقية.',
      en: 'Old cartridges stop filtering.',
    },
  },
  {
    key: 'smoke_alarm_test',
    category: 'safety',
    priority: 'critical',
    frequencyMonths: 6,
    durationMinutes: 15,
    name: { ar: 'اختبار أجهزة إنذار الدخان', en: 'Test smoke alarms' },
    location: { ar: 'الممرات والغرف', en: 'Hallways and bedrooms' },
    description: {
      ar: 'اضغط زر الاختبار وغيّر البطارية إن ضعفت.',
      en: 'Press the test button and change the battery if it is weak.',
    },
  },
  {
    key: 'fire_extinguisher',
    category: 'safety',
    priority: 'high',
    frequencyMonths: 12,
    durationMinutes: 10,
    name: { ar: 'فحص طفاية الحريق', en: 'Check the fire extinguisher' },
    location: { ar: 'المطبخ', en: 'Kitchen' },
    description: {
      ar: 'تأكد أن المؤشر في المنطقة الخضراء وأن تاريخها ساري.',
      en: 'Make sure the gauge is in the green and it is in date.',
    },
  },
  {
    key: 'gas_line_check',
    category: 'safety',
    priority: 'critical',
    frequencyMonths: 12,
    durationMinutes: 30,
    name: { ar: 'فحص خراطيم ووصلات الغاز', en: 'Inspect gas hoses and fittings' },
    location: { ar: 'المطبخ', en: 'Kitchen' },
    description: {
      ar: 'ابحث عن التشققات وجرّب الوصلات بماء الصابون.',
      en: 'Look for cracks and test joints with soapy water.',
    },
  },
  {
    key: 'electrical_panel',
    category: 'electrical',
    priority: 'high',
    frequencyMonths: 24,
    durationMinutes: 60,
    name: { ar: 'فحص لوحة الكهرباء والقواطع', en: 'Inspect the electrical panel and breakers' },
    location: { ar: 'غرفة الكهرباء', en: 'Electrical room' },
    description: {
      ar: 'اختبار قاطع التسرب الأرضي وشد الوصلات بواسطة فني.',
      en: 'Test the earth-leakage breaker and tighten connections, by an electrician.',
    },
  },
  {
    key: 'fridge_coils',
    category: 'appliances',
    priority: 'low',
    frequencyMonths: 6,
    durationMinutes: 30,
    name: { ar: 'تنظيف ملفات الثلاجة الخلفية', en: 'Clean refrigerator coils' },
    location: { ar: 'المطبخ', en: 'Kitchen' },
    description: {
      ar: 'الغبار على الملفات يجعل الضاغط يعمل أكثر.',
      en: 'Dust on the coils makes the compressor work harder.',
    },
  },
  {
    key: 'washer_clean',
    category: 'appliances',
    priority: 'low',
    frequencyMonths: 1,
    durationMinutes: 90,
    name: { ar: 'دورة تنظيف الغسالة', en: 'Run a washing machine cleaning cycle' },
    location: { ar: 'غرفة الغسيل', en: 'Laundry room' },
    description: {
      ar: 'تمنع الروائح وتراكم الترسبات.',
      en: 'Prevents smells and build-up.',
    },
  },
  {
    key: 'dryer_vent',
    category: 'appliances',
    priority: 'high',
    frequencyMonths: 12,
    durationMinutes: 45,
    name: { ar: 'تنظيف مجرى هواء النشافة', en: 'Clean the dryer vent' },
    location: { ar: 'غرفة الغسيل', en: 'Laundry room' },
    description: {
      ar: 'الوبر المتراكم من أسباب الحرائق المنزلية.',
      en: 'Lint build-up is a common cause of house fires.',
    },
  },
  {
    key: 'kitchen_hood',
    category: 'appliances',
    priority: 'medium',
    frequencyMonths: 3,
    durationMinutes: 30,
    name: { ar: 'تنظيف فلتر شفاط المطبخ', en: 'Clean the kitchen hood filter' },
    location: { ar: 'المطبخ', en: 'Kitchen' },
    description: {
      ar: 'الدهون المتراكمة تضعف الشفط وقد تشتعل.',
      en: 'Grease build-up weakens suction and can catch fire.',
    },
  },
  {
    key: 'drains',
    category: 'plumbing',
    priority: 'low',
    frequencyMonths: 3,
    durationMinutes: 30,
    name: { ar: 'تنظيف المصارف والبالوعات', en: 'Clear sinks and floor drains' },
    location: { ar: 'الحمامات والمطبخ', en: 'Bathrooms and kitchen' },
    description: {
      ar: 'يمنع الانسداد والروائح.',
      en: 'Prevents blockages and smells.',
    },
  },
  {
    key: 'roof_waterproofing',
    category: 'exterior',
    priority: 'high',
    frequencyMonths: 24,
    durationMinutes: 240,
    name: { ar: 'فحص عزل السطح قبل الشتاء', en: 'Check roof waterproofing before winter' },
    location: { ar: 'السطح', en: 'Roof' },
    description: {
      ar: 'ابحث عن التشققات وانسداد مصارف المطر.',
      en: 'Look for cracks and blocked rain drains.',
    },
  },
  {
    key: 'gutters',
    category: 'exterior',
    priority: 'medium',
    frequencyMonths: 6,
    durationMinutes: 120,
    name: { ar: 'تنظيف مزاريب المطر', en: 'Clean the gutters' },
    location: { ar: 'السطح', en: 'Roof' },
    description: {
      ar: 'المزاريب المسدودة تسبب تسرب الماء إلى الجدران.',
      en: 'Blocked gutters let water into the walls.',
    },
  },
  {
    key: 'pest_control',
    category: 'general',
    priority: 'medium',
    frequencyMonths: 6,
    durationMinutes: 90,
    name: { ar: 'رش المبيدات ومكافحة الحشرات', en: 'Pest control treatment' },
    location: { ar: 'المنزل كاملاً', en: 'Whole house' },
    description: {
      ar: 'رش وقائي حول المنزل وفي المطبخ.',
      en: 'Preventive treatment around the house and kitchen.',
    },
  },
  {
    key: 'door_locks',
    category: 'general',
    priority: 'low',
    frequencyMonths: 12,
    durationMinutes: 30,
    name: { ar: 'تزييت الأقفال والمفصلات', en: 'Lubricate locks and hinges' },
    location: { ar: 'الأبواب', en: 'Doors' },
    description: {
      ar: 'يمنع الصرير ويطيل عمر الأقفال.',
      en: 'Stops squeaks and extends lock life.',
    },
  },
  {
    key: 'irrigation',
    category: 'landscaping',
    priority: 'medium',
    frequencyMonths: 3,
    durationMinutes: 60,
    name: { ar: 'فحص شبكة الري بالتنقيط', en: 'Check the drip irrigation' },
    location: { ar: 'الحديقة', en: 'Garden' },
    description: {
      ar: 'تنظيف النقاطات المسدودة وإصلاح التسريبات.',
      en: 'Clear blocked drippers and fix leaks.',
    },
  },
  {
    key: 'tree_pruning',
    category: 'landscaping',
    priority: 'low',
    frequencyMonths: 12,
    durationMinutes: 180,
    name: { ar: 'تقليم الأشجار', en: 'Prune the trees' },
    location: { ar: 'الحديقة', en: 'Garden' },
    description: {
      ar: 'قبل موسم النمو، بعيداً عن أسلاك الكهرباء.',
      en: 'Before the growing season, clear of power lines.',
    },
  },
  {
    key: 'exterior_paint',
    category: 'exterior',
    priority: 'low',
    frequencyMonths: 60,
    durationMinutes: 2880,
    name: { ar: 'دهان الواجهات الخارجية', en: 'Repaint the exterior' },
    location: { ar: 'الواجهة', en: 'Facade' },
    description: {
      ar: 'يحمي الجدران من الشمس والرطوبة.',
      en: 'Protects the walls from sun and damp.',
    },
  },
];

export function starterPlan(key: string): StarterPlan | undefined {
  return starterPlans.find((plan) => plan.key === key);
}
