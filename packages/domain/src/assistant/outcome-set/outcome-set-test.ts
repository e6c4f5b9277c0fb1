import type { Expect, OutcomeCase } from './outcome-set-types.js';

/**
 * Outcome-checked held-out set for the assistant, TEST half (the final measure: do not tune on
 * it). Written together with `outcome-set-dev.ts`, case by case, from the same distribution, by
 * someone who has not seen the assistant's implementation, and never edited to fit an engine's
 * answers: a miss is a fact about the engine.
 *
 * World: `outcomeWorld` in `outcome-world.ts` — today is Saturday 2026-11-14 (Asia/Riyadh);
 * its header says how every date below was resolved. How values are compared: see the header
 * of `outcome-set-types.ts`.
 */

const en = (text: string, expect: Expect, note?: string): OutcomeCase => ({
  text,
  language: 'en',
  expect,
  ...(note === undefined ? {} : { note }),
});
const ar = (text: string, expect: Expect, note?: string): OutcomeCase => ({
  text,
  language: 'ar',
  expect,
  ...(note === undefined ? {} : { note }),
});

export const outcomeSetTest: OutcomeCase[] = [
  // ───────────── create a task (English) ─────────────
  en('remind me to take the cat to the vet on Thursday at 5pm', {
    kind: 'createTask',
    title: 'take the cat to the vet',
    date: '2026-11-19',
    time: '17:00',
  }),
  en("add a task to fix the Camry's scratched bumper tomorrow", {
    kind: 'createTask',
    title: "fix the Camry's scratched bumper",
    date: '2026-11-15',
    vehicle: 'Camry',
  }),
  en(
    "Huda needs to sign Ziad's permission slip by Monday",
    {
      kind: 'createTask',
      title: "sign Ziad's permission slip",
      assignee: 'هدى',
      date: '2026-11-16',
    },
    'a statement that acts; Huda is stored as هدى',
  ),
  en("put 'defrost the freezer' on Grace's list for Wednesday", {
    kind: 'createTask',
    title: 'defrost the freezer',
    assignee: 'Grace',
    date: '2026-11-18',
  }),
  en('ASAP: call the landlord about the water leak', {
    kind: 'createTask',
    title: 'call the landlord about the water leak',
    priority: 'high',
  }),
  en(
    'remind me to buy Tala a new school bag in 3 days',
    { kind: 'createTask', title: 'buy Tala a new school bag', date: '2026-11-17' },
    'Tala is the object, not the assignee',
  ),
  en('new task for Reem: return the borrowed abaya to her cousin, Friday', {
    kind: 'createTask',
    title: 'return the borrowed abaya to her cousin',
    assignee: 'ريم',
    date: '2026-11-20',
  }),
  en('remind me tmrw at 8:15 am to drop off the rent cheque', {
    kind: 'createTask',
    title: 'drop off the rent cheque',
    date: '2026-11-15',
    time: '08:15',
  }),
  en('add a task to rotate the tyres on the Yaris on 2 December', {
    kind: 'createTask',
    title: 'rotate the tyres on the Yaris',
    date: '2026-12-02',
    vehicle: 'Yaris',
  }),
  en('Anwar has to take the Patrol for its inspection next Tuesday', {
    kind: 'createTask',
    title: 'take the Patrol for its inspection',
    assignee: 'أنور',
    date: '2026-11-17',
    vehicle: 'Patrol',
  }),
  en('low priority: sort out the old toys for donation', {
    kind: 'createTask',
    title: 'sort out the old toys for donation',
    priority: 'low',
  }),
  en(
    'remind me at 12 pm tomorrow to collect the passport photos',
    { kind: 'createTask', title: 'collect the passport photos', date: '2026-11-15', time: '12:00' },
    '12 pm = noon',
  ),
  en('add a task for Faisal to renew his driving licence', {
    kind: 'createTask',
    title: 'renew his driving licence',
    assignee: 'Faisal',
  }),
  en(
    'so yeah tomorrow I gotta remember to return the drill to the neighbours',
    { kind: 'createTask', title: 'return the drill to the neighbours', date: '2026-11-15' },
    'voice-like',
  ),
  en('task: buy dates for the guests, for Grace, tonight', {
    kind: 'createTask',
    title: 'buy dates for the guests',
    assignee: 'Grace',
    date: '2026-11-14',
  }),
  en('add fix the leaking tap in the guest bathroom to the list', {
    kind: 'createTask',
    title: 'fix the leaking tap in the guest bathroom',
  }),
  en('remind Ziad to pack his football boots on Wednesday night at 8', {
    kind: 'createTask',
    title: 'pack his football boots',
    assignee: 'Ziad',
    date: '2026-11-18',
    time: '20:00',
  }),
  en('add a reminder to order a birthday cake on the 26th', {
    kind: 'createTask',
    title: 'order a birthday cake',
    date: '2026-11-26',
  }),
  en('create a task: wash the Patrol this Friday, give it to Anwar', {
    kind: 'createTask',
    title: 'wash the Patrol',
    assignee: 'أنور',
    date: '2026-11-20',
    vehicle: 'Patrol',
  }),
  en('remind me to order the school books on Dec 1st at 9 in the morning', {
    kind: 'createTask',
    title: 'order the school books',
    date: '2026-12-01',
    time: '09:00',
  }),
  en(
    "high priority task for Huda to renew Grace's iqama by the 20th",
    {
      kind: 'createTask',
      title: "renew Grace's iqama",
      assignee: 'هدى',
      priority: 'high',
      date: '2026-11-20',
    },
    "Grace's is a possessive",
  ),
  en("add 'get the pool pump looked at' for the friday after next", {
    kind: 'createTask',
    title: 'get the pool pump looked at',
    date: '2026-11-27',
  }),
  en(
    'remind me at midnight to turn off the water pump',
    { kind: 'createTask', title: 'turn off the water pump', time: '00:00' },
    'midnight',
  ),

  // ───────────── create a task (Arabic) ─────────────
  ar(
    'ضيفي مهمة شراء خضار للأسبوع لغريس يوم الأحد',
    { kind: 'createTask', title: 'شراء خضار للأسبوع', assignee: 'Grace', date: '2026-11-15' },
    'غريس is stored as Grace',
  ),
  ar('ذكرني بعد بكرة الساعة ٩ الصبح أحجز موعد للكامري في الوكالة', {
    kind: 'createTask',
    title: 'أحجز موعد للكامري في الوكالة',
    date: '2026-11-16',
    time: '09:00',
    vehicle: 'Camry',
  }),
  ar('مهمة لزياد: تنظيف قفص العصافير بكرة', {
    kind: 'createTask',
    title: 'تنظيف قفص العصافير',
    assignee: 'Ziad',
    date: '2026-11-15',
  }),
  ar('ضيف مهمة طباعة البحث لريم الخميس ٧:٣٠ مساءً', {
    kind: 'createTask',
    title: 'طباعة البحث',
    assignee: 'ريم',
    date: '2026-11-19',
    time: '19:30',
  }),
  ar('ضروري: تصليح تسريب المطبخ', {
    kind: 'createTask',
    title: 'تصليح تسريب المطبخ',
    priority: 'high',
  }),
  ar(
    'ذكرني ١ رجب أدفع إيجار المستودع',
    { kind: 'createTask', title: 'أدفع إيجار المستودع', date: '2026-12-10' },
    'Hijri date; a reminder to pay is a task',
  ),
  ar('ضيف تغيير فلتر مكيف الصالة لأنور يوم الاثنين', {
    kind: 'createTask',
    title: 'تغيير فلتر مكيف الصالة',
    assignee: 'أنور',
    date: '2026-11-16',
  }),
  ar('حط مهمة فحص البطارية لليارس بكرا', {
    kind: 'createTask',
    title: 'فحص البطارية لليارس',
    date: '2026-11-15',
    vehicle: 'Yaris',
  }),
  ar(
    'فكّرني النهارده الساعة ٦ مساءً أكلم المدرس الخصوصي',
    { kind: 'createTask', title: 'أكلم المدرس الخصوصي', date: '2026-11-14', time: '18:00' },
    'Egyptian',
  ),
  ar(
    'اعمل تاسك لهدى: حجز الصالون يوم الأربع',
    { kind: 'createTask', title: 'حجز الصالون', assignee: 'هدى', date: '2026-11-18' },
    'Egyptian; الأربع = Wednesday',
  ),
  ar('مهمة بأولوية منخفضة: فرز ملابس الشتاء', {
    kind: 'createTask',
    title: 'فرز ملابس الشتاء',
    priority: 'low',
  }),
  ar(
    'ذكّرني الساعة ١٢ الظهر بكرة أتصل على المدرسة',
    { kind: 'createTask', title: 'أتصل على المدرسة', date: '2026-11-15', time: '12:00' },
    'noon',
  ),
  ar('أضف مهمة لفيصل تجديد رخصة القيادة بتاريخ ٣ ديسمبر', {
    kind: 'createTask',
    title: 'تجديد رخصة القيادة',
    assignee: 'Faisal',
    date: '2026-12-03',
  }),
  ar(
    'يعني بدي منك تضيفلي إنه لازم نجيب غاز للشوي يوم السبت',
    { kind: 'createTask', title: 'نجيب غاز للشوي', date: '2026-11-21' },
    'Levantine run-on; today is Saturday',
  ),
  ar(
    'سجل مهمة قص شعر زياد بعد أسبوع',
    { kind: 'createTask', title: 'قص شعر زياد', date: '2026-11-21' },
    'زياد is part of the title, not the assignee',
  ),
  ar('مهمة لأنور غسيل الباترول يوم الجمعة الساعة ٨ الصبح', {
    kind: 'createTask',
    title: 'غسيل الباترول',
    assignee: 'أنور',
    date: '2026-11-20',
    time: '08:00',
    vehicle: 'Patrol',
  }),
  ar(
    'ذكرني الساعة ١٢ بالليل أطلع اللحم من الفريزر',
    { kind: 'createTask', title: 'أطلع اللحم من الفريزر', time: '00:00' },
    'midnight',
  ),
  ar(
    'أضيفي مهمة إصلاح الإضاءة في الحوش لأنور بتاريخ ٢٠ جمادى الآخرة',
    { kind: 'createTask', title: 'إصلاح الإضاءة في الحوش', assignee: 'أنور', date: '2026-11-30' },
    'Hijri date',
  ),
  ar('مهمة: شراء قرطاسية المدرسة يوم الثلاثاء', {
    kind: 'createTask',
    title: 'شراء قرطاسية المدرسة',
    date: '2026-11-17',
  }),
  ar('ابغى تضيف مهمة دفع اشتراك النت لفيصل', {
    kind: 'createTask',
    title: 'دفع اشتراك النت',
    assignee: 'Faisal',
  }),
  ar(
    'خلّ ريم تسوي كيكة لعيد ميلاد تالا يوم الخميس',
    { kind: 'createTask', title: 'تسوي كيكة لعيد ميلاد تالا', assignee: 'ريم', date: '2026-11-19' },
    'no stored task matches, so this creates',
  ),
  ar(
    'ضيف مهمه تنظيف الشباك بكره',
    { kind: 'createTask', title: 'تنظيف الشباك', date: '2026-11-15' },
    'ه for ة',
  ),

  // ───────────── create an event (English) ─────────────
  en(
    "we've got a wedding on the 27th at 9pm",
    { kind: 'createEvent', title: 'wedding', date: '2026-11-27', time: '21:00' },
    'a statement that acts',
  ),
  en("add Tala's ballet recital Thursday 4:30pm to 6pm", {
    kind: 'createEvent',
    title: "Tala's ballet recital",
    date: '2026-11-19',
    time: '16:30',
    endTime: '18:00',
  }),
  en("add Faisal's work dinner on Tuesday at 8:30pm", {
    kind: 'createEvent',
    title: "Faisal's work dinner",
    date: '2026-11-17',
    time: '20:30',
  }),
  en('put a movie night in the calendar for tonight 9pm', {
    kind: 'createEvent',
    title: 'movie night',
    date: '2026-11-14',
    time: '21:00',
  }),
  en('create an event: Quran competition at the mosque, Wednesday 5pm', {
    kind: 'createEvent',
    title: 'Quran competition at the mosque',
    date: '2026-11-18',
    time: '17:00',
  }),
  en('add a meeting with the interior designer tomorrow from 11am to 12:30pm', {
    kind: 'createEvent',
    title: 'meeting with the interior designer',
    date: '2026-11-15',
    time: '11:00',
    endTime: '12:30',
  }),
  en('add a picnic in the park for Huda, Tala and Reem on Friday at 4pm', {
    kind: 'createEvent',
    title: 'picnic in the park',
    date: '2026-11-20',
    time: '16:00',
    attendees: ['هدى', 'تالا', 'ريم'],
  }),
  en("Reem's graduation photoshoot is on 5 Dec at 10am", {
    kind: 'createEvent',
    title: "Reem's graduation photoshoot",
    date: '2026-12-05',
    time: '10:00',
  }),
  en('calendar entry: cousins coming over, Sunday 7 to 10pm', {
    kind: 'createEvent',
    title: 'cousins coming over',
    date: '2026-11-15',
    time: '19:00',
    endTime: '22:00',
  }),
  en("add the school's sports day on the 23rd, 8am to 1pm", {
    kind: 'createEvent',
    title: "school's sports day",
    date: '2026-11-23',
    time: '08:00',
    endTime: '13:00',
  }),
  en("add a birthday party at Lulu's house for Tala, Friday 5 p.m.", {
    kind: 'createEvent',
    title: "birthday party at Lulu's house",
    date: '2026-11-20',
    time: '17:00',
    attendees: ['تالا'],
  }),
  en('add a dinner reservation at Al Nakheel restaurant Thursday 9pm', {
    kind: 'createEvent',
    title: 'dinner reservation at Al Nakheel restaurant',
    date: '2026-11-19',
    time: '21:00',
  }),

  // ───────────── create an event (Arabic) ─────────────
  ar(
    'عندنا مسرحية في المدرسة الأربعاء الساعة ١٠ الصبح',
    { kind: 'createEvent', title: 'مسرحية في المدرسة', date: '2026-11-18', time: '10:00' },
    'a statement that acts',
  ),
  ar('حط موعد الحلاق لزياد يوم الاثنين الساعة ٦ ونص المسا', {
    kind: 'createEvent',
    title: 'موعد الحلاق',
    date: '2026-11-16',
    time: '18:30',
    attendees: ['Ziad'],
  }),
  ar('ضيف في الكالندر عشاء عائلي الجمعة الساعة ٩ الليل', {
    kind: 'createEvent',
    title: 'عشاء عائلي',
    date: '2026-11-20',
    time: '21:00',
  }),
  ar('سجل اجتماع مع المقاول يوم الثلاثاء من ١٠ إلى ١١ ونص الصبح', {
    kind: 'createEvent',
    title: 'اجتماع مع المقاول',
    date: '2026-11-17',
    time: '10:00',
    endTime: '11:30',
  }),
  ar('أضيفي حدث: زيارة جدتي يوم السبت الساعة ٤ العصر', {
    kind: 'createEvent',
    title: 'زيارة جدتي',
    date: '2026-11-21',
    time: '16:00',
  }),
  ar(
    'ضيف خروجة للسينما النهارده الساعة ١٠ بالليل',
    { kind: 'createEvent', title: 'خروجة للسينما', date: '2026-11-14', time: '22:00' },
    'Egyptian',
  ),
  ar('ضيف حفل تخرج ريم يوم ٣٠ الساعة ٧ المسا', {
    kind: 'createEvent',
    title: 'حفل تخرج ريم',
    date: '2026-11-30',
    time: '19:00',
  }),
  ar('أضف موعد عند طبيب العظام لفيصل بتاريخ ٢ ديسمبر الساعة ١١ صباحاً', {
    kind: 'createEvent',
    title: 'موعد عند طبيب العظام',
    date: '2026-12-02',
    time: '11:00',
    attendees: ['Faisal'],
  }),
  ar(
    'حط في التقويم مخيم الشتاء يوم ٥ رجب الساعة ٤ العصر',
    { kind: 'createEvent', title: 'مخيم الشتاء', date: '2026-12-14', time: '16:00' },
    'Hijri date',
  ),
  ar(
    'عزيمة غداً عند أبو فهد الساعة ٨ ونص مساءً',
    { kind: 'createEvent', title: 'عزيمة عند أبو فهد', date: '2026-11-15', time: '20:30' },
    'a bare statement of an event',
  ),
  ar(
    'ضيفلي عالرزنامة اجتماع الشغل يوم الخميس الساعة ٩ الصبح',
    { kind: 'createEvent', title: 'اجتماع الشغل', date: '2026-11-19', time: '09:00' },
    'Levantine',
  ),
  ar('ضيف لقاء مع معلمة تالا يوم ٢٣ الساعة ١٢ الظهر', {
    kind: 'createEvent',
    title: 'لقاء مع معلمة تالا',
    date: '2026-11-23',
    time: '12:00',
  }),

  // ───────────── complete (English) ─────────────
  en('took the bins out', { kind: 'complete', task: 'Put the bins out' }, 'a statement that acts'),
  en("cat's been fed", { kind: 'complete', task: 'Feed the cat' }),
  en("I've returned the library books", { kind: 'complete', task: 'Return the library books' }),
  en('the majlis is vacuumed', { kind: 'complete', task: 'Vacuum the majlis' }),
  en("plumber's been called, mark it done", { kind: 'complete', task: 'Call the plumber' }),
  en('finished the oil change on the Patrol', {
    kind: 'complete',
    task: 'Oil change for the Patrol',
  }),
  en("mark 'pick up the kids from school' as complete", {
    kind: 'complete',
    task: 'Pick up the kids from school',
  }),
  en("water's been ordered", { kind: 'complete', task: 'Order drinking water' }),
  en('bought the birthday present for Tala', {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en(
    'renewed the insurance for the Camry',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, not the document',
  ),
  en(
    "the medicine's been collected from the pharmacy",
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'stored in Arabic',
  ),
  en('done: call the AC technician', { kind: 'complete', task: 'Call the AC technician' }),
  en('the water bill is paid', { kind: 'complete', task: 'دفع فاتورة الماء' }, 'stored in Arabic'),

  // ───────────── complete (Arabic) ─────────────
  ar('استلمت الدواء من الصيدلية', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
  ar('سددت فاتورة المويه', { kind: 'complete', task: 'دفع فاتورة الماء' }, 'Gulf: المويه = water'),
  ar('النخل انسقى', { kind: 'complete', task: 'سقي النخل' }),
  ar('غسلنا الكامري الحمدلله', { kind: 'complete', task: 'غسيل الكامري' }),
  ar('جبنا الخبز', { kind: 'complete', task: 'شراء الخبز' }),
  ar('زياد رتب غرفة الألعاب', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  ar('خلصت مهمة توصيل ريم للنادي', { kind: 'complete', task: 'توصيل ريم للنادي' }),
  ar('تم تنظيف خزان الماء', { kind: 'complete', task: 'تنظيف خزان الماء' }),
  ar(
    'جددت استمارة اليارس',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task, not the document',
  ),
  ar('جهزنا شنطة رحلة زياد', { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' }),
  ar('فاتورة الكهرباء اندفعت', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('غريس كنست المجلس', { kind: 'complete', task: 'Vacuum the majlis' }, 'stored in English'),
  ar(
    'رجّعت كتب المكتبة',
    { kind: 'complete', task: 'Return the library books' },
    'stored in English',
  ),

  // ───────────── move (English) ─────────────
  en('move the dentist to Tuesday 5:30pm', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
    time: '17:30',
  }),
  en('change the plumber task to Wednesday', {
    kind: 'move',
    task: 'Call the plumber',
    date: '2026-11-18',
  }),
  en(
    'parent teacher meeting is moved to Monday 11am',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-16', time: '11:00' },
    'a statement that acts',
  ),
  en('push the Patrol oil change to the 25th', {
    kind: 'move',
    task: 'Oil change for the Patrol',
    date: '2026-11-25',
  }),
  en(
    "Ziad's match is now at 7:30pm",
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '19:30' },
    'time only: the date stays',
  ),
  en(
    'return the library books on Friday instead',
    { kind: 'move', task: 'Return the library books', date: '2026-11-20' },
    '"instead" moves the stored task',
  ),
  en("let's move Abu Khalid's dinner to tomorrow night at 8", {
    kind: 'move',
    event: "Dinner at Abu Khalid's",
    date: '2026-11-15',
    time: '20:00',
  }),
  en('eye doctor appointment moved to the 24th, same time', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-24',
    time: '10:30',
  }),
  en('vacuuming the majlis can wait till Monday', {
    kind: 'move',
    task: 'Vacuum the majlis',
    date: '2026-11-16',
  }),
  en(
    "move uncle Saad's visit to Saturday at 5pm",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21', time: '17:00' },
    'stored in Arabic',
  ),
  en('postpone the Camry insurance renewal to the 29th', {
    kind: 'move',
    task: 'Renew the Camry insurance',
    date: '2026-11-29',
  }),

  // ───────────── move (Arabic) ─────────────
  ar('أجّل غسيل الكامري للأربعاء', { kind: 'move', task: 'غسيل الكامري', date: '2026-11-18' }),
  ar(
    'زيارة خالتي منيرة انتقلت ليوم الاثنين الساعة ٧ المسا',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-16', time: '19:00' },
    'a statement that acts',
  ),
  ar(
    'حصة السباحة حقت زياد صارت الساعة ٦',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '18:00' },
    'the class is at 5 pm, so 6 = 18:00; the date stays',
  ),
  ar('انقل دفع فاتورة الكهرباء ليوم ٢٢', {
    kind: 'move',
    task: 'دفع فاتورة الكهرباء',
    date: '2026-11-22',
  }),
  ar('أخّر زيارة عمي سعد للسبت الساعة ٥ العصر', {
    kind: 'move',
    event: 'زيارة عمي سعد',
    date: '2026-11-21',
    time: '17:00',
  }),
  ar('خلي ترتيب غرفة الألعاب بعد بكرة', {
    kind: 'move',
    task: 'ترتيب غرفة الألعاب',
    date: '2026-11-16',
  }),
  ar('حفل مدرسة تالا صار يوم ٢٥ الساعة ١٠ الصبح', {
    kind: 'move',
    event: 'حفل المدرسة لتالا',
    date: '2026-11-25',
    time: '10:00',
  }),
  ar('شيلي سقي النخل من بكرة وحطيه يوم الثلاثاء', {
    kind: 'move',
    task: 'سقي النخل',
    date: '2026-11-17',
  }),
  ar(
    'انقل موعد الأسنان للخميس',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-19' },
    'stored in English',
  ),
  ar('أجّل تجهيز شنطة الرحلة لزياد ليوم الخميس', {
    kind: 'move',
    task: 'تجهيز شنطة الرحلة لزياد',
    date: '2026-11-19',
  }),
  ar(
    'خلّي توصيل تالا للروضة الساعة ٧ بدل ٧ إلا ربع',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '07:00' },
    'time only: the date stays',
  ),

  // ───────────── reassign (English) ─────────────
  en(
    'Faisal will get Ziad from football',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Faisal' },
    'a statement that acts',
  ),
  en('have Anwar put the bins out tonight', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'أنور',
  }),
  en('can Reem do the school pickup tomorrow?', {
    kind: 'reassign',
    task: 'Pick up the kids from school',
    assignee: 'ريم',
  }),
  en('assign the plumber to Huda', { kind: 'reassign', task: 'Call the plumber', assignee: 'هدى' }),
  en("Tala's present is Faisal's job now", {
    kind: 'reassign',
    task: 'Buy a birthday present for Tala',
    assignee: 'Faisal',
  }),
  en('Anwar should order the drinking water instead', {
    kind: 'reassign',
    task: 'Order drinking water',
    assignee: 'أنور',
  }),
  en('the majlis vacuuming goes to Ziad', {
    kind: 'reassign',
    task: 'Vacuum the majlis',
    assignee: 'Ziad',
  }),
  en(
    'give the electricity bill to Huda',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'هدى' },
    'stored in Arabic',
  ),

  // ───────────── reassign (Arabic) ─────────────
  ar('ممكن فيصل يوصّل تالا للروضة بكرة بدال أنور؟', {
    kind: 'reassign',
    task: 'توصيل تالا للروضة',
    assignee: 'Faisal',
  }),
  ar('خلي ريم تسقي النخل', { kind: 'reassign', task: 'سقي النخل', assignee: 'ريم' }),
  ar('فاتورة الكهرباء خلها على هدى', {
    kind: 'reassign',
    task: 'دفع فاتورة الكهرباء',
    assignee: 'هدى',
  }),
  ar(
    'فيصل بيغسل الكامري هالمرة',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Faisal' },
    'a statement that acts',
  ),
  ar('حط ترتيب غرفة الألعاب على ريم', {
    kind: 'reassign',
    task: 'ترتيب غرفة الألعاب',
    assignee: 'ريم',
  }),
  ar(
    'خلي غريس تشتري الخبز',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' },
    'unassigned task gets an assignee',
  ),
  ar('الصيدلية خلها على أنور', {
    kind: 'reassign',
    task: 'جلب الدواء من الصيدلية',
    assignee: 'أنور',
  }),
  ar(
    'خلّي زياد هو يجهّز شنطة الرحلة تبعه',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Ziad' },
    'Levantine',
  ),

  // ───────────── add a member ─────────────
  en('add our new driver Joseph to the family members', { kind: 'addMember', name: 'Joseph' }),
  en('new family member: Lulwa, role guardian', {
    kind: 'addMember',
    name: 'Lulwa',
    role: 'guardian',
  }),
  ar('أضف عضو اسمه عبدالله', { kind: 'addMember', name: 'عبدالله' }),
  ar('ضيف نوف للعائلة كبنت', { kind: 'addMember', name: 'نوف', role: 'child' }),
  en('add Nasser as a parent', { kind: 'addMember', name: 'Nasser', role: 'parent' }),
  ar('سجل السواق الجديد راجو', { kind: 'addMember', name: 'راجو' }),

  // ───────────── ask which (confusable) ─────────────
  en("the pickup's done", {
    kind: 'ask',
    reason: 'which',
    candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
  }),
  en("push the doctor's appointment to next Saturday", {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  en('Huda will make the call', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  en("the bill's paid", {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  en('move the visit to Saturday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  en('the Camry thing is done', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Renew the Camry insurance', 'غسيل الكامري'],
  }),
  ar('الفاتورة اندفعت', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  ar('الزيارة صارت الساعة ٦', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  ar('خلي فيصل يسوي التوصيلة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),
  ar('أجّل موعد الدكتور لبعد بكرة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  ar('خلصت من مهمة الماء', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
  }),
  ar('المكالمة خلصت', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),

  // ───────────── ask: not found (must not touch a look-alike) ─────────────
  en(
    "mark 'Pay the internet bill' as done",
    { kind: 'ask', reason: 'notFound' },
    'the water and electricity bills must stay pending',
  ),
  en(
    'move the vaccination appointment to Tuesday',
    { kind: 'ask', reason: 'notFound' },
    'the dentist and eye doctor appointments must not move',
  ),
  en('we finished painting the fence', { kind: 'ask', reason: 'notFound' }),
  en('assign the dishes to Reem', { kind: 'ask', reason: 'notFound' }),
  en('let Mohammed feed the cat', { kind: 'ask', reason: 'notFound' }, 'no member Mohammed'),
  ar('تم تجديد جواز فيصل', { kind: 'ask', reason: 'notFound' }, 'a document, not a task'),
  ar(
    'سددت فاتورة الجوال',
    { kind: 'ask', reason: 'notFound' },
    'the water and electricity bills must stay pending',
  ),
  ar(
    'أجلي حصة الرسم لزياد لبكرة',
    { kind: 'ask', reason: 'notFound' },
    'the swimming class must not move',
  ),
  ar('حوّل مهمة غسيل الكامري لمحمد', { kind: 'ask', reason: 'notFound' }, 'no member Mohammed'),
  ar('خلصنا تركيب الستائر', { kind: 'ask', reason: 'notFound' }),

  // ───────────── ask: missing slot ─────────────
  en('add a task', { kind: 'ask', reason: 'missingSlot' }),
  en(
    'reschedule the parent-teacher meeting',
    { kind: 'ask', reason: 'missingSlot' },
    'no new date or time',
  ),
  en('create an event at 5pm tomorrow', { kind: 'ask', reason: 'missingSlot' }, 'no title'),
  en('give the bins to', { kind: 'ask', reason: 'missingSlot' }, 'voice cut off: no member'),
  en('remind Reem', { kind: 'ask', reason: 'missingSlot' }, 'of what?'),
  en('add someone to the family', { kind: 'ask', reason: 'missingSlot' }),
  ar('ذكّرني بكرة', { kind: 'ask', reason: 'missingSlot' }, 'of what?'),
  ar('غيّر موعد حصة السباحة', { kind: 'ask', reason: 'missingSlot' }, 'no new date or time'),
  ar('أبي أضيف مهمة لريم', { kind: 'ask', reason: 'missingSlot' }, 'no title'),
  ar('سجل حدث يوم الخميس', { kind: 'ask', reason: 'missingSlot' }, 'no title'),
  ar('بغيّر المسؤول عن غسيل الكامري', { kind: 'ask', reason: 'missingSlot' }, 'to whom?'),
  ar('ضيف فرد جديد للعائلة', { kind: 'ask', reason: 'missingSlot' }),

  // ───────────── out of scope ─────────────
  en(
    'pay the electricity bill from my bank account',
    { kind: 'refuse' },
    'a payment; the bill task must stay pending',
  ),
  en('find me cheap flights to Cairo', { kind: 'refuse' }),
  en('will it rain on Friday?', { kind: 'refuse' }),
  en('say something funny', { kind: 'refuse' }),
  en('play some music in the living room', { kind: 'refuse' }),
  en("what's the dollar exchange rate today?", { kind: 'refuse' }),
  ar(
    'ادفع فاتورة الكهرباء من حسابي في البنك',
    { kind: 'refuse' },
    'a payment; the bill task must stay pending',
  ),
  ar('دوّر لي على تذاكر طيران للقاهرة', { kind: 'refuse' }),
  ar('الطقس حار اليوم؟', { kind: 'refuse' }),
  ar('احكيلي نكتة', { kind: 'refuse' }),
  ar('شغل أغاني', { kind: 'refuse' }),
  ar('ابعت رسالة واتساب لهدى', { kind: 'refuse' }),

  // ───────────── questions ─────────────
  en(
    'what do we have today',
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Pick up Ziad from football practice',
        'Feed the cat',
        'Vacuum the majlis',
        'شراء الخبز',
        'جلب الدواء من الصيدلية',
        "Dinner at Abu Khalid's",
      ],
      not: ['Order drinking water', 'حصة السباحة لزياد'],
    },
    'tasks AND events',
  ),
  en(
    "what's happening tomorrow?",
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'Order drinking water',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'سقي النخل',
        'ترتيب غرفة الألعاب',
        'زيارة خالتي منيرة',
        'حصة السباحة لزياد',
      ],
      not: ["Dinner at Abu Khalid's", 'Put the bins out'],
    },
    'tasks AND events',
  ),
  en(
    "who's taking Reem to the club tomorrow?",
    { kind: 'answer', mentions: ['أنور'] },
    'alias Anwar accepted',
  ),
  en('any documents expiring this month?', {
    kind: 'answer',
    mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
    not: ['Patrol registration', 'رخصة قيادة أنور'],
  }),
  en("what's on Reem's plate?", {
    kind: 'answer',
    mentions: ['Feed the cat', 'Buy a birthday present for Tala', 'جلب الدواء من الصيدلية'],
    not: ['Vacuum the majlis'],
  }),
  en('what events do we have on Thursday?', {
    kind: 'answer',
    mentions: ["Ziad's football match"],
    not: ['Dentist appointment', 'زيارة عمي سعد'],
  }),
  en('which bills are still unpaid?', {
    kind: 'answer',
    mentions: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  en('when is the eye doctor appointment?', {
    kind: 'answer',
    mentions: ['Eye doctor appointment'],
  }),
  en('who is washing the Camry?', { kind: 'answer', mentions: ['أنور'] }, 'alias Anwar accepted'),
  ar(
    'ايش عندنا اليوم من مهام ومواعيد؟',
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Pick up Ziad from football practice',
        'Feed the cat',
        'Vacuum the majlis',
        'شراء الخبز',
        'جلب الدواء من الصيدلية',
        "Dinner at Abu Khalid's",
      ],
      not: ['سقي النخل', 'زيارة خالتي منيرة'],
    },
    'tasks AND events',
  ),
  ar('مين اللي بيوصل تالا للروضة بكرة؟', { kind: 'answer', mentions: ['أنور'] }),
  ar('فيه أوراق رسمية بتخلص هالشهر؟', {
    kind: 'answer',
    mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
    not: ['Patrol registration', 'جواز فيصل'],
  }),
  ar(
    'عندنا إيه بكرة؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'Order drinking water',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'سقي النخل',
        'ترتيب غرفة الألعاب',
        'زيارة خالتي منيرة',
        'حصة السباحة لزياد',
      ],
      not: ["Dinner at Abu Khalid's", 'شراء الخبز'],
    },
    'Egyptian; tasks AND events',
  ),
  ar('وش على غريس من شغل؟', {
    kind: 'answer',
    mentions: ['Vacuum the majlis', 'Order drinking water', 'سقي النخل'],
    not: ['Feed the cat'],
  }),
  ar('متى زيارة عمي سعد؟', { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  ar('وش باقي على السيارات من شغلات؟', {
    kind: 'answer',
    mentions: [
      'Renew the Camry insurance',
      'Oil change for the Patrol',
      'غسيل الكامري',
      'تجديد استمارة اليارس',
    ],
  }),
  ar(
    'عندنا أي شي يوم الخميس؟',
    {
      kind: 'answer',
      mentions: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['Dentist appointment'],
    },
    'tasks AND events',
  ),
  ar('مين عليه يجيب الدوا من الصيدلية؟', { kind: 'answer', mentions: ['ريم'] }),

  // ───────────── create a task (English), batch 2 ─────────────
  en(
    'add task for Ziad: clean his room on wednsday',
    { kind: 'createTask', title: 'clean his room', assignee: 'Ziad', date: '2026-11-18' },
    'typo in the weekday',
  ),
  en(
    'Anwar needs to take the Patrol for inspection on the 23rd',
    {
      kind: 'createTask',
      title: 'take the Patrol for inspection',
      assignee: 'أنور',
      date: '2026-11-23',
      vehicle: 'Patrol',
    },
    'a statement that acts; Anwar is stored as أنور',
  ),
  en(
    "add 'renew Reem's school ID' for Monday",
    { kind: 'createTask', title: "renew Reem's school ID", date: '2026-11-16' },
    "Reem's is a possessive, not an assignee",
  ),
  en(
    'remind Huda to call her sister tonight at 9',
    {
      kind: 'createTask',
      title: 'call her sister',
      assignee: 'هدى',
      date: '2026-11-14',
      time: '21:00',
    },
    'at 9 with tonight = 21:00',
  ),
  en('remind me in 3 days to return the borrowed ladder to the neighbours', {
    kind: 'createTask',
    title: 'return the borrowed ladder to the neighbours',
    date: '2026-11-17',
  }),
  en(
    'remind me on the 18th to pay the school canteen fees',
    { kind: 'createTask', title: 'pay the school canteen fees', date: '2026-11-18' },
    'a reminder to pay is a task, not a refused payment',
  ),

  // ───────────── create an event (English), batch 2 ─────────────
  en("add Tala's puppet show to the calendar, Dec 4 at 5:30pm", {
    kind: 'createEvent',
    title: "Tala's puppet show",
    date: '2026-12-04',
    time: '17:30',
  }),
  en('add a meeting with the football coach for Faisal and Ziad on Monday at 7pm', {
    kind: 'createEvent',
    title: 'meeting with the football coach',
    date: '2026-11-16',
    time: '19:00',
    attendees: ['Faisal', 'Ziad'],
  }),
  en('calendar entry: house viewing in Al Malqa, day after tomorrow 11am to 12pm', {
    kind: 'createEvent',
    title: 'house viewing in Al Malqa',
    date: '2026-11-16',
    time: '11:00',
    endTime: '12:00',
  }),
  en('add coffee with the neighbours next Saturday at 5pm to the calendar', {
    kind: 'createEvent',
    title: 'coffee with the neighbours',
    date: '2026-11-21',
    time: '17:00',
  }),

  // ───────────── complete (English), batch 2 ─────────────
  en("the drinking water's been ordered", { kind: 'complete', task: 'Order drinking water' }),
  en(
    'the water tank is clean now',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'stored in Arabic',
  ),
  en(
    'mark the yaris registration renewal as done',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task, not the document',
  ),
  en(
    'kids were picked up from school already',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'from school: not the football pick-up',
  ),
  en('palms watered', { kind: 'complete', task: 'سقي النخل' }),

  // ───────────── move (English), batch 2 ─────────────
  en('bring the water tank cleaning forward to Thursday', {
    kind: 'move',
    task: 'تنظيف خزان الماء',
    date: '2026-11-19',
  }),
  en(
    "reshedule uncle Saad's visit to Saturday 5pm",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21', time: '17:00' },
    'typo; Saturday = next week',
  ),
  en(
    'can we move the swimming lesson to 4:30pm',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '16:30' },
    'time only: the date stays',
  ),
  en('postpone the library books return to sat', {
    kind: 'move',
    task: 'Return the library books',
    date: '2026-11-21',
  }),

  // ───────────── reassign (English), batch 2 ─────────────
  en("Anwar's going to order the water this time", {
    kind: 'reassign',
    task: 'Order drinking water',
    assignee: 'أنور',
  }),
  en(
    'Grace will get the bread',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' },
    'stored in Arabic',
  ),
  en('give the Yaris registration renewal to Anwar', {
    kind: 'reassign',
    task: 'تجديد استمارة اليارس',
    assignee: 'أنور',
  }),

  // ───────────── questions (English), batch 2 ─────────────
  en(
    'who has to return the library books?',
    { kind: 'answer', mentions: ['Ziad'] },
    'alias زياد accepted',
  ),
  en('anything due for the Yaris?', {
    kind: 'answer',
    mentions: ['تجديد استمارة اليارس'],
    not: ['Oil change for the Patrol', 'غسيل الكامري'],
  }),
  en('which docs expire in december?', {
    kind: 'answer',
    mentions: ['Patrol registration'],
    not: ["Huda's passport", 'Camry insurance'],
  }),

  // ───────────── ask which (confusable) (English), batch 2 ─────────────
  en('move the Camry task to Monday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Renew the Camry insurance', 'غسيل الكامري'],
  }),
  en('mark the drop-off done', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),

  // ───────────── ask: not found (English), batch 2 ─────────────
  en(
    'let Noura feed the cat',
    { kind: 'ask', reason: 'notFound' },
    'no member Noura; Feed the cat stays with ريم',
  ),

  // ───────────── ask: missing slot (English), batch 2 ─────────────
  en('remind Reem tomorrow', { kind: 'ask', reason: 'missingSlot' }, 'remind her of what?'),

  // ───────────── out of scope (English), batch 2 ─────────────
  en('convert 200 dollars to riyals', { kind: 'refuse' }),

  // ───────────── create a task (Arabic), batch 2 ─────────────
  ar(
    'ضيف مهمه لجريس تنظف الشبابيك يوم الاحد',
    { kind: 'createTask', title: 'تنظف الشبابيك', assignee: 'Grace', date: '2026-11-15' },
    'جريس = Grace',
  ),
  ar(
    'فكرني أشتري عيش وجبنة النهارده',
    { kind: 'createTask', title: 'أشتري عيش وجبنة', date: '2026-11-14' },
    'Egyptian',
  ),
  ar(
    'أنشئ مهمة لفيصل: مراجعة عقد إيجار الاستراحة يوم ٢٣ نوفمبر',
    {
      kind: 'createTask',
      title: 'مراجعة عقد إيجار الاستراحة',
      assignee: 'Faisal',
      date: '2026-11-23',
    },
    'MSA',
  ),
  ar(
    'مهمة مستعجلة: تصليح مكيف غرفة تالا',
    { kind: 'createTask', title: 'تصليح مكيف غرفة تالا', priority: 'high' },
    'غرفة تالا is a possessive, not an assignee',
  ),
  ar('سجل مهمة شراء فحم للشوي يوم الاربعا', {
    kind: 'createTask',
    title: 'شراء فحم للشوي',
    date: '2026-11-18',
  }),
  ar(
    'ضيف مهمة تلميع الباترول لأنور يوم الاثنين الساعة 10 الصبح',
    {
      kind: 'createTask',
      title: 'تلميع الباترول',
      assignee: 'أنور',
      date: '2026-11-16',
      time: '10:00',
      vehicle: 'Patrol',
    },
    'ASCII digits',
  ),

  // ───────────── create an event (Arabic), batch 2 ─────────────
  ar(
    'عندي ميعاد مع الدكتور يوم الحد الساعة ٦ المسا',
    { kind: 'createEvent', title: 'ميعاد مع الدكتور', date: '2026-11-15', time: '18:00' },
    'Egyptian; الحد = Sunday; a new appointment, neither stored one is on Sunday',
  ),
  ar(
    'حطلي بالرزنامة طلعة عالبحر يوم الجمعة الساعة ٤ العصر',
    { kind: 'createEvent', title: 'طلعة عالبحر', date: '2026-11-20', time: '16:00' },
    'Levantine',
  ),
  ar(
    'عشاء نجاح ريم يوم ٢٨ الساعة ٧ المسا',
    { kind: 'createEvent', title: 'عشاء نجاح ريم', date: '2026-11-28', time: '19:00' },
    'a bare statement of an event; نجاح ريم is a possessive',
  ),
  ar('سجلي حدث: مسابقة القرآن لتالا يوم الخميس من ٩ لين ١١ الصبح', {
    kind: 'createEvent',
    title: 'مسابقة القرآن',
    date: '2026-11-19',
    time: '09:00',
    endTime: '11:00',
    attendees: ['تالا'],
  }),

  // ───────────── complete (Arabic), batch 2 ─────────────
  ar('طلبت موية الشرب', { kind: 'complete', task: 'Order drinking water' }, 'stored in English'),
  ar(
    'اشترينا هدية تالا',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'stored in English',
  ),
  ar('ودّيت ريم النادي', { kind: 'complete', task: 'توصيل ريم للنادي' }),
  ar(
    'جددت تامين الكامري',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, not the document; no hamza',
  ),
  ar(
    'خلصت مهمة الزيت حق الباترول',
    { kind: 'complete', task: 'Oil change for the Patrol' },
    'stored in English',
  ),

  // ───────────── move (Arabic), batch 2 ─────────────
  ar(
    'خلي عشا أبو خالد يوم الجمعة',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-20' },
    'date only: the time stays',
  ),
  ar('أجّل دفع فاتورة الكهربا ليوم 24', {
    kind: 'move',
    task: 'دفع فاتورة الكهرباء',
    date: '2026-11-24',
  }),
  ar(
    'خلي توصيل تالا للروضة الساعة ٧ الصبح',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '07:00' },
    'time only: the date stays',
  ),
  ar(
    'انقل مهمة تجديد استمارة اليارس ليوم التلات',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-11-17' },
    'Egyptian التلات = Tuesday; the task, not the document',
  ),

  // ───────────── reassign (Arabic), batch 2 ─────────────
  ar(
    'هدى بتودي تالا الروضة بكرة بدال أنور',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'هدى' },
    'a statement that acts',
  ),
  ar(
    'حولي مهمة تجديد تأمين الكامري لهدى',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'هدى' },
    'stored in English',
  ),
  ar(
    'عطي مهمة طلب مي الشرب لأنور',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'أنور' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 2 ─────────────
  ar('مين بيطلع الزبالة الليلة؟', { kind: 'answer', mentions: ['Ziad'] }, 'alias زياد accepted'),
  ar(
    'هو ميعاد دكتور العيون إمتى؟',
    { kind: 'answer', mentions: ['Eye doctor appointment'] },
    'Egyptian',
  ),
  ar('ايش مهام فيصل؟', {
    kind: 'answer',
    mentions: [
      'Call the AC technician',
      'Renew the Camry insurance',
      'دفع فاتورة الكهرباء',
      'تنظيف خزان الماء',
    ],
    not: ['دفع فاتورة الماء'],
  }),

  // ───────────── ask which (confusable) (Arabic), batch 2 ─────────────
  ar('غيري وقت الزيارة للساعة ٨', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  ar('حوّل مهمة الكامري لزياد', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Renew the Camry insurance', 'غسيل الكامري'],
  }),

  // ───────────── ask: not found (Arabic), batch 2 ─────────────
  ar(
    'انقل موعد الخياط ليوم الخميس',
    { kind: 'ask', reason: 'notFound' },
    'no tailor event; no other event may move',
  ),

  // ───────────── ask: missing slot (Arabic), batch 2 ─────────────
  ar('غير موعد حفل المدرسة لتالا', { kind: 'ask', reason: 'missingSlot' }, 'no new date or time'),

  // ───────────── out of scope (Arabic), batch 2 ─────────────
  ar('شغل لي أغاني فيروز', { kind: 'refuse' }),

  // ═════════════ batch 3 (2026-11-27): 60 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 3 ─────────────
  en(
    'Grace needs to wash the guest room curtains on wednesday',
    {
      kind: 'createTask',
      title: 'wash the guest room curtains',
      assignee: 'Grace',
      date: '2026-11-18',
    },
    'a statement that acts',
  ),
  en(
    'dont let me forget to renew the car parking permit on 3rd dec',
    { kind: 'createTask', title: 'renew the car parking permit', date: '2026-12-03' },
    'no apostrophe',
  ),
  en(
    'add a task to pick up the cake from the bakery on Friday at 6pm',
    {
      kind: 'createTask',
      title: 'pick up the cake from the bakery',
      date: '2026-11-20',
      time: '18:00',
    },
    'a pick-up that is new, not one of the stored two',
  ),
  en("add 'replace the Patrol's rear tyres' for the day after tmrw", {
    kind: 'createTask',
    title: "replace the Patrol's rear tyres",
    date: '2026-11-16',
    vehicle: 'Patrol',
  }),
  en('Ziad should memorise Surat Al-Mulk by next Thursday', {
    kind: 'createTask',
    title: 'memorise Surat Al-Mulk',
    assignee: 'Ziad',
    date: '2026-11-19',
  }),
  en('can u add a task for Reem to clean out the fridge tmrw at 4pm', {
    kind: 'createTask',
    title: 'clean out the fridge',
    assignee: 'ريم',
    date: '2026-11-15',
    time: '16:00',
  }),

  // ───────────── create an event (English), batch 3 ─────────────
  en(
    'there is a school trip to the science museum for Tala on thurs at 8am',
    {
      kind: 'createEvent',
      title: 'school trip to the science museum',
      date: '2026-11-19',
      time: '08:00',
      attendees: ['تالا'],
    },
    'a statement that acts',
  ),
  en(
    "add lunch with Huda's mom friday 1:30pm",
    { kind: 'createEvent', title: "lunch with Huda's mom", date: '2026-11-20', time: '13:30' },
    "Huda's mom is a possessive, not an attendee",
  ),
  en(
    'add an event on 1 Rajab: family gathering at the farm, 5pm',
    {
      kind: 'createEvent',
      title: 'family gathering at the farm',
      date: '2026-12-10',
      time: '17:00',
    },
    'Hijri date',
  ),
  en(
    'schedule the AC maintenance visit for 28 Nov 9 to 11am',
    {
      kind: 'createEvent',
      title: 'AC maintenance visit',
      date: '2026-11-28',
      time: '09:00',
      endTime: '11:00',
    },
    'a new visit; not the AC technician call task',
  ),
  en(
    "put the neighbours' housewarming in the calendar for tmrw night at 8:30",
    { kind: 'createEvent', title: "neighbours' housewarming", date: '2026-11-15', time: '20:30' },
    '"night" makes 8:30 the evening',
  ),

  // ───────────── complete (English), batch 3 ─────────────
  en(
    "the playroom's all tidy now",
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'stored in Arabic',
  ),
  en(
    "Yaris registration's renewed",
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'stored in Arabic; the document of the same name is not a task',
  ),
  en('bins r out', { kind: 'complete', task: 'Put the bins out' }, 'texting spelling'),
  en(
    "electricity's paid, tick it off",
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic',
  ),

  // ───────────── move (English), batch 3 ─────────────
  en(
    'move the swim lesson to monday 5pm',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-16', time: '17:00' },
    'stored in Arabic',
  ),
  en(
    'push the AC guy call to thursday',
    { kind: 'move', task: 'Call the AC technician', date: '2026-11-19' },
    'the task had no date',
  ),
  en(
    "Tala's school celebration is now on the 1st, same time",
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-12-01' },
    'stored in Arabic; the 1st = December',
  ),
  en(
    'push the water tank cleaning back a day',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-11-29' },
    'one day after the stored 28th',
  ),

  // ───────────── reassign (English), batch 3 ─────────────
  en(
    "Reem's taking over the Yaris registration from Mum",
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'ريم' },
    'Mum is Huda, the one it is taken from',
  ),
  en(
    "the water tank cleaning is Anwar's job now",
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'أنور' },
    'not the water bill or the drinking water',
  ),

  // ───────────── questions (English), batch 3 ─────────────
  en(
    'is the pool maintenance tomorrow?',
    { kind: 'answer', mentions: ['صيانة المسبح'] },
    'house maintenance, stored in Arabic',
  ),
  en(
    "when's the water heater due for inspection?",
    { kind: 'answer', mentions: ['Water heater inspection'] },
    'house maintenance',
  ),
  en("what's due on the Patrol?", {
    kind: 'answer',
    mentions: ['Oil change for the Patrol'],
    not: ['غسيل الكامري'],
  }),
  en("who's feeding the cat?", { kind: 'answer', mentions: ['ريم'], not: ['Grace'] }),

  // ───────────── ask which (English), batch 3 ─────────────
  en(
    'remove the visit from the calendar',
    { kind: 'ask', reason: 'which', candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'] },
    'a deletion of one of two',
  ),

  // ───────────── ask: not found (English), batch 3 ─────────────
  en(
    'Fatima will take over the vacuuming',
    { kind: 'ask', reason: 'notFound' },
    'no member Fatima',
  ),
  en(
    "cancel Tala's ballet class",
    { kind: 'ask', reason: 'notFound' },
    'no ballet event; must not touch her dentist or school party',
  ),

  // ───────────── ask: missing slot (English), batch 3 ─────────────
  en('push back the football match', { kind: 'ask', reason: 'missingSlot' }, 'no new day or time'),

  // ───────────── out of scope (English), batch 3 ─────────────
  en("what's the score in the Hilal game", { kind: 'refuse' }, 'sports scores'),

  // ───────────── create a task (Arabic), batch 3 ─────────────
  ar(
    'أبغى أتذكر أجيب كيكة لعيد ميلاد تالا يوم ١٩',
    { kind: 'createTask', title: 'أجيب كيكة لعيد ميلاد تالا', date: '2026-11-19' },
    'لعيد ميلاد تالا: Tala is not the assignee',
  ),
  ar('سجل مهمة تغيير بطارية الكامري لأنور بعد بكرة', {
    kind: 'createTask',
    title: 'تغيير بطارية الكامري',
    assignee: 'أنور',
    date: '2026-11-16',
    vehicle: 'Camry',
  }),
  ar(
    'زياد عليه يغسل دراجته يوم الجمعة',
    { kind: 'createTask', title: 'يغسل دراجته', assignee: 'Ziad', date: '2026-11-20' },
    'a statement that acts',
  ),
  ar(
    'حط لهدى مهمة تشتري هدية لأم فهد بكرا الساعة ١١ الصبح',
    {
      kind: 'createTask',
      title: 'تشتري هدية لأم فهد',
      assignee: 'هدى',
      date: '2026-11-15',
      time: '11:00',
    },
    'لأم فهد is not a member',
  ),
  ar(
    'ذكرني بكرة الساعة ٥ العصر أودي الثياب للمغسلة',
    { kind: 'createTask', title: 'أودي الثياب للمغسلة', date: '2026-11-15', time: '17:00' },
    'Gulf',
  ),
  ar(
    'سجل مهمة صيانة السخان يوم ١٥ جمادى الآخرة',
    { kind: 'createTask', title: 'صيانة السخان', date: '2026-11-25' },
    'Hijri date; a task, not the maintenance schedule',
  ),

  // ───────────── create an event (Arabic), batch 3 ─────────────
  ar(
    'في عنا حفلة تخرج لبنت الجيران يوم الجمعة الساعة ٧ المسا',
    { kind: 'createEvent', title: 'حفلة تخرج لبنت الجيران', date: '2026-11-20', time: '19:00' },
    'Levantine',
  ),
  ar(
    'بعد ٣ أيام عندنا طلعة للمزرعة الساعة ٤ العصر',
    { kind: 'createEvent', title: 'طلعة للمزرعة', date: '2026-11-17', time: '16:00' },
    'relative days first',
  ),
  ar(
    'حطيلي موعد تصليح الغسالة بكرا الساعة 10:30 الصبح',
    { kind: 'createEvent', title: 'موعد تصليح الغسالة', date: '2026-11-15', time: '10:30' },
    'Levantine; Latin digits',
  ),
  ar('سجل جلسة علاج طبيعي لفيصل يوم الأربعاء من ٦ لين ٧ المسا', {
    kind: 'createEvent',
    title: 'جلسة علاج طبيعي',
    date: '2026-11-18',
    time: '18:00',
    endTime: '19:00',
    attendees: ['Faisal'],
  }),

  // ───────────── complete (Arabic), batch 3 ─────────────
  ar(
    'ريم حطت أكل للبسه',
    { kind: 'complete', task: 'Feed the cat' },
    'Gulf بسه = cat; stored in English',
  ),
  ar(
    'زياد نزّل الزبالة',
    { kind: 'complete', task: 'Put the bins out' },
    'Levantine; stored in English',
  ),
  ar(
    'غيرنا زيت الباترول',
    { kind: 'complete', task: 'Oil change for the Patrol' },
    'stored in English',
  ),
  ar(
    'السباك كلمناه خلاص',
    { kind: 'complete', task: 'Call the plumber' },
    'object first; not the AC technician call',
  ),

  // ───────────── move (Arabic), batch 3 ─────────────
  ar('أجّل شراء الخبز لبكرة', { kind: 'move', task: 'شراء الخبز', date: '2026-11-15' }),
  ar(
    'أجّل تجديد تأمين الكامري لـ ٥ رجب',
    { kind: 'move', task: 'Renew the Camry insurance', date: '2026-12-14' },
    'Hijri date; stored in English',
  ),
  ar(
    'اجتماع أولياء الأمور صار يوم الأربعاء الساعة ١٢ ونص',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-18', time: '12:30' },
    'stored in English; ١٢ ونص = 12:30',
  ),
  ar(
    'موعد الأسنان خلوه الساعة ٥ العصر',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-16', time: '17:00' },
    'only a time: the stored date stays',
  ),

  // ───────────── reassign (Arabic), batch 3 ─────────────
  ar(
    'عطوا مهمة فاتورة الماء لريم',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'ريم' },
    'the water BILL: not the tank or the drinking water',
  ),
  ar(
    'خلي أنور يجيب زياد من التمرين اليوم',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'أنور' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 3 ─────────────
  ar(
    'وش المطلوب للكامري؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['Oil change for the Patrol'],
    },
    "the car's tasks",
  ),
  ar(
    'متى تخلص رخصة قيادة أنور؟',
    { kind: 'answer', mentions: ['رخصة قيادة أنور'] },
    'the document',
  ),
  ar(
    'ايش اللي على أنور بعد بكرة؟',
    {
      kind: 'answer',
      mentions: ['غسيل الكامري'],
      not: ['توصيل ريم للنادي', 'Pick up the kids from school'],
    },
    'his task of 16 Nov',
  ),
  ar(
    'مين اللي بيسقي النخل بكرة؟',
    { kind: 'answer', mentions: ['Grace'], not: ['Ziad'] },
    'Grace may be named غريس',
  ),

  // ───────────── ask which (Arabic), batch 3 ─────────────
  ar('أجّل التوصيلة للساعة ٧', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),

  // ───────────── ask: not found (Arabic), batch 3 ─────────────
  ar('خلي مها ترتب غرفة الألعاب', { kind: 'ask', reason: 'notFound' }, 'no member مها'),
  ar(
    'الغي حصة السباحة حقت تالا',
    { kind: 'ask', reason: 'notFound' },
    "the swimming lesson is Ziad's: must not touch it",
  ),

  // ───────────── ask: missing slot (Arabic), batch 3 ─────────────
  ar('ضيف موعد لتالا', { kind: 'ask', reason: 'missingSlot' }, 'no when'),

  // ───────────── out of scope (Arabic), batch 3 ─────────────
  ar('احجزلي طاولة بمطعم الليلة', { kind: 'refuse' }, 'restaurant booking'),

  // ───────────── add a member (Arabic), batch 3 ─────────────
  ar('ضيفي الشغالة الجديدة ميري للعيلة', { kind: 'addMember', name: 'ميري' }, 'Gulf/Egyptian mix'),

  // ───────────── batch 4 (2026-11-28), written without seeing the grammar ─────────────

  // ───────────── create a task (English), batch 4 ─────────────
  en(
    "get Ziad's permission slip signed by tuesday",
    { kind: 'createTask', title: "get Ziad's permission slip signed", date: '2026-11-17' },
    "Ziad's is a possessive, not an assignee",
  ),
  en(
    'Reem has to sign up for driving lessons this friday',
    {
      kind: 'createTask',
      title: 'sign up for driving lessons',
      assignee: 'ريم',
      date: '2026-11-20',
    },
    'a statement that acts',
  ),
  en('note to self: get new passport photos taken on monday', {
    kind: 'createTask',
    title: 'get new passport photos taken',
    date: '2026-11-16',
  }),
  en(
    "add 'collect the thobes from the tailor' for Anwar at 6:15pm on Sunday",
    {
      kind: 'createTask',
      title: 'collect the thobes from the tailor',
      assignee: 'أنور',
      date: '2026-11-15',
      time: '18:15',
    },
    'Anwar is stored as أنور',
  ),
  en(
    'remnd me tmrw at 7am to check the tyre pressure on the Yaris',
    {
      kind: 'createTask',
      title: 'check the tyre pressure on the Yaris',
      date: '2026-11-15',
      time: '07:00',
      vehicle: 'Yaris',
    },
    'typos in the command words only',
  ),
  en(
    'Tala needs to put her toys away tonight',
    { kind: 'createTask', title: 'put her toys away', assignee: 'تالا', date: '2026-11-14' },
    'a statement that acts',
  ),
  en(
    "urgent!! renew Grace's iqama",
    { kind: 'createTask', title: "renew Grace's iqama", priority: 'high' },
    'the document exists but no task does; a new task',
  ),

  // ───────────── create an event (English), batch 4 ─────────────
  en("Reem's graduation rehearsal is on the 26th from 9 to 11 in the morning", {
    kind: 'createEvent',
    title: "Reem's graduation rehearsal",
    date: '2026-11-26',
    time: '09:00',
    endTime: '11:00',
  }),
  en(
    'calendar pls: football training for Ziad @ Al Nassr academy sat 5pm',
    {
      kind: 'createEvent',
      title: 'football training',
      location: 'Al Nassr academy',
      date: '2026-11-21',
      time: '17:00',
      attendees: ['Ziad'],
    },
    'today is Saturday, so sat = next week',
  ),
  en(
    "parents' whatsapp group says the school open day is on the 3rd of December, 8am till 12 - can you add it",
    {
      kind: 'createEvent',
      title: 'school open day',
      date: '2026-12-03',
      time: '08:00',
      endTime: '12:00',
    },
    'WhatsApp is only the source; nothing is sent',
  ),
  en('we have a Quran competition for the kids at the mosque on Thursday 4:30pm', {
    kind: 'createEvent',
    title: 'Quran competition for the kids',
    location: 'the mosque',
    date: '2026-11-19',
    time: '16:30',
  }),
  en(
    "put the Patrol's fahas appointment in the calendar on monday at 9am",
    {
      kind: 'createEvent',
      title: "Patrol's fahas appointment",
      date: '2026-11-16',
      time: '09:00',
    },
    'fahas = vehicle inspection; a new event, not one of the stored appointments',
  ),

  // ───────────── complete (English), batch 4 ─────────────
  en(
    "the water tank's been cleaned",
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'stored in Arabic; not the bill or the drinking water',
  ),
  en(
    'finally renewed the Yaris registration',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task, not the document',
  ),
  en(
    'can you tick off the bread, Grace bought it',
    { kind: 'complete', task: 'شراء الخبز' },
    'stored in Arabic; only completed, not reassigned',
  ),
  en('we called the AC guy', { kind: 'complete', task: 'Call the AC technician' }),

  // ───────────── move (English), batch 4 ─────────────
  en(
    "abu khalid's dinner is at 9 now, not 8",
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-14', time: '21:00' },
    'time only: the date stays; evening reading',
  ),
  en('push the water tank cleaning back to dec 3', {
    kind: 'move',
    task: 'تنظيف خزان الماء',
    date: '2026-12-03',
  }),

  // ───────────── reassign (English), batch 4 ─────────────
  en(
    'Anwar can do the water order tomorrow instead of Grace',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'أنور' },
    'not the water bill or the tank',
  ),
  en(
    'swap the Yaris registration renewal over to Faisal',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'Faisal' },
    'stored in Arabic',
  ),
  en(
    'Grace will take care of the bread',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' },
    'stored in Arabic, unassigned before',
  ),

  // ───────────── questions (English), batch 4 ─────────────
  en(
    "what's on friday",
    {
      kind: 'answer',
      mentions: ['زيارة عمي سعد'],
      not: ["Ziad's football match", 'Buy a birthday present for Tala'],
    },
    '20 Nov',
  ),
  en(
    'whos going to the dentist on monday',
    { kind: 'answer', mentions: ['تالا', 'هدى'] },
    'attendees; aliases Tala, Huda accepted',
  ),
  en("what's due for the Camry?", {
    kind: 'answer',
    mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
    not: ['Oil change for the Patrol', 'تجديد استمارة اليارس'],
  }),

  // ───────────── ask (English), batch 4 ─────────────
  en('Grace can do the phone call', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  en(
    'let Khalid handle the plumber call',
    { kind: 'ask', reason: 'notFound' },
    "no member Khalid (Abu Khalid is only in an event's title)",
  ),
  en(
    'I need to reschedule the parent-teacher meeting',
    { kind: 'ask', reason: 'missingSlot' },
    'no new date or time',
  ),

  // ───────────── out of scope (English), batch 4 ─────────────
  en('how many calories are in a plate of kabsa?', { kind: 'refuse' }),
  en('top up my STC Pay with 100 riyals', { kind: 'refuse' }, 'a payment'),

  // ───────────── add a member (English), batch 4 ─────────────
  en('please add our new driver, his name is Ramesh', { kind: 'addMember', name: 'Ramesh' }),

  // ───────────── create a task (Arabic), batch 4 ─────────────
  ar(
    'بكرا الصبح الساعة ٦ ونص ذكرني أطلع اللحم من الفريزر',
    { kind: 'createTask', title: 'أطلع اللحم من الفريزر', date: '2026-11-15', time: '06:30' },
    'the time first',
  ),
  ar(
    'ذكر ريم تطبع بحث الانجليزي الليلة',
    { kind: 'createTask', title: 'تطبع بحث الانجليزي', assignee: 'ريم', date: '2026-11-14' },
    'a reminder for someone else',
  ),
  ar(
    'ضيفلي مهمة لأنور يركب كفرات جديدة للباترول يوم الأربعا',
    {
      kind: 'createTask',
      title: 'يركب كفرات جديدة للباترول',
      assignee: 'أنور',
      date: '2026-11-18',
      vehicle: 'Patrol',
    },
    'Levantine; للباترول is a vehicle, not a member',
  ),
  ar(
    'أنشئ مهمة بعنوان "شراء مستلزمات المدرسة" بتاريخ ٢٣ نوفمبر',
    { kind: 'createTask', title: 'شراء مستلزمات المدرسة', date: '2026-11-23' },
    'MSA; quoted title',
  ),
  ar(
    'ذكرني الساعة ١٠ الليلة أشغل غسالة الصحون',
    { kind: 'createTask', title: 'أشغل غسالة الصحون', date: '2026-11-14', time: '22:00' },
    '١٠ الليلة = 22:00',
  ),
  ar(
    'ذكرني يوم ٢٠ جمادى الآخرة أجدد اشتراك الإنترنت',
    { kind: 'createTask', title: 'أجدد اشتراك الإنترنت', date: '2026-11-30' },
    'Hijri date',
  ),
  ar(
    'ذكرني أسوي بوكنق للشاليه يوم الخميس',
    { kind: 'createTask', title: 'أسوي بوكنق للشاليه', date: '2026-11-19' },
    'English loanword; a reminder to book is a task',
  ),
  ar(
    'أضف لفيصل مهمة تجديد تأمين الباترول بأولوية عالية بتاريخ ٥ ديسمبر',
    {
      kind: 'createTask',
      title: 'تجديد تأمين الباترول',
      assignee: 'Faisal',
      priority: 'high',
      date: '2026-12-05',
      vehicle: 'Patrol',
    },
    'a new task; the Camry insurance task must not change',
  ),

  // ───────────── create an event (Arabic), batch 4 ─────────────
  ar(
    'سجل حفلة شواء في الحوش يوم الجمعة ٢٧ من ٧ لين ١٠ بالليل',
    {
      kind: 'createEvent',
      title: 'حفلة شواء',
      location: 'الحوش',
      date: '2026-11-27',
      time: '19:00',
      endTime: '22:00',
    },
    '«في» gives the location',
  ),
  ar(
    'ملكة بنت عمي يوم ١ رجب الساعة ٨:٣٠ مساءً',
    { kind: 'createEvent', title: 'ملكة بنت عمي', date: '2026-12-10', time: '20:30' },
    'Hijri date; ملكة = marriage contract; a bare statement of an event',
  ),
  ar(
    'ضيف موعد تجديد الجواز لفيصل يوم الأربعاء الساعة 9 الصبح',
    {
      kind: 'createEvent',
      title: 'موعد تجديد الجواز',
      date: '2026-11-18',
      time: '09:00',
      attendees: ['Faisal'],
    },
    'Latin digit; a new event, not a change to a document',
  ),
  ar(
    'حطلي عالرزنامة غدا عائلي يوم السبت الساعة ٢ الظهر',
    { kind: 'createEvent', title: 'غدا عائلي', date: '2026-11-21', time: '14:00' },
    'غدا here = lunch, not tomorrow; the day is Saturday (next week)',
  ),
  ar(
    'ضيف بارتي عيد ميلاد ريم يوم ٢٨ الساعه ٨ المسا',
    { kind: 'createEvent', title: 'بارتي عيد ميلاد ريم', date: '2026-11-28', time: '20:00' },
    'English loanword; ه for ة',
  ),

  // ───────────── complete (Arabic), batch 4 ─────────────
  ar(
    'جريس كنست المجلس',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'جريس = Grace; stored in English',
  ),
  ar(
    'طلبنا مويه الشرب',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or the tank',
  ),
  ar(
    'زياد رجّع الكتب للمكتبة',
    { kind: 'complete', task: 'Return the library books' },
    'stored in English',
  ),

  // ───────────── move (Arabic), batch 4 ─────────────
  ar(
    'عشا أبو خالد تأجل لبكرة نفس الوقت',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-15' },
    'stored in English; same time: the stored time must not change',
  ),
  ar(
    'قدّموا حفل تالا ليوم ٢٢ الساعة ١٠ الصبح',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-22', time: '10:00' },
    'brought forward',
  ),
  ar(
    'وصلة تالا للروضة بكرة خليها الساعة 7 وربع',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '07:15' },
    "time only: the date stays; not Reem's drop-off",
  ),

  // ───────────── reassign (Arabic), batch 4 ─────────────
  ar(
    'فيصل بيجيب زياد من التمرين بدالي',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Faisal' },
    'بدالي = instead of me; stored in English',
  ),
  ar(
    'طلعة الزبالة الليلة على أنور',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'أنور' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 4 ─────────────
  ar(
    'وش عندنا الليلة؟',
    {
      kind: 'answer',
      mentions: ['Put the bins out', "Dinner at Abu Khalid's"],
      not: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
    },
    "tonight's timed items",
  ),
  ar('مين المسؤول عن سقي النخل؟', { kind: 'answer', mentions: ['Grace'] }, 'alias غريس accepted'),
  ar(
    'أي وثيقة بتخلص أول وحدة؟',
    { kind: 'answer', mentions: ['إقامة غريس'], not: ['Fridge warranty', 'جواز فيصل'] },
    'the soonest expiry is 22 Nov',
  ),
  ar(
    'متى موعد تنظيف فلتر المكيف؟',
    { kind: 'answer', mentions: ['AC filter cleaning'] },
    'house maintenance, stored in English',
  ),

  // ───────────── ask (Arabic), batch 4 ─────────────
  ar(
    'خلوا زياد يتابع موضوع المويه',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
    },
    'three water things',
  ),
  ar(
    'نورة بتجيب الخبز اليوم',
    { kind: 'ask', reason: 'notFound' },
    'no member Noura; the bread task must not change',
  ),
  ar('بدنا نأجل عشا أبو خالد', { kind: 'ask', reason: 'missingSlot' }, 'Levantine; no new date'),

  // ───────────── out of scope (Arabic), batch 4 ─────────────
  ar('كم سعر الذهب اليوم؟', { kind: 'refuse' }),

  // ───────────── add a member (Arabic), batch 4 ─────────────
  ar(
    'الحمد لله جتنا بنت وسميناها جود، ضيفها للعايلة كطفلة',
    { kind: 'addMember', name: 'جود', role: 'child' },
    'a newborn daughter',
  ),

  // ═════════════ batch 5 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 5 ─────────────
  en(
    "Faisal needs to get the Patrol's brakes checked by the 27th",
    {
      kind: 'createTask',
      title: "get the Patrol's brakes checked",
      assignee: 'Faisal',
      date: '2026-11-27',
      vehicle: 'Patrol',
    },
    'a statement that acts',
  ),
  en('no rush, low priority - fix the wobbly dining chair', {
    kind: 'createTask',
    title: 'fix the wobbly dining chair',
    priority: 'low',
  }),
  en('task for Grace: polish the silver trays on Thursday', {
    kind: 'createTask',
    title: 'polish the silver trays',
    assignee: 'Grace',
    date: '2026-11-19',
  }),
  en(
    'add task fo Anwar: top up the coolant in the Camry tmrw 8am',
    {
      kind: 'createTask',
      title: 'top up the coolant in the Camry',
      assignee: 'أنور',
      date: '2026-11-15',
      time: '08:00',
      vehicle: 'Camry',
    },
    'typo "fo"',
  ),
  en(
    "Ziad's gotta finish his art project by Wednesday",
    { kind: 'createTask', title: 'finish his art project', assignee: 'Ziad', date: '2026-11-18' },
    'a statement that acts',
  ),
  en(
    'remind me on 1 Rajab to pay the water tanker guy',
    { kind: 'createTask', title: 'pay the water tanker guy', date: '2026-12-10' },
    'Hijri date; a reminder to pay is a task, not a payment',
  ),

  // ───────────── create an event (English), batch 5 ─────────────
  en(
    "there's a charity bazaar at the school on Wednesday 10am to 1pm",
    {
      kind: 'createEvent',
      title: 'charity bazaar',
      location: 'the school',
      date: '2026-11-18',
      time: '10:00',
      endTime: '13:00',
    },
    'a statement that acts',
  ),
  en("add Reem's piano recital on the 29th at 6pm", {
    kind: 'createEvent',
    title: "Reem's piano recital",
    date: '2026-11-29',
    time: '18:00',
  }),
  en(
    'add a school visit for Huda and Tala on monday at 9am',
    {
      kind: 'createEvent',
      title: 'school visit',
      date: '2026-11-16',
      time: '09:00',
      attendees: ['هدى', 'تالا'],
    },
    'two attendees, both stored in Arabic',
  ),
  en(
    "Reem has a sleepover at her friend's on Friday at 8pm",
    {
      kind: 'createEvent',
      title: 'sleepover',
      location: "her friend's",
      date: '2026-11-20',
      time: '20:00',
      attendees: ['ريم'],
    },
    'a statement that acts',
  ),
  en(
    'the family trip to AlUla starts on 20 Jumada al-Akhirah at 6am',
    { kind: 'createEvent', title: 'family trip to AlUla', date: '2026-11-30', time: '06:00' },
    'Hijri date; a statement that acts',
  ),
  en(
    "pls put Huda's yoga class on the calendar for thurs at 10am",
    { kind: 'createEvent', title: "Huda's yoga class", date: '2026-11-19', time: '10:00' },
    "Huda's is a possessive inside the title",
  ),
  en(
    "add a lunch with Faisal's parents on Sunday at 12 noon",
    {
      kind: 'createEvent',
      title: "lunch with Faisal's parents",
      date: '2026-11-15',
      time: '12:00',
    },
    'noon',
  ),
  en(
    'add the plumber visit on tuesday from 2 to 3pm',
    {
      kind: 'createEvent',
      title: 'plumber visit',
      date: '2026-11-17',
      time: '14:00',
      endTime: '15:00',
    },
    'a new event; the Call the plumber task must not change',
  ),
  en("add: Ziad's karate belt test at the sports club, monday 5:30pm", {
    kind: 'createEvent',
    title: "Ziad's karate belt test",
    location: 'the sports club',
    date: '2026-11-16',
    time: '17:30',
  }),

  // ───────────── complete (English), batch 5 ─────────────
  en(
    "the cat's had her dinner",
    { kind: 'complete', task: 'Feed the cat' },
    'a statement that acts',
  ),
  en('got the bread on the way home', { kind: 'complete', task: 'شراء الخبز' }, 'stored in Arabic'),
  en(
    "Ziad's home from football, Huda got him",
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'not the school pick-up',
  ),
  en(
    "Reem's at the club, Anwar took her",
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "stored in Arabic; not Tala's drop-off",
  ),
  en(
    'paid the water bill online',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'stored in Arabic; not the tank or drinking water',
  ),
  en('Grace hoovered the majlis 👍', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('the library books went back today', { kind: 'complete', task: 'Return the library books' }),

  // ───────────── move (English), batch 5 ─────────────
  en(
    'push getting the medicine to monday',
    { kind: 'move', task: 'جلب الدواء من الصيدلية', date: '2026-11-16' },
    'stored in Arabic',
  ),
  en(
    'eye doctor got changed to friday 11am',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-20', time: '11:00' },
    'a statement that acts',
  ),
  en(
    'move the swimming lesson an hour earlier',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '16:00' },
    '17:00 - 1 hour; the date stays; stored in Arabic',
  ),
  en(
    'push the Yaris registration renewal to the 30th',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-11-30' },
    'stored in Arabic; the task, not the document',
  ),
  en(
    "Ziad's football match starts at 5:30 now",
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '17:30' },
    'time only: the date stays; afternoon reading',
  ),
  en(
    'reschedule the playroom tidy-up to thursday',
    { kind: 'move', task: 'ترتيب غرفة الألعاب', date: '2026-11-19' },
    'stored in Arabic',
  ),

  // ───────────── reassign (English), batch 5 ─────────────
  en('can Tala feed the cat instead of Reem?', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'تالا',
  }),
  en(
    "Reem will return Ziad's library books",
    { kind: 'reassign', task: 'Return the library books', assignee: 'ريم' },
    "Ziad's is a possessive; the new assignee is Reem",
  ),
  en(
    'Anwar can do the Patrol oil change',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'أنور' },
    'unassigned before',
  ),
  en(
    "Reem's on palm watering duty tomorrow",
    { kind: 'reassign', task: 'سقي النخل', assignee: 'ريم' },
    'stored in Arabic',
  ),

  // ───────────── questions (English), batch 5 ─────────────
  en(
    "what are today's tasks?",
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Pick up Ziad from football practice',
        'Feed the cat',
        'Vacuum the majlis',
        'شراء الخبز',
        'جلب الدواء من الصيدلية',
      ],
      not: ['Pick up the kids from school', 'توصيل تالا للروضة'],
    },
    "today's tasks",
  ),
  en(
    "what's in the calendar for wednesday?",
    { kind: 'answer', mentions: ['Eye doctor appointment'], not: ['Dentist appointment'] },
    'events of 18 Nov',
  ),
  en(
    'whos got the yaris registration renewal',
    { kind: 'answer', mentions: ['هدى'] },
    'alias Huda accepted',
  ),
  en(
    'when does the Patrol registration run out?',
    { kind: 'answer', mentions: ['Patrol registration'] },
    'the document',
  ),
  en(
    "what's on Ziad's to-do list?",
    {
      kind: 'answer',
      mentions: ['Put the bins out', 'Return the library books', 'ترتيب غرفة الألعاب'],
      not: ['Vacuum the majlis', 'Feed the cat'],
    },
    "Ziad's tasks",
  ),
  en(
    "what's on the 25th?",
    { kind: 'answer', mentions: ['Renew the Camry insurance'], not: ['حفل المدرسة لتالا'] },
    'the 25th = 25 Nov',
  ),
  en(
    'when are the fire extinguishers getting checked?',
    { kind: 'answer', mentions: ['فحص طفايات الحريق'] },
    'house maintenance, stored in Arabic',
  ),
  en(
    "what's Anwar got on over the next week?",
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'غسيل الكامري',
      ],
      not: ['Vacuum the majlis'],
    },
    'all his dated tasks fall on 15-16 Nov',
  ),

  // ───────────── ask (English), batch 5 ─────────────
  en(
    "cancel the doctor's appointment",
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment', 'Eye doctor appointment'] },
    'a deletion of one of two',
  ),
  en(
    'the windows are clean now',
    { kind: 'ask', reason: 'notFound' },
    'no windows task; nothing may be completed',
  ),
  en(
    'Abdullah will pick up the bread',
    { kind: 'ask', reason: 'notFound' },
    'no member Abdullah; the bread task must not change',
  ),
  en(
    'can you push the eye doctor appointment',
    { kind: 'ask', reason: 'missingSlot' },
    'no new date or time',
  ),
  en('move the bill to friday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),

  // ───────────── out of scope (English), batch 5 ─────────────
  en("pay Grace's salary from my account", { kind: 'refuse' }, 'a payment from an account'),
  en('how do you say thank you in French?', { kind: 'refuse' }, 'translation'),

  // ───────────── add a member (English), batch 5 ─────────────
  en('add Bader to the family as a parent', { kind: 'addMember', name: 'Bader', role: 'parent' }),
  en('add my brother-in-law Turki', { kind: 'addMember', name: 'Turki' }),
  en("new member: Sara, she's 9, add her as a child", {
    kind: 'addMember',
    name: 'Sara',
    role: 'child',
  }),

  // ───────────── create a task (Arabic), batch 5 ─────────────
  ar('سجل لفيصل مهمة فحص الباترول يوم ٢٤', {
    kind: 'createTask',
    title: 'فحص الباترول',
    assignee: 'Faisal',
    date: '2026-11-24',
    vehicle: 'Patrol',
  }),
  ar(
    'ضيف مهمة شراء زينة الحفلة أولويتها واطية',
    { kind: 'createTask', title: 'شراء زينة الحفلة', priority: 'low' },
    'Gulf واطية = low',
  ),
  ar(
    'ذكرني بعد بكرا الساعة ٣ العصر اتصل بالمصلح تبع الغسالة',
    { kind: 'createTask', title: 'اتصل بالمصلح تبع الغسالة', date: '2026-11-16', time: '15:00' },
    'Levantine; a new call, not the stored calls',
  ),
  ar('ضيفي مهمة تحضير الفطور لريم بكرا الساعة ٧ الصبح', {
    kind: 'createTask',
    title: 'تحضير الفطور',
    assignee: 'ريم',
    date: '2026-11-15',
    time: '07:00',
  }),
  ar(
    'أَنْشِئْ مَهَمَّةً: شِرَاءُ هَدِيَّةٍ لِلْمُعَلِّمَةِ يَوْمَ الأَرْبِعَاءِ',
    { kind: 'createTask', title: 'شراء هدية للمعلمة', date: '2026-11-18' },
    'MSA with full diacritics; للمعلمة names no member',
  ),

  // ───────────── create an event (Arabic), batch 5 ─────────────
  ar(
    'عندنا غداء في مزرعة أبو سعود يوم الجمعة الساعة ١ الظهر',
    {
      kind: 'createEvent',
      title: 'غداء',
      location: 'مزرعة أبو سعود',
      date: '2026-11-20',
      time: '13:00',
    },
    'a statement that acts; غداء = lunch, not tomorrow',
  ),
  ar('حط عندك عيد ميلاد جدتي يوم ٢٦ الساعة ٨ بالليل', {
    kind: 'createEvent',
    title: 'عيد ميلاد جدتي',
    date: '2026-11-26',
    time: '20:00',
  }),
  ar(
    'أضف حدثًا: ورشة رسم للأطفال يوم السبت القادم من العاشرة حتى الثانية عشرة ظهرًا',
    {
      kind: 'createEvent',
      title: 'ورشة رسم للأطفال',
      date: '2026-11-21',
      time: '10:00',
      endTime: '12:00',
    },
    'MSA; hours in words; للأطفال names no member',
  ),
  ar(
    'سجلي موعد تقويم أسنان لريم يوم الأربعاء الساعة ٤ العصر',
    {
      kind: 'createEvent',
      title: 'موعد تقويم أسنان',
      date: '2026-11-18',
      time: '16:00',
      attendees: ['ريم'],
    },
    'a new event; the stored Dentist appointment must not change',
  ),
  ar(
    'حطي في التقويم زيارة فني المصعد يوم الثلاثاء من ١٠ لين ١٢ الظهر',
    {
      kind: 'createEvent',
      title: 'زيارة فني المصعد',
      date: '2026-11-17',
      time: '10:00',
      endTime: '12:00',
    },
    'a new visit; the two stored visits must not change',
  ),
  ar(
    'عندنا عشاء عند عمي سعد يوم ١٠ رجب الساعة ٨ ونص بالليل',
    { kind: 'createEvent', title: 'عشاء عند عمي سعد', date: '2026-12-19', time: '20:30' },
    "Hijri date; a new event, not uncle Saad's stored visit",
  ),
  ar(
    'ضيف ميعاد الكوافير لهدى يوم الخميس الساعة ٥ المسا',
    {
      kind: 'createEvent',
      title: 'ميعاد الكوافير',
      date: '2026-11-19',
      time: '17:00',
      attendees: ['هدى'],
    },
    'Egyptian ميعاد',
  ),
  ar(
    'ضيف مباراة السلة لريم يوم الاتنين الساعه ٧ المسا',
    {
      kind: 'createEvent',
      title: 'مباراة السلة',
      date: '2026-11-16',
      time: '19:00',
      attendees: ['ريم'],
    },
    'الاتنين = Monday',
  ),
  ar(
    'يوم ٢٣ عندنا حفل تكريم زياد في المدرسة الساعة ١٠ الصبح',
    {
      kind: 'createEvent',
      title: 'حفل تكريم زياد',
      location: 'المدرسة',
      date: '2026-11-23',
      time: '10:00',
    },
    "a new event, not Tala's school party",
  ),

  // ───────────── complete (Arabic), batch 5 ─────────────
  ar('حطينا الزبايل برا', { kind: 'complete', task: 'Put the bins out' }, 'stored in English'),
  ar('أكّلنا البسة', { kind: 'complete', task: 'Feed the cat' }, 'Levantine بسة; stored in English'),
  ar(
    'هدية تالا انشرت',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'Gulf انشرت = was bought; stored in English',
  ),
  ar(
    'قوارير مية الشرب وصلت',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or tank; stored in English',
  ),
  ar(
    'اتصلنا على السباك',
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call; stored in English',
  ),
  ar('الخزان انغسل خلاص', { kind: 'complete', task: 'تنظيف خزان الماء' }, 'the only tank'),
  ar(
    'هدى جابت زياد من الكورة',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'stored in English; not the school pick-up',
  ),

  // ───────────── move (Arabic), batch 5 ─────────────
  ar(
    'دكتور العيون خليه يوم الأحد الساعة ٩ الصبح',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-15', time: '09:00' },
    'stored in English',
  ),
  ar('خلي جلب الدوا يوم الأحد', {
    kind: 'move',
    task: 'جلب الدواء من الصيدلية',
    date: '2026-11-15',
  }),
  ar(
    'حصة السباحة لزياد خلها الساعة ٥ ونص',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '17:30' },
    'time only: the date stays; afternoon reading',
  ),
  ar('أجّل تنظيف خزان المية ليوم ٣ ديسمبر', {
    kind: 'move',
    task: 'تنظيف خزان الماء',
    date: '2026-12-03',
  }),
  ar(
    'بدنا نقدّم زيارة عمي سعد ليوم الأربعا الساعة ٦ المسا',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-18', time: '18:00' },
    'Levantine',
  ),
  ar(
    'فاتورة الكهربا خليها يوم ٢١',
    { kind: 'move', task: 'دفع فاتورة الكهرباء', date: '2026-11-21' },
    'not the water bill',
  ),

  // ───────────── reassign (Arabic), batch 5 ─────────────
  ar(
    'بكرة فيصل بيجيب العيال من المدرسة مو أنور',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'Faisal' },
    'stored in English; not the football pick-up',
  ),
  ar(
    'خلي زياد يطعم القطوة',
    { kind: 'reassign', task: 'Feed the cat', assignee: 'Ziad' },
    'stored in English',
  ),
  ar(
    'عطي مهمة طلب مية الشرب لهدى',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'هدى' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'فيصل هو اللي بيودي ريم النادي بكرة',
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'Faisal' },
    "not Tala's drop-off",
  ),
  ar('مهمة الدوا خليها على زياد', {
    kind: 'reassign',
    task: 'جلب الدواء من الصيدلية',
    assignee: 'Ziad',
  }),

  // ───────────── questions (Arabic), batch 5 ─────────────
  ar(
    'شو في يوم الأربعا؟',
    {
      kind: 'answer',
      mentions: ['تجهيز شنطة الرحلة لزياد', 'Eye doctor appointment'],
      not: ['Dentist appointment', 'Return the library books'],
    },
    'Levantine; tasks and events of 18 Nov',
  ),
  ar('مين عليه ترتيب غرفة الألعاب؟', { kind: 'answer', mentions: ['Ziad'] }),
  ar(
    'إمتى الباسبور بتاع هدى بيخلص؟',
    { kind: 'answer', mentions: ["Huda's passport"] },
    'Egyptian; the document, stored in English',
  ),
  ar('وش على زياد من مهام؟', {
    kind: 'answer',
    mentions: ['Put the bins out', 'Return the library books', 'ترتيب غرفة الألعاب'],
    not: ['Vacuum the majlis'],
  }),
  ar(
    'شو عند فيصل الأسبوع الجاي؟',
    {
      kind: 'answer',
      mentions: [
        'دفع فاتورة الكهرباء',
        'Eye doctor appointment',
        "Ziad's football match",
        'زيارة عمي سعد',
      ],
      not: ['Renew the Camry insurance', 'تنظيف خزان الماء'],
    },
    'Levantine; his tasks and events of next week (15-21 Nov; 16-22 gives the same)',
  ),
  ar(
    'في مواعيد يوم الخميس؟',
    { kind: 'answer', mentions: ["Ziad's football match"], not: ['زيارة عمي سعد'] },
    'events of 19 Nov',
  ),
  ar(
    'إمتى فحص سخان المية؟',
    { kind: 'answer', mentions: ['Water heater inspection'] },
    'Egyptian; stored in English',
  ),
  ar(
    'إيش الوثايق اللي تنتهي قبل يوم ٢٥؟',
    { kind: 'answer', mentions: ['إقامة غريس'], not: ['استمارة اليارس', "Huda's passport"] },
    'before 25 Nov',
  ),

  // ───────────── ask (Arabic), batch 5 ─────────────
  ar('المكالمة خليها يوم الخميس', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  ar(
    'رتبت الكراج',
    { kind: 'ask', reason: 'notFound' },
    'no garage task; the playroom task must stay pending',
  ),
  ar('خل مشعل يطلع الزبالة', { kind: 'ask', reason: 'notFound' }, 'no member Mishal'),
  ar(
    'خلي حد تاني يجيب الدوا',
    { kind: 'ask', reason: 'missingSlot' },
    'Egyptian; someone else: which member?',
  ),

  // ───────────── out of scope (Arabic), batch 5 ─────────────
  ar('اطلب لي مقاضي من نعناع الحين', { kind: 'refuse' }, 'grocery delivery'),
  ar('ادفع إيجار الشقة من حسابي', { kind: 'refuse' }, 'a payment from an account'),
  ar('وش معنى كلمة serendipity؟', { kind: 'refuse' }, 'a dictionary question'),

  // ───────────── add a member (Arabic), batch 5 ─────────────
  ar(
    'أضف جدي عبدالرحمن للعائلة',
    { kind: 'addMember', name: 'عبدالرحمن' },
    'جدي is a kinship word',
  ),
  ar('ضيف ولد أختي سعود للعيلة كطفل', { kind: 'addMember', name: 'سعود', role: 'child' }),
  ar('ضيف الطباخ الجديد رشيد للعيلة', { kind: 'addMember', name: 'رشيد' }),

  // ═════════════ batch 6 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 6 ─────────────
  en(
    'Faisal has to take the Camry for its service on Wednesday',
    {
      kind: 'createTask',
      title: 'take the Camry for its service',
      assignee: 'Faisal',
      date: '2026-11-18',
      vehicle: 'Camry',
    },
    'a statement that acts; not the Camry insurance or wash',
  ),
  en('remind ziad to bring his PE kit on sunday', {
    kind: 'createTask',
    title: 'bring his PE kit',
    assignee: 'Ziad',
    date: '2026-11-15',
  }),
  en(
    "urgent: get Huda's passport renewed by the 25th",
    {
      kind: 'createTask',
      title: "get Huda's passport renewed",
      date: '2026-11-25',
      priority: 'high',
    },
    "Huda's is a possessive, not an assignee; a task, the document must not change",
  ),
  en(
    'add a low-priority task for Anwar to vacuum the Yaris seats',
    {
      kind: 'createTask',
      title: 'vacuum the Yaris seats',
      assignee: 'أنور',
      priority: 'low',
      vehicle: 'Yaris',
    },
    'a new task, not Vacuum the majlis',
  ),

  // ───────────── create an event (English), batch 6 ─────────────
  en(
    "Ziad's science fair is on Tuesday from 1 to 3pm in the school gym",
    {
      kind: 'createEvent',
      title: "Ziad's science fair",
      location: 'the school gym',
      date: '2026-11-17',
      time: '13:00',
      endTime: '15:00',
    },
    'a statement that acts; "in <place>" is the location; Ziad\'s is a possessive',
  ),
  en('add a physio session for Faisal at the sports clinic on the 26th at 7pm', {
    kind: 'createEvent',
    title: 'physio session',
    location: 'the sports clinic',
    date: '2026-11-26',
    time: '19:00',
    attendees: ['Faisal'],
  }),
  en(
    "so uh there's a bbq at the farm on saturday at four in the afternoon",
    {
      kind: 'createEvent',
      title: 'bbq',
      location: 'the farm',
      date: '2026-11-21',
      time: '16:00',
    },
    'voice transcript; today is Saturday, so Saturday = next week',
  ),
  en('add the family reunion on 15 Jumada al-Akhirah at 7pm', {
    kind: 'createEvent',
    title: 'family reunion',
    date: '2026-11-25',
    time: '19:00',
  }),
  en('add the car show on Dec 12 from 4 to 10pm', {
    kind: 'createEvent',
    title: 'car show',
    date: '2026-12-12',
    time: '16:00',
    endTime: '22:00',
  }),
  en(
    'Huda and Reem are going to a wedding on thursday at 9:30pm',
    {
      kind: 'createEvent',
      title: 'wedding',
      date: '2026-11-19',
      time: '21:30',
      attendees: ['هدى', 'ريم'],
    },
    'a statement that acts; both attendees stored in Arabic',
  ),
  en('the compound pool party is on the 22nd from 4 to 7pm', {
    kind: 'createEvent',
    title: 'compound pool party',
    date: '2026-11-22',
    time: '16:00',
    endTime: '19:00',
  }),
  en(
    "pls ad ziad's taekwondo grading on tuesday 6pm",
    { kind: 'createEvent', title: "ziad's taekwondo grading", date: '2026-11-17', time: '18:00' },
    'typo "ad"; lower case',
  ),
  en(
    'add brunch with the girls at the Corniche cafe on sunday at 11am',
    {
      kind: 'createEvent',
      title: 'brunch with the girls',
      location: 'the Corniche cafe',
      date: '2026-11-15',
      time: '11:00',
    },
    '"at <place>" is the location',
  ),
  en('add a meeting with the landlord on monday 7 to 8pm', {
    kind: 'createEvent',
    title: 'meeting with the landlord',
    date: '2026-11-16',
    time: '19:00',
    endTime: '20:00',
  }),

  // ───────────── complete (English), batch 6 ─────────────
  en('the garbage has been taken out', { kind: 'complete', task: 'Put the bins out' }),
  en(
    'placed the order for drinking water',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or tank',
  ),
  en('picked up a bday gift for tala today', {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en(
    'rang the plumber this morning',
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call',
  ),
  en(
    'toys are all put away in the playroom',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'stored in Arabic',
  ),
  en(
    'Faisal settled the power bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic; not the water bill',
  ),
  en(
    'we scrubbed out the water tank',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'stored in Arabic; not the water bill or drinking water',
  ),
  en(
    'Anwar just dropped Tala at the nursery',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "nursery = kindergarten; stored in Arabic; not Reem's drop-off",
  ),
  en(
    "the camry's insurance renewal went through",
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task; not the Camry wash',
  ),
  en("the patrol's had fresh oil put in", { kind: 'complete', task: 'Oil change for the Patrol' }),

  // ───────────── move (English), batch 6 ─────────────
  en(
    'the AC technician call, make it monday',
    { kind: 'move', task: 'Call the AC technician', date: '2026-11-16' },
    'an undated task gets a date; not the plumber call',
  ),
  en(
    "aunt munira's visit is at 8 now",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '20:00' },
    'time only: the date stays; evening reading (stored 19:30); stored in Arabic',
  ),
  en(
    'move the parent-teacher meeting to wednesday',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-18' },
    'the time stays',
  ),
  en('the Camry insurance renewal can wait till the 28th', {
    kind: 'move',
    task: 'Renew the Camry insurance',
    date: '2026-11-28',
  }),
  en(
    'pick up ziad from football at 6:30 instead',
    {
      kind: 'move',
      task: 'Pick up Ziad from football practice',
      date: '2026-11-14',
      time: '18:30',
    },
    'time only: the date stays; afternoon reading (stored 18:00); not the school pick-up',
  ),

  // ───────────── reassign (English), batch 6 ─────────────
  en(
    'Anwar will go to the pharmacy for the medicine, not Reem',
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'أنور' },
    'stored in Arabic',
  ),
  en(
    'give the tank cleaning to Grace',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'Grace' },
    'stored in Arabic; the only tank',
  ),
  en(
    'Faisal will pay the water bill this month',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'Faisal' },
    'stored in Arabic; not the electricity bill',
  ),
  en(
    "ziad's on bread duty",
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Ziad' },
    'unassigned before; stored in Arabic',
  ),
  en(
    'let Reem handle the Yaris registration renewal',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'ريم' },
    'the task, stored in Arabic',
  ),

  // ───────────── questions (English), batch 6 ─────────────
  en(
    'anything happening on thursday?',
    {
      kind: 'answer',
      mentions: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['Eye doctor appointment', 'زيارة عمي سعد'],
    },
    'tasks and events of 19 Nov',
  ),
  en('who is supposed to water the palm trees', { kind: 'answer', mentions: ['Grace'] }),
  en(
    "who's going to aunt munira's tomorrow",
    { kind: 'answer', mentions: ['هدى', 'ريم', 'تالا'] },
    'the attendees; aliases accepted',
  ),
  en('what documents expire in 2027?', {
    kind: 'answer',
    mentions: ['جواز فيصل', 'رخصة قيادة أنور', 'Fridge warranty'],
    not: ['Patrol registration', 'Camry insurance'],
  }),
  en("what time's dinner at abu khalid's tonight", {
    kind: 'answer',
    mentions: ["Dinner at Abu Khalid's"],
  }),
  en(
    "what's on from thursday to saturday?",
    {
      kind: 'answer',
      mentions: [
        'Buy a birthday present for Tala',
        'دفع فاتورة الكهرباء',
        "Ziad's football match",
        'زيارة عمي سعد',
        'Oil change for the Patrol',
      ],
      not: ['تجهيز شنطة الرحلة لزياد', 'Eye doctor appointment', 'Renew the Camry insurance'],
    },
    'tasks and events of 19-21 Nov (Saturday = the 21st)',
  ),
  en(
    "what's on Grace's plate tomorrow?",
    {
      kind: 'answer',
      mentions: ['Order drinking water', 'سقي النخل'],
      not: ['Vacuum the majlis'],
    },
    "Grace's tasks of 15 Nov",
  ),
  en(
    'anything pending on the yaris?',
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['Renew the Camry insurance', 'غسيل الكامري'],
    },
    "the Yaris's tasks",
  ),
  en(
    'is anything still unassigned?',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'Oil change for the Patrol', 'شراء الخبز'],
      not: ['Feed the cat', 'Vacuum the majlis'],
    },
    'the unassigned tasks',
  ),
  en(
    'what house maintenance do we have in november?',
    {
      kind: 'answer',
      mentions: ['رش المبيدات', 'صيانة المسبح', 'AC filter cleaning'],
      not: ['Water heater inspection', 'فحص طفايات الحريق'],
    },
    'house maintenance of November',
  ),

  // ───────────── ask (English), batch 6 ─────────────
  en('give the pickup to Faisal', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
  }),
  en(
    'the fence has been painted',
    { kind: 'ask', reason: 'notFound' },
    'no fence task; nothing may be completed',
  ),
  en('let someone else do the library books', { kind: 'ask', reason: 'missingSlot' }, 'to whom?'),

  // ───────────── out of scope (English), batch 6 ─────────────
  en('reserve two cinema tickets for friday night', { kind: 'refuse' }, 'a ticket booking'),
  en('how far is Jeddah from Riyadh by car?', { kind: 'refuse' }, 'directions / distance'),

  // ───────────── add a member (English), batch 6 ─────────────
  en('please add my niece Dana as a child', { kind: 'addMember', name: 'Dana', role: 'child' }),

  // ───────────── create a task (Arabic), batch 6 ─────────────
  ar(
    'فيصل لازم يفحص كفرات الكامري يوم الأربعاء',
    {
      kind: 'createTask',
      title: 'يفحص كفرات الكامري',
      assignee: 'Faisal',
      date: '2026-11-18',
      vehicle: 'Camry',
    },
    'Gulf; a statement that acts; not the Camry insurance or wash',
  ),
  ar(
    'أنشئ مهمة لتالا: تلوين كراسة الرسم يوم الاثنين',
    { kind: 'createTask', title: 'تلوين كراسة الرسم', assignee: 'تالا', date: '2026-11-16' },
    'MSA without diacritics',
  ),
  ar(
    'ضيف مهمة تجديد رخصة أنور يوم ٣٠ وأولويتها عالية',
    { kind: 'createTask', title: 'تجديد رخصة أنور', date: '2026-11-30', priority: 'high' },
    'رخصة أنور is a possessive (the document), not an assignee',
  ),
  ar(
    'عايزة مهمة لريم تروق دولاب الهدوم يوم الحد',
    { kind: 'createTask', title: 'تروق دولاب الهدوم', assignee: 'ريم', date: '2026-11-15' },
    'Egyptian; الحد = Sunday',
  ),

  // ───────────── create an event (Arabic), batch 6 ─────────────
  ar(
    'عندنا قهوة في بيت أم فهد بكرة الساعة ٥ العصر',
    {
      kind: 'createEvent',
      title: 'قهوة',
      location: 'بيت أم فهد',
      date: '2026-11-15',
      time: '17:00',
    },
    'a statement that acts; «في» gives the location',
  ),
  ar('سجل موعد تحليل دم لفيصل يوم الثلاثاء الساعة ٨ الصبح', {
    kind: 'createEvent',
    title: 'موعد تحليل دم',
    date: '2026-11-17',
    time: '08:00',
    attendees: ['Faisal'],
  }),
  ar(
    'أَضِفْ مَوْعِدًا: زِيَارَةُ جَدَّتِي يَوْمَ الخَمِيسِ السَّاعَةَ السَّادِسَةَ مَسَاءً',
    { kind: 'createEvent', title: 'زيارة جدتي', date: '2026-11-19', time: '18:00' },
    'MSA with full diacritics; hour in words; a new visit, the stored visits must not change',
  ),
  ar(
    'عزيمة عيد ميلاد هدى يوم ٥ رجب الساعة ٨ المسا',
    { kind: 'createEvent', title: 'عزيمة عيد ميلاد هدى', date: '2026-12-14', time: '20:00' },
    'Hijri date; a bare statement; عيد ميلاد هدى is a possessive',
  ),
  ar(
    'بدي سجل عالرزنامة درس خصوصي لزياد يوم التلاتا من ٤ لـ ٥ العصر',
    {
      kind: 'createEvent',
      title: 'درس خصوصي',
      date: '2026-11-17',
      time: '16:00',
      endTime: '17:00',
      attendees: ['Ziad'],
    },
    'Levantine; التلاتا = Tuesday',
  ),
  ar(
    'عندنا فرح صاحب فيصل يوم ٢٨ الساعة ٩ بالليل',
    { kind: 'createEvent', title: 'فرح صاحب فيصل', date: '2026-11-28', time: '21:00' },
    'Egyptian فرح = wedding; صاحب فيصل is a possessive',
  ),
  ar(
    'ضيف حفله نهايه الفصل لزياد يوم الاربعا الساعه 10 الصبح',
    {
      kind: 'createEvent',
      title: 'حفلة نهاية الفصل',
      date: '2026-11-18',
      time: '10:00',
      attendees: ['Ziad'],
    },
    'ه for ة, no hamza, ASCII digits',
  ),
  ar('حط بالتقويم مباراة الهلال والنصر يوم ٢٢ الساعة ٨ ونص بالليل', {
    kind: 'createEvent',
    title: 'مباراة الهلال والنصر',
    date: '2026-11-22',
    time: '20:30',
  }),
  ar(
    'عندنا سهرة في استراحة الشباب يوم الخميس الساعة ١٠ بالليل',
    {
      kind: 'createEvent',
      title: 'سهرة',
      location: 'استراحة الشباب',
      date: '2026-11-19',
      time: '22:00',
    },
    'a statement that acts; «في» gives the location',
  ),
  ar(
    'سجلي جلسة تصوير لريم وتالا يوم السبت الساعة ٤ العصر',
    {
      kind: 'createEvent',
      title: 'جلسة تصوير',
      date: '2026-11-21',
      time: '16:00',
      attendees: ['ريم', 'تالا'],
    },
    'two attendees; today is Saturday, so Saturday = next week',
  ),

  // ───────────── complete (Arabic), batch 6 ─────────────
  ar('اشترينا العيش', { kind: 'complete', task: 'شراء الخبز' }, 'Egyptian عيش = bread'),
  ar('الدوا صار عندنا', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
  ar(
    'خلصت جريس من كنس المجلس',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'جريس = Grace; stored in English',
  ),
  ar(
    'كتب المكتبه ترجعت',
    { kind: 'complete', task: 'Return the library books' },
    'ه for ة; stored in English',
  ),
  ar('غسلنا الكامري اليوم', { kind: 'complete', task: 'غسيل الكامري' }, 'not the Camry insurance'),
  ar('سقينا النخلات', { kind: 'complete', task: 'سقي النخل' }),
  ar(
    'تالا صارت بالروضة',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "Levantine; not Reem's drop-off",
  ),
  ar(
    'جددنا تأمين الكامري أونلاين',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, stored in English; not the Camry wash',
  ),
  ar(
    'السباك اتكلمنا معاه خلاص',
    { kind: 'complete', task: 'Call the plumber' },
    'Egyptian; not the AC technician call',
  ),
  ar(
    'فاتورة المية اتدفعت',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'Egyptian; not the electricity bill or the tank',
  ),

  // ───────────── move (Arabic), batch 6 ─────────────
  ar(
    'أخر غسيل الكامري يومين',
    { kind: 'move', task: 'غسيل الكامري', date: '2026-11-18' },
    'two days after the stored 16 Nov; not the Camry insurance',
  ),
  ar(
    'حفل المدرسة لتالا صار الساعة ١٠ الصبح',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-24', time: '10:00' },
    'time only: the date stays',
  ),
  ar(
    'خلونا نأجل حصة سباحة زياد ليوم التنين بنفس الوقت',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-16' },
    'Levantine; التنين = Monday; the time stays',
  ),
  ar(
    'تجهيز شنطة رحلة زياد خليه بكرة',
    { kind: 'move', task: 'تجهيز شنطة الرحلة لزياد', date: '2026-11-15' },
    'the stored title says شنطة الرحلة لزياد',
  ),
  ar(
    'أنور يجيب العيال بكرة الساعة ٢ بدل ١ ونص',
    { kind: 'move', task: 'Pick up the kids from school', date: '2026-11-15', time: '14:00' },
    'afternoon reading; stored in English; not the football pick-up',
  ),

  // ───────────── reassign (Arabic), batch 6 ─────────────
  ar(
    'فيصل بيجيب زياد من تمرين الكورة بدال هدى',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Faisal' },
    'stored in English; not the school pick-up',
  ),
  ar(
    'اتصال فني المكيف خلوه على غريس',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'Grace' },
    'stored in English; not the plumber call',
  ),
  ar(
    'توصيل تالا للروضه بكره خليه على فيصل',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'Faisal' },
    "ه for ة; not Reem's drop-off",
  ),
  ar(
    'خلي ريم تطلب مويا الشرب',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'ريم' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'الاتصال بالسباك خليه على فيصل',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'Faisal' },
    'unassigned before; stored in English',
  ),

  // ───────────── questions (Arabic), batch 6 ─────────────
  ar(
    'إيه اللي عندنا يوم الجمعة؟',
    { kind: 'answer', mentions: ['زيارة عمي سعد'], not: ["Ziad's football match"] },
    'Egyptian; events of 20 Nov (no task is due)',
  ),
  ar('مين عليه كنس المجلس؟', { kind: 'answer', mentions: ['Grace'] }),
  ar(
    'مين بيحضر حفل المدرسة حق تالا؟',
    { kind: 'answer', mentions: ['تالا', 'هدى'] },
    'the attendees',
  ),
  ar(
    'اي وثيقة تنتهي خلال ١٠ ايام؟',
    { kind: 'answer', mentions: ['إقامة غريس'], not: ['استمارة اليارس', 'Camry insurance'] },
    'no hamza; 14-24 Nov',
  ),
  ar(
    'إمتى ضمان التلاجة بيخلص؟',
    { kind: 'answer', mentions: ['Fridge warranty'] },
    'Egyptian; the document, stored in English',
  ),
  ar(
    'إيه المواعيد من الأربع للجمعة؟',
    {
      kind: 'answer',
      mentions: ['Eye doctor appointment', "Ziad's football match", 'زيارة عمي سعد'],
      not: ['Parent-teacher meeting', 'حفل المدرسة لتالا'],
    },
    'Egyptian; الأربع = Wednesday; events of 18-20 Nov',
  ),
  ar(
    'غريس شو عليها شغل؟',
    {
      kind: 'answer',
      mentions: ['Vacuum the majlis', 'Order drinking water', 'سقي النخل'],
      not: ['Feed the cat'],
    },
    "Levantine; Grace's tasks",
  ),
  ar(
    'إيش مهام الكامري؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['Oil change for the Patrol'],
    },
    "the Camry's tasks",
  ),
  ar(
    'إيش المهام ذات الأولوية العالية؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'Renew the Camry insurance',
        'دفع فاتورة الكهرباء',
        'توصيل تالا للروضة',
        'جلب الدواء من الصيدلية',
        'تجديد استمارة اليارس',
      ],
      not: ['Feed the cat', 'سقي النخل'],
    },
    'the high-priority tasks',
  ),
  ar(
    'وش الصيانة اللي علينا بكرة؟',
    {
      kind: 'answer',
      mentions: ['صيانة المسبح'],
      not: ['رش المبيدات', 'AC filter cleaning'],
    },
    'house maintenance of 15 Nov',
  ),

  // ───────────── ask (Arabic), batch 6 ─────────────
  ar('خلي فيصل يوصّل بكرة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),
  ar('خلي عبير تجيب الخبز', { kind: 'ask', reason: 'notFound' }, 'no member Abeer'),
  ar('انقل زيارة خالتي منيرة', { kind: 'ask', reason: 'missingSlot' }, 'to when?'),

  // ───────────── out of scope (Arabic), batch 6 ─────────────
  ar('ابحث لي عن وصفة كبسة دجاج', { kind: 'refuse' }, 'a recipe search'),

  // ───────────── add a member (Arabic), batch 6 ─────────────
  ar('أضف أختي نورة للعائلة', { kind: 'addMember', name: 'نورة' }, 'أختي is a kinship word'),
  ar('ضيف خالي ماجد كولي أمر', { kind: 'addMember', name: 'ماجد', role: 'guardian' }),

  // ═════════════ batch 7 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 7 ─────────────
  en(
    "Faisal has to book the Patrol's service for the 24th",
    {
      kind: 'createTask',
      title: "book the Patrol's service",
      assignee: 'Faisal',
      date: '2026-11-24',
      vehicle: 'Patrol',
    },
    'a statement that acts; not the Patrol oil change',
  ),
  en(
    "okay and then remind me to pick up Tala's school uniform from the tailor on wednesday at 4pm",
    {
      kind: 'createTask',
      title: "pick up Tala's school uniform from the tailor",
      date: '2026-11-18',
      time: '16:00',
    },
    "voice-like; Tala's is a possessive, not an assignee; not a pick-up task",
  ),
  en(
    'low priorty - buy new pillows for the guest room, grace, saturday',
    {
      kind: 'createTask',
      title: 'buy new pillows for the guest room',
      assignee: 'Grace',
      date: '2026-11-21',
      priority: 'low',
    },
    'typo; today is Saturday, so Saturday = 21 Nov',
  ),

  // ───────────── create an event (English), batch 7 ─────────────
  en(
    'add a lunch at Al Faisaliah on friday at 1:30pm',
    {
      kind: 'createEvent',
      title: 'lunch',
      location: 'Al Faisaliah',
      date: '2026-11-20',
      time: '13:30',
    },
    '"at" gives the location',
  ),
  en(
    'Ziad and Tala have a swimming party on sunday from 3 to 5pm',
    {
      kind: 'createEvent',
      title: 'swimming party',
      date: '2026-11-15',
      time: '15:00',
      endTime: '17:00',
      attendees: ['Ziad', 'تالا'],
    },
    "a statement that acts; a new event, not Ziad's swimming lesson",
  ),
  en(
    "add Reem's volunteering day on 10 Rajab, 7am to 3pm",
    {
      kind: 'createEvent',
      title: "Reem's volunteering day",
      date: '2026-12-19',
      time: '07:00',
      endTime: '15:00',
    },
    '10 Rajab 1448 = 19 Dec',
  ),

  // ───────────── complete (English), batch 7 ─────────────
  en('Reem gave the cat her breakfast', { kind: 'complete', task: 'Feed the cat' }),
  en(
    "so the plumber's sorted, I spoke to him this morning",
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call',
  ),
  en(
    'Grace did the palms this afternoon',
    { kind: 'complete', task: 'سقي النخل' },
    'stored in Arabic; the only palm task',
  ),
  en(
    'I collected Ziad from football',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'not the school pick-up',
  ),
  en(
    'Anwar brought bread from the bakery',
    { kind: 'complete', task: 'شراء الخبز' },
    'a fact, not a hand-over; stored in Arabic',
  ),
  en("Patrol's back from the oil change", { kind: 'complete', task: 'Oil change for the Patrol' }),
  en("Ziad's library books are back", { kind: 'complete', task: 'Return the library books' }),
  en("Tala's birthday present is bought and hidden", {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en(
    "yeah so Huda already packed Ziad's trip bag last night so that's done",
    { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' },
    'voice-like run-on; stored in Arabic',
  ),
  en(
    'dropd tala at kindy',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "typo; kindy = kindergarten; not Reem's drop-off",
  ),

  // ───────────── move (English), batch 7 ─────────────
  en(
    'bump the eye doctor to monday',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-16' },
    'the time (10:30) stays',
  ),
  en(
    'can we do the parent-teacher meeting an hour later',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '13:00' },
    'stored 12:00 on 17 Nov',
  ),
  en(
    'bump the library books by a week',
    { kind: 'move', task: 'Return the library books', date: '2026-11-24' },
    'a week after the stored 17 Nov',
  ),
  en(
    'move the swimming lesson to tuesday, same time',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-17' },
    'stored in Arabic; the time (17:00) stays',
  ),
  en(
    "Reem's club drop-off needs to be at 4:30 tomorrow",
    { kind: 'move', task: 'توصيل ريم للنادي', date: '2026-11-15', time: '16:30' },
    "an afternoon item (17:00), so 4:30 pm; not Tala's drop-off",
  ),
  en('the bins can go out at 10 tonight', {
    kind: 'move',
    task: 'Put the bins out',
    date: '2026-11-14',
    time: '22:00',
  }),
  en(
    'move the tank cleaning to the 1st',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-12-01' },
    'the 1st = 1 Dec; stored in Arabic',
  ),
  en(
    "reschedule tonight's dinner to friday 9pm",
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-20', time: '21:00' },
    "tonight's dinner = Dinner at Abu Khalid's",
  ),
  en(
    "the swimming lesson's been pushed back 30 mins",
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '17:30' },
    'stored 17:00; stored in Arabic',
  ),
  en(
    'resched the eye docter to thurs 9am',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-19', time: '09:00' },
    'typos',
  ),

  // ───────────── reassign (English), batch 7 ─────────────
  en("Faisal will feed the cat tonight, Reem's out", {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Faisal',
  }),
  en(
    'let Grace take the school pickup tomorrow',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'Grace' },
    'not the football pick-up',
  ),
  en(
    'hand the AC technician call over to Ziad',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'Ziad' },
    'not the plumber call',
  ),
  en('Faisal will drop the library books off on his way to work', {
    kind: 'reassign',
    task: 'Return the library books',
    assignee: 'Faisal',
  }),
  en(
    'put Ziad in charge of cleaning the water tank',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'Ziad' },
    'stored in Arabic; not the water bill or drinking water',
  ),
  en(
    'can Faisal sort out the drinking water order',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'Faisal' },
    'not the water bill or tank',
  ),
  en(
    'uh Grace is off sick today so Huda will do the majlis',
    { kind: 'reassign', task: 'Vacuum the majlis', assignee: 'هدى' },
    'voice-like run-on',
  ),
  en("Tala's present - give that to Grace instead", {
    kind: 'reassign',
    task: 'Buy a birthday present for Tala',
    assignee: 'Grace',
  }),
  en(
    'giv the camry insurance renewl to reem',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'ريم' },
    'typos; not the Camry wash',
  ),

  // ───────────── questions (English), batch 7 ─────────────
  en(
    "what's Huda got on tuesday?",
    { kind: 'answer', mentions: ['Parent-teacher meeting'], not: ['Return the library books'] },
    "Huda attends the meeting on 17 Nov; the library books are Ziad's",
  ),
  en(
    "who's calling the AC guy?",
    { kind: 'answer', mentions: ['Faisal'] },
    'the AC technician call',
  ),
  en(
    'anything on the 28th?',
    {
      kind: 'answer',
      mentions: ['تنظيف خزان الماء'],
      not: ['Renew the Camry insurance', 'تجديد استمارة اليارس'],
    },
    '28 Nov; the 25th and 26th items are not on it',
  ),
  en(
    "what's on between the 24th and the 28th?",
    {
      kind: 'answer',
      mentions: [
        'حفل المدرسة لتالا',
        'Renew the Camry insurance',
        'تجديد استمارة اليارس',
        'تنظيف خزان الماء',
      ],
      not: ['Oil change for the Patrol', 'زيارة عمي سعد'],
    },
    'tasks and events of 24-28 Nov',
  ),
  en(
    "what's on the list without a deadline?",
    { kind: 'answer', mentions: ['Call the AC technician'], not: ['Call the plumber'] },
    'the only task without a date',
  ),
  en(
    'which chores repeat every week?',
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Pick up the kids from school',
        'توصيل تالا للروضة',
        'سقي النخل',
      ],
      not: ['Feed the cat', 'Vacuum the majlis'],
    },
    'the weekly tasks; Feed the cat is daily',
  ),
  en(
    'which documents expire between the 25th and the end of the year?',
    {
      kind: 'answer',
      mentions: ['استمارة اليارس', "Huda's passport", 'Camry insurance', 'Patrol registration'],
      not: ['إقامة غريس', 'جواز فيصل'],
    },
    'documents expiring 25 Nov - 31 Dec; the iqama (22nd) is before it',
  ),
  en(
    "what's Ziad got in the calendar?",
    {
      kind: 'answer',
      mentions: ["Ziad's football match", 'زيارة عمي سعد', 'حصة السباحة لزياد'],
      not: ['Dentist appointment', 'Eye doctor appointment'],
    },
    'the events Ziad attends',
  ),
  en(
    'when does Anwar pick the kids up tomorrow?',
    { kind: 'answer', mentions: ['Pick up the kids from school'] },
    'the school pick-up, 13:30',
  ),
  en(
    "who's going to ziad's match on thursday?",
    { kind: 'answer', mentions: ['Ziad', 'Faisal'] },
    'the attendees',
  ),
  en(
    'any house maintenance coming up next year?',
    {
      kind: 'answer',
      mentions: ['فحص طفايات الحريق'],
      not: ['Water heater inspection', 'AC filter cleaning'],
    },
    'next year = 2027',
  ),

  // ───────────── ask (English), batch 7 ─────────────
  en('push the call to friday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  en(
    'Omar will do the groceries instead',
    { kind: 'ask', reason: 'notFound' },
    'no member Omar and no groceries task; nothing may change',
  ),
  en('put an event in for Huda on the 25th', { kind: 'ask', reason: 'missingSlot' }, 'what?'),

  // ───────────── out of scope (English), batch 7 ─────────────
  en(
    'turn on the AC in the majlis',
    { kind: 'refuse' },
    'a smart-home command; not the AC technician call',
  ),

  // ───────────── create a task (Arabic), batch 7 ─────────────
  ar(
    'فيصل عليه يجدد استمارة الباترول يوم ٩ ديسمبر',
    {
      kind: 'createTask',
      title: 'يجدد استمارة الباترول',
      assignee: 'Faisal',
      date: '2026-12-09',
      vehicle: 'Patrol',
    },
    'a statement that acts; a new task (the Patrol registration is a document, not a task); not the Yaris one',
  ),
  ar(
    'فكرني يوم الحد الساعة ٣ العصر أودي العربية الغسيل',
    { kind: 'createTask', title: 'أودي العربية الغسيل', date: '2026-11-15', time: '15:00' },
    'Egyptian; الحد = Sunday; العربية = the car (no vehicle named); not the Camry wash',
  ),
  ar(
    'مهمه لريم اولويتها منخفضه: ترتيب المكتبه يوم الجمعه',
    {
      kind: 'createTask',
      title: 'ترتيب المكتبة',
      assignee: 'ريم',
      date: '2026-11-20',
      priority: 'low',
    },
    'ه for ة, no hamza',
  ),

  // ───────────── create an event (Arabic), batch 7 ─────────────
  ar(
    'عزيمة غداء في بيت جدي السبت الجاي الساعة ٢ الظهر',
    {
      kind: 'createEvent',
      title: 'عزيمة غداء',
      location: 'بيت جدي',
      date: '2026-11-21',
      time: '14:00',
    },
    'a bare statement; «في» gives the location; «٢ الظهر» = 14:00',
  ),
  ar(
    'حطي موعد فحص نظر لريم وهدى يوم الاثنين الساعة ٦ المسا',
    {
      kind: 'createEvent',
      title: 'موعد فحص نظر',
      date: '2026-11-16',
      time: '18:00',
      attendees: ['ريم', 'هدى'],
    },
    "two attendees; a new event, not Faisal's eye doctor appointment",
  ),
  ar(
    'أضف حدثًا: دورة إسعافات أولية يوم ١ رجب من الرابعة إلى السادسة مساءً',
    {
      kind: 'createEvent',
      title: 'دورة إسعافات أولية',
      date: '2026-12-10',
      time: '16:00',
      endTime: '18:00',
    },
    'MSA; 1 Rajab 1448 = 10 Dec; hours in words',
  ),

  // ───────────── complete (Arabic), batch 7 ─────────────
  ar(
    'أنور خلّص توصيلة ريم للنادي',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "not Tala's drop-off",
  ),
  ar('جبت خبز من المخبز', { kind: 'complete', task: 'شراء الخبز' }),
  ar('فيصل دفع الكهربا', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }, 'not the water bill'),
  ar(
    'الاستمارة حقت اليارس تجددت',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'Gulf; the task (the document does not change)',
  ),
  ar(
    'شنطة الرحلة صارت جاهزة',
    { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' },
    'the only trip-bag task',
  ),
  ar(
    'الكامري صارت تلمع، غسلها أنور',
    { kind: 'complete', task: 'غسيل الكامري' },
    'not the Camry insurance',
  ),
  ar('غريس خلصت سقاية النخل', { kind: 'complete', task: 'سقي النخل' }),
  ar(
    'فني المكيف كلمته',
    { kind: 'complete', task: 'Call the AC technician' },
    'stored in English; not the plumber call',
  ),
  ar(
    'يعني ريم عطت البسة أكلها الصبح خلاص علّمي عليها',
    { kind: 'complete', task: 'Feed the cat' },
    'voice-like run-on; stored in English',
  ),
  ar(
    'رجعت الكتب اللي من المكتبه',
    { kind: 'complete', task: 'Return the library books' },
    'ه for ة; stored in English',
  ),

  // ───────────── move (Arabic), batch 7 ─────────────
  ar(
    'قدّم حصة السباحة نص ساعة',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '16:30' },
    'stored 17:00',
  ),
  ar(
    'أجّل زيارة عمي سعد للجمعة اللي بعدها',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-27' },
    'the Friday after its own (20 Nov); the time stays',
  ),
  ar(
    'ماتش زياد اتنقل للجمعة الساعة ٦',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-20', time: '18:00' },
    'Egyptian; an afternoon item, so 6 pm; stored in English',
  ),
  ar(
    'خلّي فاتورة المي ليوم الخميس',
    { kind: 'move', task: 'دفع فاتورة الماء', date: '2026-11-19' },
    'Levantine; not the electricity bill',
  ),
  ar(
    'موعد الأسنان انتقل ليوم ٢٣ الساعة ٤ ونص',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-23', time: '16:30' },
    'an afternoon item (16:00), so 4:30 pm; stored in English',
  ),
  ar(
    'توصيل ريم للنادي قدمه ساعة',
    { kind: 'move', task: 'توصيل ريم للنادي', date: '2026-11-15', time: '16:00' },
    "stored 17:00; not Tala's drop-off",
  ),
  ar(
    'خلي تجديد تامين الكامري يوم ١ رجب',
    { kind: 'move', task: 'Renew the Camry insurance', date: '2026-12-10' },
    'no hamza; 1 Rajab 1448 = 10 Dec; not the Camry wash',
  ),
  ar(
    'عشا أبو خالد صار الساعة عشر',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-14', time: '22:00' },
    'hour in words; an evening item (20:00), so 10 pm; the date stays',
  ),

  // ───────────── reassign (Arabic), batch 7 ─────────────
  ar('خلي أنور يستلم سقي النخل', { kind: 'reassign', task: 'سقي النخل', assignee: 'أنور' }),
  ar(
    'خل ريم تاخذ جيبة زياد من التمرين اليوم',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'ريم' },
    'Gulf; stored in English; not the school pick-up',
  ),
  ar(
    'خل أنور يدفع فاتورة المويه',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'أنور' },
    'not the electricity bill',
  ),
  ar(
    'خلّي فيصل هو اللي يشتري العيش',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Faisal' },
    'Egyptian عيش = bread',
  ),
  ar(
    'خلّي فيصل يرتّب أوضة الألعاب',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'Faisal' },
    'Levantine/Egyptian أوضة = room',
  ),
  ar(
    'أسندي مهمة تغيير زيت الباترول إلى ريم',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'ريم' },
    'MSA; stored in English',
  ),
  ar(
    'والله ريم عندها اختبار بكرة فخلي أنور يعطي القطوة أكلها بدالها',
    { kind: 'reassign', task: 'Feed the cat', assignee: 'أنور' },
    'Gulf, voice-like run-on; stored in English',
  ),
  ar(
    'خلي هدي تنظف الخزان',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'هدى' },
    'phone typo هدي for هدى; the only tank task',
  ),
  ar(
    'هدية تالا خلها على زياد',
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'Ziad' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 7 ─────────────
  ar(
    'عند هدى شي اليوم؟',
    {
      kind: 'answer',
      mentions: ['Pick up Ziad from football practice'],
      not: ['دفع فاتورة الماء', 'تجهيز شنطة الرحلة لزياد'],
    },
    "Gulf; Huda's item today; her other tasks are later",
  ),
  ar(
    'مين عليه تجديد تأمين الكامري؟',
    { kind: 'answer', mentions: ['Faisal'] },
    'the task, not the document',
  ),
  ar(
    'وش المهام اللي ما لها أحد؟',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'Oil change for the Patrol', 'شراء الخبز'],
      not: ['Feed the cat', 'سقي النخل'],
    },
    'Gulf; the unassigned tasks',
  ),
  ar(
    'في شي يوم 26؟',
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['حفل المدرسة لتالا', 'تنظيف خزان الماء'],
    },
    'ASCII digits; 26 Nov',
  ),
  ar(
    'وش عندنا من ٢١ إلى ٢٥؟',
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol', 'حفل المدرسة لتالا', 'Renew the Camry insurance'],
      not: ['تجديد استمارة اليارس', 'زيارة عمي سعد'],
    },
    'tasks and events of 21-25 Nov',
  ),
  ar(
    'وش المهام اللي أولويتها متوسطة؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up Ziad from football practice',
        'Call the AC technician',
        'Call the plumber',
        'Oil change for the Patrol',
        'Vacuum the majlis',
        'Buy a birthday present for Tala',
        'Order drinking water',
        'دفع فاتورة الماء',
        'توصيل ريم للنادي',
        'تنظيف خزان الماء',
        'تجهيز شنطة الرحلة لزياد',
      ],
      not: ['Feed the cat', 'دفع فاتورة الكهرباء'],
    },
    'Gulf; the medium-priority tasks',
  ),
  ar(
    'اليارس وش عليه؟',
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['Oil change for the Patrol', 'غسيل الكامري'],
    },
    "Gulf; the Yaris's tasks",
  ),
  ar(
    'إيه الضمانات اللي عندنا؟',
    { kind: 'answer', mentions: ['Fridge warranty'], not: ['Camry insurance', "Huda's passport"] },
    'Egyptian; the only warranty document',
  ),
  ar(
    'وش مواعيد هدى خلال أسبوع؟',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة', 'Dentist appointment', 'Parent-teacher meeting'],
      not: ['حفل المدرسة لتالا', 'Eye doctor appointment'],
    },
    "Huda's events of 14-20 Nov; the school party (24th) is after",
  ),
  ar(
    'شو في بكرا بالليل؟',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة'],
      not: ['توصيل تالا للروضة', 'Pick up the kids from school'],
    },
    'Levantine; tomorrow night: the 19:30 visit; the morning and 13:30 items are not in it',
  ),
  ar(
    'مين أعضاء العيلة؟',
    { kind: 'answer', mentions: ['Faisal', 'هدى', 'ريم', 'Ziad', 'تالا', 'Grace', 'أنور'] },
    'every member; aliases accepted',
  ),

  // ───────────── ask (Arabic), batch 7 ─────────────
  ar('قدّم التوصيلة نص ساعة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),
  ar(
    'موعد العيادة أجّله يومين',
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment', 'Eye doctor appointment'] },
    'two clinic appointments',
  ),
  ar(
    'حوّلي سقي النخل لسارة',
    { kind: 'ask', reason: 'notFound' },
    'no member Sara; the palm task must not change',
  ),
  ar('بدي زيّح موعد الأسنان', { kind: 'ask', reason: 'missingSlot' }, 'Levantine; to when?'),

  // ───────────── out of scope (Arabic), batch 7 ─────────────
  ar(
    'دور لي صيدلية مفتوحة الحين قريبة مني',
    { kind: 'refuse' },
    'a place search; the pharmacy task must not change',
  ),

  // ───────────── add a member (Arabic), batch 7 ─────────────
  ar('عندنا سواق جديد اسمه كومار، ضيفه', { kind: 'addMember', name: 'كومار' }),
];
