import type { OutcomeWorld } from './outcome-set-types.js';

/**
 * The family the outcome-checked held-out set refers to (`outcome-set-dev.ts`,
 * `outcome-set-test.ts`). Every case starts from a fresh copy of this world.
 *
 * The Al-Mutairi family (آل المطيري), Riyadh. The family types in both languages, so stored
 * names and titles are in one script or the other (Faisal set up the account in English,
 * Huda adds most things in Arabic). Every task is pending.
 *
 * TODAY is SATURDAY 14 November 2026 (4 Jumada al-Akhirah 1448 AH, Umm al-Qura), time zone
 * Asia/Riyadh. Dates in the cases resolve as follows:
 *   today / tonight / this evening / اليوم / الليلة / النهارده / هلق ........ 2026-11-14 (Sat)
 *   tomorrow / tmrw / بكرة / بكره / بكرا / غداً ............................. 2026-11-15 (Sun)
 *   day after tomorrow / بعد بكرة ......................................... 2026-11-16 (Mon)
 *   A bare weekday (or "this <day>", "next <day>", «الـ<day> الجاي») is its NEXT occurrence
 *   after today; today's own weekday means 7 days ahead. Because today is the last day of a
 *   Sunday-first week, "next <day>" and "<day> of next week" agree for every day used here:
 *     Sunday/الأحد 2026-11-15, Monday/الاثنين 11-16, Tuesday/الثلاثاء 11-17,
 *     Wednesday/الأربعاء (الأربع) 11-18, Thursday/الخميس 11-19, Friday/الجمعة 11-20,
 *     Saturday/السبت ("next Saturday", «السبت الجاي») 2026-11-21.
 *   (No case says "next Sunday": with a Monday-first week it could mean 11-22.)
 *   in 3 days / بعد ٣ أيام 2026-11-17; in a week / بعد أسبوع 2026-11-21; "the Friday after
 *   next" 2026-11-27.
 *   A day of the month alone ("the 28th", «يوم ٢٢») is in November 2026 when it is 15 or later,
 *   else in December 2026 ("the 1st" = 2026-12-01). Month names give the date in 2026.
 *   Hijri (Umm al-Qura): 15 Jumada al-Akhirah 1448 = 2026-11-25, 20 Jumada al-Akhirah =
 *   2026-11-30, 1 Rajab 1448 = 2026-12-10, 5 Rajab = 2026-12-14, 10 Rajab = 2026-12-19.
 *   "this month" / «هالشهر» = November 2026 (1-30 Nov). "the next 7 days" / «خلال أسبوع» =
 *   14-20 Nov (no maintenance item falls on the 21st, so the boundary does not matter).
 *   A move that gives only a time keeps the stored date; "by a day" = one day after the stored date.
 * Times are 24-hour in expectations: noon / «١٢ الظهر» = 12:00; "12am" / midnight / «١٢ بالليل»
 *   = 00:00; "at 9" with tonight / evening / «بالليل» / «المسا» = 21:00; «الصبح» = morning; where a bare hour is
 *   given for an afternoon item («حصة السباحة ... صارت الساعة ٦»), the afternoon reading is meant.
 *   A time given by a prayer («بعد المغرب», «بعد صلاة العصر», "after Isha") depends on a
 *   setting, so those cases (batch 3) check only the date; otherwise «الظهر» / «العصر» appear
 *   only after an explicit clock hour («١٢ الظهر», «٤ العصر» = 16:00), as part-of-day words.
 *
 * Confusable on purpose: two pick-ups ("Pick up the kids from school" / "Pick up Ziad from
 * football practice"), two calls ("Call the AC technician" / "Call the plumber"), two bills
 * («دفع فاتورة الماء» / «دفع فاتورة الكهرباء»), three water things («دفع فاتورة الماء» /
 * «تنظيف خزان الماء» / "Order drinking water"), two drop-offs («توصيل ريم للنادي» / «توصيل تالا للروضة»), two Camry
 * tasks ("Renew the Camry insurance" / «غسيل الكامري»), two appointments ("Dentist
 * appointment" / "Eye doctor appointment"), two visits («زيارة خالتي منيرة» / «زيارة عمي سعد»),
 * and a document with no matching task ("Huda's passport").
 *
 * Today (Sat 14): tasks Put the bins out (21:00), Pick up Ziad from football practice (18:00),
 *   Feed the cat, Vacuum the majlis, شراء الخبز, جلب الدواء من الصيدلية; event Dinner at Abu
 *   Khalid's (20:00); maintenance رش المبيدات.
 * Tomorrow (Sun 15): tasks Pick up the kids from school (13:30), Order drinking water,
 *   توصيل ريم للنادي (17:00), توصيل تالا للروضة (06:45), سقي النخل, ترتيب غرفة الألعاب;
 *   events زيارة خالتي منيرة (19:30), حصة السباحة لزياد (17:00); maintenance صيانة المسبح.
 * Documents expiring this month: Huda's passport (29th), إقامة غريس (22nd), Camry insurance
 *   (30th), استمارة اليارس (27th). Not this month: Patrol registration (Dec), جواز فيصل (2027),
 *   رخصة قيادة أنور (2027), Fridge warranty (2027).
 */
export const outcomeWorld: OutcomeWorld = {
  familyName: 'آل المطيري',
  today: '2026-11-14',
  timeZone: 'Asia/Riyadh',
  members: [
    { name: 'Faisal', role: 'admin', alias: 'فيصل', about: 'father; set up the account' },
    { name: 'هدى', role: 'parent', alias: 'Huda', about: 'mother' },
    { name: 'ريم', role: 'child', alias: 'Reem', about: 'daughter, 17' },
    { name: 'Ziad', role: 'child', alias: 'زياد', about: 'son, 12' },
    { name: 'تالا', role: 'child', alias: 'Tala', about: 'daughter, 6, in kindergarten' },
    { name: 'Grace', role: 'other', alias: 'غريس', about: 'housekeeper (also written جريس)' },
    { name: 'أنور', role: 'other', alias: 'Anwar', about: 'family driver' },
  ],
  tasks: [
    // English titles
    {
      title: 'Put the bins out',
      assignee: 'Ziad',
      dueDate: '2026-11-14',
      dueTime: '21:00',
      priority: 'low',
      status: 'pending',
      recurrence: 'weekly',
    },
    {
      title: 'Pick up the kids from school',
      assignee: 'أنور',
      dueDate: '2026-11-15',
      dueTime: '13:30',
      priority: 'high',
      status: 'pending',
      recurrence: 'weekly',
    },
    {
      title: 'Pick up Ziad from football practice',
      assignee: 'هدى',
      dueDate: '2026-11-14',
      dueTime: '18:00',
      priority: 'medium',
      status: 'pending',
    },
    { title: 'Call the AC technician', assignee: 'Faisal', priority: 'medium', status: 'pending' },
    { title: 'Call the plumber', dueDate: '2026-11-16', priority: 'medium', status: 'pending' },
    {
      title: 'Renew the Camry insurance',
      assignee: 'Faisal',
      dueDate: '2026-11-25',
      priority: 'high',
      status: 'pending',
      vehicle: 'Camry',
    },
    {
      title: 'Oil change for the Patrol',
      dueDate: '2026-11-21',
      priority: 'medium',
      status: 'pending',
      vehicle: 'Patrol',
    },
    {
      title: 'Feed the cat',
      assignee: 'ريم',
      dueDate: '2026-11-14',
      priority: 'low',
      status: 'pending',
      recurrence: 'daily',
    },
    {
      title: 'Return the library books',
      assignee: 'Ziad',
      dueDate: '2026-11-17',
      priority: 'low',
      status: 'pending',
    },
    {
      title: 'Vacuum the majlis',
      assignee: 'Grace',
      dueDate: '2026-11-14',
      priority: 'medium',
      status: 'pending',
    },
    {
      title: 'Buy a birthday present for Tala',
      assignee: 'ريم',
      dueDate: '2026-11-19',
      priority: 'medium',
      status: 'pending',
    },
    {
      title: 'Order drinking water',
      assignee: 'Grace',
      dueDate: '2026-11-15',
      priority: 'medium',
      status: 'pending',
    },
    // Arabic titles
    {
      title: 'دفع فاتورة الماء',
      assignee: 'هدى',
      dueDate: '2026-11-16',
      priority: 'medium',
      status: 'pending',
    },
    {
      title: 'دفع فاتورة الكهرباء',
      assignee: 'Faisal',
      dueDate: '2026-11-19',
      priority: 'high',
      status: 'pending',
    },
    {
      title: 'توصيل ريم للنادي',
      assignee: 'أنور',
      dueDate: '2026-11-15',
      dueTime: '17:00',
      priority: 'medium',
      status: 'pending',
    },
    {
      title: 'توصيل تالا للروضة',
      assignee: 'أنور',
      dueDate: '2026-11-15',
      dueTime: '06:45',
      priority: 'high',
      status: 'pending',
      recurrence: 'weekly',
    },
    { title: 'شراء الخبز', dueDate: '2026-11-14', priority: 'low', status: 'pending' },
    {
      title: 'جلب الدواء من الصيدلية',
      assignee: 'ريم',
      dueDate: '2026-11-14',
      priority: 'high',
      status: 'pending',
    },
    {
      title: 'غسيل الكامري',
      assignee: 'أنور',
      dueDate: '2026-11-16',
      priority: 'low',
      status: 'pending',
      vehicle: 'Camry',
    },
    {
      title: 'تجديد استمارة اليارس',
      assignee: 'هدى',
      dueDate: '2026-11-26',
      priority: 'high',
      status: 'pending',
      vehicle: 'Yaris',
    },
    {
      title: 'سقي النخل',
      assignee: 'Grace',
      dueDate: '2026-11-15',
      priority: 'low',
      status: 'pending',
      recurrence: 'weekly',
    },
    {
      title: 'ترتيب غرفة الألعاب',
      assignee: 'Ziad',
      dueDate: '2026-11-15',
      priority: 'low',
      status: 'pending',
    },
    {
      title: 'تنظيف خزان الماء',
      assignee: 'Faisal',
      dueDate: '2026-11-28',
      priority: 'medium',
      status: 'pending',
    },
    {
      title: 'تجهيز شنطة الرحلة لزياد',
      assignee: 'هدى',
      dueDate: '2026-11-18',
      priority: 'medium',
      status: 'pending',
    },
  ],
  events: [
    {
      title: 'Dentist appointment',
      date: '2026-11-16',
      start: '16:00',
      end: '16:45',
      attendees: ['تالا', 'هدى'],
    },
    {
      title: 'Eye doctor appointment',
      date: '2026-11-18',
      start: '10:30',
      end: '11:15',
      attendees: ['Faisal'],
    },
    {
      title: "Ziad's football match",
      date: '2026-11-19',
      start: '17:00',
      end: '18:30',
      attendees: ['Ziad', 'Faisal'],
    },
    {
      title: 'Parent-teacher meeting',
      date: '2026-11-17',
      start: '12:00',
      end: '13:00',
      attendees: ['هدى'],
    },
    {
      title: "Dinner at Abu Khalid's",
      date: '2026-11-14',
      start: '20:00',
      end: '22:30',
      attendees: [],
    },
    {
      title: 'زيارة خالتي منيرة',
      date: '2026-11-15',
      start: '19:30',
      end: '21:00',
      attendees: ['هدى', 'ريم', 'تالا'],
    },
    {
      title: 'زيارة عمي سعد',
      date: '2026-11-20',
      start: '16:00',
      end: '18:00',
      attendees: ['Faisal', 'Ziad'],
    },
    {
      title: 'حصة السباحة لزياد',
      date: '2026-11-15',
      start: '17:00',
      end: '18:00',
      attendees: ['Ziad'],
    },
    {
      title: 'حفل المدرسة لتالا',
      date: '2026-11-24',
      start: '09:00',
      end: '11:00',
      attendees: ['تالا', 'هدى'],
    },
  ],
  vehicles: [
    { name: 'Camry', make: 'Toyota', model: 'Camry', year: 2022, licensePlate: 'RJD 4821' },
    { name: 'Patrol', make: 'Nissan', model: 'Patrol', year: 2019, licensePlate: 'KSA 7703' },
    { name: 'Yaris', make: 'Toyota', model: 'Yaris', year: 2021, licensePlate: 'HBT 1590' },
  ],
  documents: [
    { title: "Huda's passport", documentType: 'other', expiryDate: '2026-11-29' },
    { title: 'إقامة غريس', documentType: 'other', expiryDate: '2026-11-22' },
    { title: 'Camry insurance', documentType: 'insurance', expiryDate: '2026-11-30' },
    { title: 'استمارة اليارس', documentType: 'registration', expiryDate: '2026-11-27' },
    { title: 'Patrol registration', documentType: 'registration', expiryDate: '2026-12-12' },
    { title: 'جواز فيصل', documentType: 'other', expiryDate: '2027-03-10' },
    { title: 'رخصة قيادة أنور', documentType: 'other', expiryDate: '2027-01-05' },
    { title: 'Fridge warranty', documentType: 'warranty', expiryDate: '2027-06-01' },
  ],
  maintenance: [
    { title: 'AC filter cleaning', category: 'hvac', nextMaintenanceDate: '2026-11-20' },
    { title: 'صيانة المسبح', category: 'exterior', nextMaintenanceDate: '2026-11-15' },
    { title: 'Water heater inspection', category: 'plumbing', nextMaintenanceDate: '2026-12-05' },
    { title: 'رش المبيدات', category: 'general', nextMaintenanceDate: '2026-11-14' },
    { title: 'فحص طفايات الحريق', category: 'safety', nextMaintenanceDate: '2027-01-10' },
  ],
};
