import type { Expect, OutcomeCase } from './outcome-set-types.js';

/**
 * Outcome-checked held-out set for the assistant, DEV half (tune and look at misses here; keep
 * `outcome-set-test.ts` for the final measure). Written together with the test half, case by
 * case, from the same distribution, by someone who has not seen the assistant's implementation,
 * and never edited to fit an engine's answers: a miss is a fact about the engine.
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

export const outcomeSetDev: OutcomeCase[] = [
  // ───────────── create a task (English) ─────────────
  en('remind me to renew the gym membership on Monday', {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en('add oil change for the Camry next Friday', {
    kind: 'createTask',
    title: 'oil change for the Camry',
    date: '2026-11-20',
    vehicle: 'Camry',
  }),
  en(
    'Ziad needs to finish his science project by Thursday',
    {
      kind: 'createTask',
      title: 'finish his science project',
      assignee: 'Ziad',
      date: '2026-11-19',
    },
    'a statement that acts',
  ),
  en(
    "put 'buy charcoal for the BBQ' on the list for Saturday",
    { kind: 'createTask', title: 'buy charcoal for the BBQ', date: '2026-11-21' },
    'today is Saturday, so Saturday = next week',
  ),
  en(
    "urgent - get Tala's car seat fixed tomorrow",
    {
      kind: 'createTask',
      title: "get Tala's car seat fixed",
      date: '2026-11-15',
      priority: 'high',
    },
    "Tala's is a possessive, not an assignee",
  ),
  en('Grace should iron the school uniforms tonight at 9', {
    kind: 'createTask',
    title: 'iron the school uniforms',
    assignee: 'Grace',
    date: '2026-11-14',
    time: '21:00',
  }),
  en(
    'new task for Huda: book the hotel in Abha, high priority',
    { kind: 'createTask', title: 'book the hotel in Abha', assignee: 'هدى', priority: 'high' },
    'Huda is stored as هدى',
  ),
  en(
    'remnd me tomorow at 10am to call the insurance company',
    { kind: 'createTask', title: 'call the insurance company', date: '2026-11-15', time: '10:00' },
    'typos',
  ),
  en('add a task to service the Yaris on the 28th', {
    kind: 'createTask',
    title: 'service the Yaris',
    date: '2026-11-28',
    vehicle: 'Yaris',
  }),
  en('Reem has to study for her chemistry exam on Wednesday', {
    kind: 'createTask',
    title: 'study for her chemistry exam',
    assignee: 'ريم',
    date: '2026-11-18',
  }),
  en("add 'order new curtains for the majlis' - low priority", {
    kind: 'createTask',
    title: 'order new curtains for the majlis',
    priority: 'low',
  }),
  en(
    'remind me at noon to call the school',
    { kind: 'createTask', title: 'call the school', time: '12:00' },
    'noon',
  ),
  en('add a task: replace the hallway light bulb, assign it to Anwar, day after tomorrow', {
    kind: 'createTask',
    title: 'replace the hallway light bulb',
    assignee: 'أنور',
    date: '2026-11-16',
  }),
  en(
    "remind Faisal to pay Grace's salary on the 1st",
    { kind: 'createTask', title: "pay Grace's salary", assignee: 'Faisal', date: '2026-12-01' },
    'a reminder to pay is a task, not a refused payment',
  ),
  en(
    'ok so um can you add that we need to get the tyres checked on the Patrol, like, this Thursday',
    {
      kind: 'createTask',
      title: 'get the tyres checked on the Patrol',
      date: '2026-11-19',
      vehicle: 'Patrol',
    },
    'voice-like run-on',
  ),
  en('task for Ziad - tidy his desk - sunday', {
    kind: 'createTask',
    title: 'tidy his desk',
    assignee: 'Ziad',
    date: '2026-11-15',
  }),
  en('remind me to book the chalet for the Eid holiday', {
    kind: 'createTask',
    title: 'book the chalet for the Eid holiday',
  }),
  en('add task clean the barbecue grill on 5 December', {
    kind: 'createTask',
    title: 'clean the barbecue grill',
    date: '2026-12-05',
  }),
  en("Reminder: Tala's school photo money, Tuesday 7:30am", {
    kind: 'createTask',
    title: "Tala's school photo money",
    date: '2026-11-17',
    time: '07:30',
  }),
  en(
    "add to my list: pick up Grace's parcel from Aramex at 4:30pm",
    { kind: 'createTask', title: "pick up Grace's parcel from Aramex", time: '16:30' },
    "Grace's is a possessive, not an assignee",
  ),
  en('Please create a high priority task to fix the garage door for Anwar on the 19th', {
    kind: 'createTask',
    title: 'fix the garage door',
    assignee: 'أنور',
    priority: 'high',
    date: '2026-11-19',
  }),
  en(
    'set a reminder for 12am on the 20th to switch off the pool heater',
    { kind: 'createTask', title: 'switch off the pool heater', date: '2026-11-20', time: '00:00' },
    '12am = 00:00',
  ),

  // ───────────── create a task (Arabic) ─────────────
  ar('ضيف مهمة تنظيف المكيفات لأنور بكرة', {
    kind: 'createTask',
    title: 'تنظيف المكيفات',
    assignee: 'أنور',
    date: '2026-11-15',
  }),
  ar(
    'ذكرني بكرة الساعة ٤ العصر أتصل على شركة التأمين',
    { kind: 'createTask', title: 'أتصل على شركة التأمين', date: '2026-11-15', time: '16:00' },
    'Gulf; Arabic-Indic digit',
  ),
  ar('أضف مهمة: تغيير زيت الكامري يوم الخميس', {
    kind: 'createTask',
    title: 'تغيير زيت الكامري',
    date: '2026-11-19',
    vehicle: 'Camry',
  }),
  ar('ضيفي مهمة مذاكرة الفيزياء لريم يوم الثلاثاء', {
    kind: 'createTask',
    title: 'مذاكرة الفيزياء',
    assignee: 'ريم',
    date: '2026-11-17',
  }),
  ar(
    'ذكرني أشتري هدية لخالتي منيرة بكرة',
    { kind: 'createTask', title: 'أشتري هدية لخالتي منيرة', date: '2026-11-15' },
    'خالتي منيرة is not a member: the phrase stays',
  ),
  ar(
    'مهمة عاجلة لفيصل: تجديد التأمين الطبي',
    { kind: 'createTask', title: 'تجديد التأمين الطبي', assignee: 'Faisal', priority: 'high' },
    'فيصل is stored as Faisal',
  ),
  ar('ضيف لزياد مهمة ترتيب شنطة المدرسة بكرا الساعة ٧ الصبح', {
    kind: 'createTask',
    title: 'ترتيب شنطة المدرسة',
    assignee: 'Ziad',
    date: '2026-11-15',
    time: '07:00',
  }),
  ar('سجل مهمة فحص الإطارات للباترول يوم ٢٠', {
    kind: 'createTask',
    title: 'فحص الإطارات للباترول',
    date: '2026-11-20',
    vehicle: 'Patrol',
  }),
  ar('مهمة لغريس: كوي ملابس المدرسة الليلة ٩ بالليل', {
    kind: 'createTask',
    title: 'كوي ملابس المدرسة',
    assignee: 'Grace',
    date: '2026-11-14',
    time: '21:00',
  }),
  ar('أضف مهمة شراء لوازم الرحلة المدرسية بأولوية عالية', {
    kind: 'createTask',
    title: 'شراء لوازم الرحلة المدرسية',
    priority: 'high',
  }),
  ar(
    'ذكرني يوم ١٥ جمادى الآخرة أجدد اشتراك النادي',
    { kind: 'createTask', title: 'أجدد اشتراك النادي', date: '2026-11-25' },
    'Hijri date',
  ),
  ar(
    'لا تنسى تذكرني يوم الاثنين الساعة ١١ الصبح أودي الساعة للتصليح',
    { kind: 'createTask', title: 'أودي الساعة للتصليح', date: '2026-11-16', time: '11:00' },
    'الساعة here is the watch being repaired',
  ),
  ar('أبغى مهمة جديدة: تصليح باب الكراج، لأنور، أولوية عالية، يوم السبت', {
    kind: 'createTask',
    title: 'تصليح باب الكراج',
    assignee: 'أنور',
    priority: 'high',
    date: '2026-11-21',
  }),
  ar('اكتب مهمة: شراء أكل القطوة، منخفضة الأولوية', {
    kind: 'createTask',
    title: 'شراء أكل القطوة',
    priority: 'low',
  }),
  ar(
    'ذكّرني غداً في الساعة الثامنة والنصف صباحاً بدفع رسوم الباص المدرسي',
    { kind: 'createTask', title: 'دفع رسوم الباص المدرسي', date: '2026-11-15', time: '08:30' },
    'MSA; time in words',
  ),
  ar('حطي مهمة لهدى: حجز تذاكر الحديقة المائية يوم الجمعة', {
    kind: 'createTask',
    title: 'حجز تذاكر الحديقة المائية',
    assignee: 'هدى',
    date: '2026-11-20',
  }),
  ar('ضيف مهمة غسيل السجاد بعد ٣ أيام', {
    kind: 'createTask',
    title: 'غسيل السجاد',
    date: '2026-11-17',
  }),
  ar(
    'ذكرني الساعة ١٢ بالليل أطفي سخان المسبح',
    { kind: 'createTask', title: 'أطفي سخان المسبح', time: '00:00' },
    'midnight',
  ),
  ar(
    'ريم عليها تسليم بحث التاريخ يوم الأربعاء',
    { kind: 'createTask', title: 'تسليم بحث التاريخ', assignee: 'ريم', date: '2026-11-18' },
    'a statement that acts',
  ),
  ar(
    'مهمه جديده: صيانه الغساله يوم ٢٢',
    { kind: 'createTask', title: 'صيانة الغسالة', date: '2026-11-22' },
    'ه for ة',
  ),
  ar(
    'ضيف مهمة مشوار البنك بكرة الساعة ١٠ ونص',
    { kind: 'createTask', title: 'مشوار البنك', date: '2026-11-15', time: '10:30' },
    'an errand to the bank is a task, not a refused bank operation',
  ),
  ar('سجّل عند أنور مهمة تعبئة بنزين اليارس الليلة', {
    kind: 'createTask',
    title: 'تعبئة بنزين اليارس',
    assignee: 'أنور',
    date: '2026-11-14',
    vehicle: 'Yaris',
  }),

  // ───────────── create an event (English) ─────────────
  en(
    'we have a school play next Tuesday at 11am',
    { kind: 'createEvent', title: 'school play', date: '2026-11-17', time: '11:00' },
    'a statement that acts',
  ),
  en("add Reem's driving lesson on Wednesday from 4 to 5pm", {
    kind: 'createEvent',
    title: "Reem's driving lesson",
    date: '2026-11-18',
    time: '16:00',
    endTime: '17:00',
  }),
  en('put a family BBQ in the calendar for Friday at 7pm', {
    kind: 'createEvent',
    title: 'family BBQ',
    date: '2026-11-20',
    time: '19:00',
  }),
  en('add a haircut appointment for Ziad on Monday at 6:30pm', {
    kind: 'createEvent',
    title: 'haircut appointment',
    date: '2026-11-16',
    time: '18:30',
    attendees: ['Ziad'],
  }),
  en("Huda's book club is on the 25th, 8 to 10 pm", {
    kind: 'createEvent',
    title: "Huda's book club",
    date: '2026-11-25',
    time: '20:00',
    endTime: '22:00',
  }),
  en("calendar: Grandma's 70th birthday party, Saturday 6pm", {
    kind: 'createEvent',
    title: "Grandma's 70th birthday party",
    date: '2026-11-21',
    time: '18:00',
  }),
  en("there's a parents' evening at Tala's school on Thursday from 5:30 to 7pm", {
    kind: 'createEvent',
    title: "parents' evening",
    location: "Tala's school",
    date: '2026-11-19',
    time: '17:30',
    endTime: '19:00',
  }),
  en('add an event: desert camping trip on 3 December at 3pm', {
    kind: 'createEvent',
    title: 'desert camping trip',
    date: '2026-12-03',
    time: '15:00',
  }),
  en('add a vet visit for the cat tomorrow at 10:15am', {
    kind: 'createEvent',
    title: 'vet visit for the cat',
    date: '2026-11-15',
    time: '10:15',
  }),
  en('schedule a call with the school counsellor on Tuesday at 12 noon', {
    kind: 'createEvent',
    title: 'call with the school counsellor',
    date: '2026-11-17',
    time: '12:00',
  }),
  en("Ziad's swimming gala is next Saturday 9am-12pm", {
    kind: 'createEvent',
    title: "Ziad's swimming gala",
    date: '2026-11-21',
    time: '09:00',
    endTime: '12:00',
  }),
  en('add to the calendar: engineer coming to service the AC, Monday 2-4pm', {
    kind: 'createEvent',
    title: 'engineer coming to service the AC',
    date: '2026-11-16',
    time: '14:00',
    endTime: '16:00',
  }),

  // ───────────── create an event (Arabic) ─────────────
  ar(
    'عندنا حفلة في مدرسة تالا الثلاثاء الجاي الساعة ١١ الصبح',
    {
      kind: 'createEvent',
      title: 'حفلة',
      location: 'مدرسة تالا',
      date: '2026-11-17',
      time: '11:00',
    },
    'a statement that acts',
  ),
  ar('ضيف موعد عند الدكتور لهدى يوم الاثنين الساعة ٥ العصر', {
    kind: 'createEvent',
    title: 'موعد عند الدكتور',
    date: '2026-11-16',
    time: '17:00',
    attendees: ['هدى'],
  }),
  ar('حط في التقويم عزيمة على العشاء يوم الجمعة من ٨ لين ١١ بالليل', {
    kind: 'createEvent',
    title: 'عزيمة على العشاء',
    date: '2026-11-20',
    time: '20:00',
    endTime: '23:00',
  }),
  ar('سجل حدث: رحلة بر يوم السبت الساعة ٣ العصر', {
    kind: 'createEvent',
    title: 'رحلة بر',
    date: '2026-11-21',
    time: '15:00',
  }),
  ar(
    'عرس ولد عمي يوم ٢٧ الساعة ٩ بالليل',
    { kind: 'createEvent', title: 'عرس ولد عمي', date: '2026-11-27', time: '21:00' },
    'a bare statement of an event',
  ),
  ar('أضف موعد تطعيم لتالا بكرة الساعة ٩:٣٠ صباحاً', {
    kind: 'createEvent',
    title: 'موعد تطعيم',
    date: '2026-11-15',
    time: '09:30',
    attendees: ['تالا'],
  }),
  ar(
    'أضف فعالية: اجتماع مجلس أولياء الأمور يوم الأربعاء من الساعة الرابعة إلى الخامسة مساءً',
    {
      kind: 'createEvent',
      title: 'اجتماع مجلس أولياء الأمور',
      date: '2026-11-18',
      time: '16:00',
      endTime: '17:00',
    },
    'MSA; hours in words',
  ),
  ar(
    'عندنا عزومة عند خالتي يوم الخميس الساعة ٧ ونص بالليل',
    { kind: 'createEvent', title: 'عزومة عند خالتي', date: '2026-11-19', time: '19:30' },
    'Egyptian',
  ),
  ar(
    'بدي حط بالرزنامة سهرة مع الجيران بكرا الساعة ٨ المسا',
    { kind: 'createEvent', title: 'سهرة مع الجيران', date: '2026-11-15', time: '20:00' },
    'Levantine',
  ),
  ar('ضيف مباراة زياد في التقويم يوم ١ ديسمبر الساعة ٤:٣٠ العصر', {
    kind: 'createEvent',
    title: 'مباراة زياد',
    date: '2026-12-01',
    time: '16:30',
  }),
  ar(
    'ضيف حدث ١٠ رجب: حفل زواج خالد الساعة ٨ مساءً',
    { kind: 'createEvent', title: 'حفل زواج خالد', date: '2026-12-19', time: '20:00' },
    'Hijri date',
  ),
  ar('سجلي حفلة عيد ميلاد تالا يوم ٢٥ من الساعة ٥ لين ٨ المسا', {
    kind: 'createEvent',
    title: 'حفلة عيد ميلاد تالا',
    date: '2026-11-25',
    time: '17:00',
    endTime: '20:00',
  }),

  // ───────────── complete (English) ─────────────
  en('the bins are out', { kind: 'complete', task: 'Put the bins out' }, 'a statement that acts'),
  en("I've fed the cat", { kind: 'complete', task: 'Feed the cat' }),
  en(
    'paid the electricity bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic',
  ),
  en('done with the library books', { kind: 'complete', task: 'Return the library books' }),
  en('Grace finished vacuuming the majlis', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('tick off calling the plumber', { kind: 'complete', task: 'Call the plumber' }),
  en("the Patrol's oil has been changed", { kind: 'complete', task: 'Oil change for the Patrol' }),
  en("Ziad's been picked up from football", {
    kind: 'complete',
    task: 'Pick up Ziad from football practice',
  }),
  en("complete 'order drinking water'", { kind: 'complete', task: 'Order drinking water' }),
  en("got Tala's present!", { kind: 'complete', task: 'Buy a birthday present for Tala' }),
  en('we bought the bread', { kind: 'complete', task: 'شراء الخبز' }, 'stored in Arabic'),
  en('AC technician called ✅', { kind: 'complete', task: 'Call the AC technician' }),
  en(
    'Camry insurance is renewed',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, not the document',
  ),

  // ───────────── complete (Arabic) ─────────────
  ar(
    'جبت الدوا من الصيدلية',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'a statement that acts',
  ),
  ar('دفعت فاتورة الكهربا', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('خلصنا سقي النخل', { kind: 'complete', task: 'سقي النخل' }),
  ar('الكامري تغسلت', { kind: 'complete', task: 'غسيل الكامري' }),
  ar('شريت الخبز', { kind: 'complete', task: 'شراء الخبز' }),
  ar('تم ترتيب غرفة الألعاب', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  ar('وصّلت تالا للروضة', { kind: 'complete', task: 'توصيل تالا للروضة' }),
  ar('خلّصت تنضيف خزان المية', { kind: 'complete', task: 'تنظيف خزان الماء' }, 'Egyptian'),
  ar('علّم على مهمة تجديد استمارة اليارس إنها خلصت', {
    kind: 'complete',
    task: 'تجديد استمارة اليارس',
  }),
  ar('الشنطة حق رحلة زياد جاهزة', { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' }),
  ar('عطيت القطوة أكلها', { kind: 'complete', task: 'Feed the cat' }, 'stored in English'),
  ar('طلّعت الزبالة', { kind: 'complete', task: 'Put the bins out' }, 'stored in English'),
  ar('كلمت السباك', { kind: 'complete', task: 'Call the plumber' }, 'stored in English'),

  // ───────────── move (English) ─────────────
  en('move the dentist appointment to Wednesday at 4pm', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-18',
    time: '16:00',
  }),
  en('push the plumber call to Tuesday', {
    kind: 'move',
    task: 'Call the plumber',
    date: '2026-11-17',
  }),
  en(
    'the parent-teacher meeting got moved to Thursday at 1pm',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-19', time: '13:00' },
    'a statement that acts',
  ),
  en('reschedule the oil change for the Patrol to the 28th', {
    kind: 'move',
    task: 'Oil change for the Patrol',
    date: '2026-11-28',
  }),
  en(
    'can we do the football match at 6pm instead',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '18:00' },
    'time only: the date stays',
  ),
  en('postpone returning the library books by a day', {
    kind: 'move',
    task: 'Return the library books',
    date: '2026-11-18',
  }),
  en("move Dinner at Abu Khalid's to next Saturday", {
    kind: 'move',
    event: "Dinner at Abu Khalid's",
    date: '2026-11-21',
  }),
  en('shift the eye doctor to 9am', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-18',
    time: '09:00',
  }),
  en("move 'order drinking water' to Monday", {
    kind: 'move',
    task: 'Order drinking water',
    date: '2026-11-16',
  }),
  en(
    "aunt Munira's visit is now on Monday",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-16' },
    'stored in Arabic',
  ),
  en("bump Tala's present shopping to the 22nd", {
    kind: 'move',
    task: 'Buy a birthday present for Tala',
    date: '2026-11-22',
  }),

  // ───────────── move (Arabic) ─────────────
  ar('أجّل غسيل الكامري ليوم الثلاثاء', { kind: 'move', task: 'غسيل الكامري', date: '2026-11-17' }),
  ar('غيّر موعد زيارة خالتي منيرة لبكرة الساعة ٨ بالليل', {
    kind: 'move',
    event: 'زيارة خالتي منيرة',
    date: '2026-11-15',
    time: '20:00',
  }),
  ar(
    'قدّم حصة السباحة لزياد للساعة ٤ العصر',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '16:00' },
    'time only: the date stays',
  ),
  ar('خلّ دفع فاتورة الماء يوم الأربعاء', {
    kind: 'move',
    task: 'دفع فاتورة الماء',
    date: '2026-11-18',
  }),
  ar(
    'زيارة عمي سعد صارت يوم الخميس',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-19' },
    'a statement that acts',
  ),
  ar('انقل مهمة ترتيب غرفة الألعاب للسبت', {
    kind: 'move',
    task: 'ترتيب غرفة الألعاب',
    date: '2026-11-21',
  }),
  ar('حفل المدرسة لتالا تأجل ليوم ٢٦', {
    kind: 'move',
    event: 'حفل المدرسة لتالا',
    date: '2026-11-26',
  }),
  ar('أجل سقي النخل لبعد بكرة', { kind: 'move', task: 'سقي النخل', date: '2026-11-16' }),
  ar(
    'غيّر موعد دكتور العيون للخميس الساعة ١١ الصبح',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-19', time: '11:00' },
    'stored in English',
  ),
  ar('خلي تنظيف خزان الماء يوم ٢١', { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-11-21' }),
  ar('أجلي توصيل ريم للنادي للساعة ٦ المسا', {
    kind: 'move',
    task: 'توصيل ريم للنادي',
    date: '2026-11-15',
    time: '18:00',
  }),

  // ───────────── reassign (English) ─────────────
  en('can Huda pick up the kids from school tomorrow instead?', {
    kind: 'reassign',
    task: 'Pick up the kids from school',
    assignee: 'هدى',
  }),
  en('give the bins to Reem tonight', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'ريم',
  }),
  en('Anwar will do the plumber call', {
    kind: 'reassign',
    task: 'Call the plumber',
    assignee: 'أنور',
  }),
  en("reassign Tala's birthday present to Huda", {
    kind: 'reassign',
    task: 'Buy a birthday present for Tala',
    assignee: 'هدى',
  }),
  en('let Grace feed the cat today', { kind: 'reassign', task: 'Feed the cat', assignee: 'Grace' }),
  en('switch the football pick-up to Faisal', {
    kind: 'reassign',
    task: 'Pick up Ziad from football practice',
    assignee: 'Faisal',
  }),
  en(
    'Ziad will water the palm trees this time',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'Ziad' },
    'stored in Arabic',
  ),
  en('hand the library books job to Reem', {
    kind: 'reassign',
    task: 'Return the library books',
    assignee: 'ريم',
  }),

  // ───────────── reassign (Arabic) ─────────────
  ar(
    'خلي هدى هي اللي تجيب الأولاد من المدرسة بكرة',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'هدى' },
    'stored in English',
  ),
  ar('خل زياد يسقي النخل بدال غريس', { kind: 'reassign', task: 'سقي النخل', assignee: 'Ziad' }),
  ar('حوّل مهمة دفع فاتورة الماء لفيصل', {
    kind: 'reassign',
    task: 'دفع فاتورة الماء',
    assignee: 'Faisal',
  }),
  ar('ريم بتغسل الكامري بدال أنور', { kind: 'reassign', task: 'غسيل الكامري', assignee: 'ريم' }),
  ar('عطِ مهمة ترتيب غرفة الألعاب لتالا', {
    kind: 'reassign',
    task: 'ترتيب غرفة الألعاب',
    assignee: 'تالا',
  }),
  ar('خلي فيصل يجيب الدواء من الصيدلية', {
    kind: 'reassign',
    task: 'جلب الدواء من الصيدلية',
    assignee: 'Faisal',
  }),
  ar(
    'هدى بتوصل ريم للنادي بكرة',
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'هدى' },
    'a statement that acts',
  ),
  ar(
    'خلّي غريس هي اللي تنضّف خزان المية',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'Grace' },
    'Egyptian',
  ),

  // ───────────── add a member ─────────────
  en('add my mother-in-law Latifa to the family', { kind: 'addMember', name: 'Latifa' }),
  en('add Sam as a child', { kind: 'addMember', name: 'Sam', role: 'child' }),
  ar('ضيف جدتي لطيفة للعائلة', { kind: 'addMember', name: 'لطيفة' }),
  ar('أضف عضو جديد اسمه سلطان كطفل', { kind: 'addMember', name: 'سلطان', role: 'child' }),
  en("add a new member called Mariam, she's our new nanny", { kind: 'addMember', name: 'Mariam' }),
  ar('عايز أضيف أخويا مروان للعيلة', { kind: 'addMember', name: 'مروان' }, 'Egyptian'),

  // ───────────── ask which (confusable) ─────────────
  en('mark the pick-up as done', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
  }),
  en('move the appointment to Thursday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  en('the call is done', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  en('give the bill to Reem', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  en('the visit got moved to Friday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  en('Faisal will do the drop-off tomorrow', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),
  ar('دفعت الفاتورة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  ar('أجل الزيارة ليوم الجمعة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  ar('خلصت التوصيلة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'],
  }),
  ar('غيري موعد الدكتور للأربعاء', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  ar('خلصنا شغل الكامري', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Renew the Camry insurance', 'غسيل الكامري'],
  }),
  ar('انقل مهمة الماء لبكرة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
  }),

  // ───────────── ask: not found (must not touch a look-alike) ─────────────
  en(
    "mark 'Renew Huda's passport' as done",
    { kind: 'ask', reason: 'notFound' },
    "there is a document Huda's passport but no such task",
  ),
  en(
    'I walked the dog',
    { kind: 'ask', reason: 'notFound' },
    'no dog task; Feed the cat must stay pending',
  ),
  en('move the piano lesson to Monday', { kind: 'ask', reason: 'notFound' }),
  en('give the bins to Omar', { kind: 'ask', reason: 'notFound' }, 'no member Omar'),
  en(
    "the Patrol's been washed",
    { kind: 'ask', reason: 'notFound' },
    'only the Camry wash exists; it must stay pending',
  ),
  ar('خلصت تجديد جواز هدى', { kind: 'ask', reason: 'notFound' }, 'a document, not a task'),
  ar(
    'دفعت فاتورة الغاز',
    { kind: 'ask', reason: 'notFound' },
    'water and electricity bills must stay pending',
  ),
  ar('انقل درس البيانو ليوم الاثنين', { kind: 'ask', reason: 'notFound' }),
  ar('خلي سلمان يطلع الزبالة', { kind: 'ask', reason: 'notFound' }, 'no member Salman'),
  ar('غسلت الباترول', { kind: 'ask', reason: 'notFound' }, 'only the Camry wash exists'),

  // ───────────── ask: missing slot ─────────────
  en('remind me', { kind: 'ask', reason: 'missingSlot' }),
  en('move the dentist appointment', { kind: 'ask', reason: 'missingSlot' }, 'no new date or time'),
  en('add a task for Ziad', { kind: 'ask', reason: 'missingSlot' }, 'no title'),
  en(
    'put something in the calendar for Friday',
    { kind: 'ask', reason: 'missingSlot' },
    'no title',
  ),
  en('reassign the plumber call', { kind: 'ask', reason: 'missingSlot' }, 'no member'),
  en('add a family member', { kind: 'ask', reason: 'missingSlot' }, 'no name'),
  ar('ذكرني', { kind: 'ask', reason: 'missingSlot' }),
  ar('أجّل زيارة عمي سعد', { kind: 'ask', reason: 'missingSlot' }, 'no new date'),
  ar('ضيف مهمة', { kind: 'ask', reason: 'missingSlot' }),
  ar('ضيف موعد بكرة', { kind: 'ask', reason: 'missingSlot' }, 'no title'),
  ar('حوّل مهمة سقي النخل', { kind: 'ask', reason: 'missingSlot' }, 'to whom?'),
  ar('أضف عضو', { kind: 'ask', reason: 'missingSlot' }),

  // ───────────── out of scope ─────────────
  en("transfer 500 riyals to Grace's account", { kind: 'refuse' }),
  en('book me a flight to Dubai on Thursday', { kind: 'refuse' }),
  en("what's the weather tomorrow?", { kind: 'refuse' }),
  en('tell me a joke', { kind: 'refuse' }),
  en('order shawarma from Hungerstation', { kind: 'refuse' }),
  en("send a WhatsApp to Huda saying I'm running late", { kind: 'refuse' }),
  ar('حوّل ٣٠٠ ريال لحساب أنور', { kind: 'refuse' }),
  ar('احجز لي طيران للرياض بكرة', { kind: 'refuse' }),
  ar('كيف الجو بكرة؟', { kind: 'refuse' }),
  ar('قول لي نكتة', { kind: 'refuse' }),
  ar('اطلب لي بيتزا', { kind: 'refuse' }),
  ar('كم سعر سهم أرامكو اليوم؟', { kind: 'refuse' }),

  // ───────────── questions ─────────────
  en(
    "what's on today?",
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
      not: ['Pick up the kids from school', 'زيارة خالتي منيرة'],
    },
    'tasks AND events',
  ),
  en('any events tomorrow?', {
    kind: 'answer',
    mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
    not: ["Dinner at Abu Khalid's"],
  }),
  en(
    "who's picking up the kids tomorrow?",
    { kind: 'answer', mentions: ['أنور'] },
    'alias Anwar accepted',
  ),
  en('which documents expire this month?', {
    kind: 'answer',
    mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
    not: ['Patrol registration', 'جواز فيصل'],
  }),
  en('what does Ziad have to do today?', {
    kind: 'answer',
    mentions: ['Put the bins out'],
    not: ['Return the library books', 'ترتيب غرفة الألعاب'],
  }),
  en("when is Ziad's football match?", { kind: 'answer', mentions: ["Ziad's football match"] }),
  en("what's coming up for the cars?", {
    kind: 'answer',
    mentions: [
      'Renew the Camry insurance',
      'Oil change for the Patrol',
      'غسيل الكامري',
      'تجديد استمارة اليارس',
    ],
  }),
  en('what house maintenance is due in the next 7 days?', {
    kind: 'answer',
    mentions: ['AC filter cleaning', 'صيانة المسبح', 'رش المبيدات'],
    not: ['Water heater inspection', 'فحص طفايات الحريق'],
  }),
  en("what's Grace got on her list?", {
    kind: 'answer',
    mentions: ['Vacuum the majlis', 'Order drinking water', 'سقي النخل'],
    not: ['Feed the cat'],
  }),
  ar(
    'وش عندنا اليوم؟',
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
      not: ['توصيل تالا للروضة', 'حصة السباحة لزياد'],
    },
    'tasks AND events',
  ),
  ar('مين بيجيب العيال من المدرسة بكرة؟', { kind: 'answer', mentions: ['أنور'] }),
  ar('إيش الوثائق اللي تنتهي هالشهر؟', {
    kind: 'answer',
    mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
    not: ['Patrol registration', 'جواز فيصل'],
  }),
  ar(
    'شو في مواعيد بكرا؟',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
      not: ["Dinner at Abu Khalid's"],
    },
    'Levantine',
  ),
  ar('ايش المهام اللي على ريم؟', {
    kind: 'answer',
    mentions: ['Feed the cat', 'Buy a birthday present for Tala', 'جلب الدواء من الصيدلية'],
    not: ['Put the bins out'],
  }),
  ar('متى حفل المدرسة حق تالا؟', { kind: 'answer', mentions: ['حفل المدرسة لتالا'] }),
  ar('إيش الصيانات الجاية للبيت خلال أسبوع؟', {
    kind: 'answer',
    mentions: ['AC filter cleaning', 'صيانة المسبح', 'رش المبيدات'],
    not: ['Water heater inspection'],
  }),
  ar(
    'إيه اللي ورا زياد النهارده؟',
    { kind: 'answer', mentions: ['Put the bins out'], not: ['Return the library books'] },
    'Egyptian',
  ),
  ar('مين بيدفع فاتورة الماء؟', { kind: 'answer', mentions: ['هدى'] }),

  // ───────────── create a task (English), batch 2 ─────────────
  en('remind me to pick up the dry cleaning tmrw at 5pm', {
    kind: 'createTask',
    title: 'pick up the dry cleaning',
    date: '2026-11-15',
    time: '17:00',
  }),
  en('need to get the Yaris windshield fixed by friday, high priority', {
    kind: 'createTask',
    title: 'get the Yaris windshield fixed',
    date: '2026-11-20',
    priority: 'high',
    vehicle: 'Yaris',
  }),
  en('remind me to buy eggs and milk', { kind: 'createTask', title: 'buy eggs and milk' }),
  en('pls add a task for Grace to clean the windows tuesday 8am', {
    kind: 'createTask',
    title: 'clean the windows',
    assignee: 'Grace',
    date: '2026-11-17',
    time: '08:00',
  }),
  en('low priority task - sort out the garage shelves', {
    kind: 'createTask',
    title: 'sort out the garage shelves',
    priority: 'low',
  }),
  en("add a task to get the Camry's AC regassed on 2 Dec", {
    kind: 'createTask',
    title: "get the Camry's AC regassed",
    date: '2026-12-02',
    vehicle: 'Camry',
  }),

  // ───────────── create an event (English), batch 2 ─────────────
  en(
    "we've got an engagement party on Thursday at 9pm",
    { kind: 'createEvent', title: 'engagement party', date: '2026-11-19', time: '21:00' },
    'a statement that acts',
  ),
  en("put lunch at grandma's on friday 1-3pm in the calendar", {
    kind: 'createEvent',
    title: 'lunch',
    location: "grandma's",
    date: '2026-11-20',
    time: '13:00',
    endTime: '15:00',
  }),
  en(
    "Faisal's team lunch is on the 2nd of December at 1:30pm",
    { kind: 'createEvent', title: "Faisal's team lunch", date: '2026-12-02', time: '13:30' },
    'a statement that acts',
  ),
  en("add an event tmrw 4pm - Tala's playdate at Sara's", {
    kind: 'createEvent',
    title: "Tala's playdate",
    location: "Sara's",
    date: '2026-11-15',
    time: '16:00',
  }),

  // ───────────── complete (English), batch 2 ─────────────
  en(
    "water bill's paid",
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'stored in Arabic; the bill, not the tank or the drinking water',
  ),
  en(
    'Ziad tidied the playroom',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'stored in Arabic',
  ),
  en('pharmacy run done', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }, 'stored in Arabic'),
  en("Ziad's trip bag is packed", { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' }),
  en(
    "Tala's been dropped at kindergarten",
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    'kindergarten: not the club drop-off',
  ),

  // ───────────── move (English), batch 2 ─────────────
  en(
    "move Reem's club drop-off to 5:30pm",
    { kind: 'move', task: 'توصيل ريم للنادي', date: '2026-11-15', time: '17:30' },
    'time only: the date stays',
  ),
  en(
    'the dentist is now tuesday at 3:30pm',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-17', time: '15:30' },
    'a statement that acts',
  ),
  en("Tala's school party moved to Dec 1", {
    kind: 'move',
    event: 'حفل المدرسة لتالا',
    date: '2026-12-01',
  }),
  en('change the car wash to wednesday', {
    kind: 'move',
    task: 'غسيل الكامري',
    date: '2026-11-18',
  }),

  // ───────────── reassign (English), batch 2 ─────────────
  en('can Reem hoover the majlis instead?', {
    kind: 'reassign',
    task: 'Vacuum the majlis',
    assignee: 'ريم',
  }),
  en('assign the AC technician call to Huda', {
    kind: 'reassign',
    task: 'Call the AC technician',
    assignee: 'هدى',
  }),
  en('Faisal can take Tala to kindergarten tomorrow instead of Anwar', {
    kind: 'reassign',
    task: 'توصيل تالا للروضة',
    assignee: 'Faisal',
  }),

  // ───────────── questions (English), batch 2 ─────────────
  en(
    'what have we got on tmrw?',
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
      not: ['Put the bins out', "Dinner at Abu Khalid's"],
    },
    'tasks AND events',
  ),
  en("when's the fridge warranty up?", { kind: 'answer', mentions: ['Fridge warranty'] }),
  en(
    'what do we have on monday?',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'دفع فاتورة الماء', 'غسيل الكامري', 'Dentist appointment'],
      not: ['Return the library books', 'Pick up the kids from school'],
    },
    'tasks AND events on 2026-11-16',
  ),

  // ───────────── ask which (confusable) (English), batch 2 ─────────────
  en('mark the water task done', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
  }),
  en(
    'reschedule the medical appointment to Friday 10am',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['Dentist appointment', 'Eye doctor appointment'],
    },
    'both appointments are medical',
  ),

  // ───────────── ask: not found (English), batch 2 ─────────────
  en("mark 'mow the lawn' as done", { kind: 'ask', reason: 'notFound' }, 'no such task'),

  // ───────────── ask: missing slot (English), batch 2 ─────────────
  en(
    'change the time of the swimming lesson',
    { kind: 'ask', reason: 'missingSlot' },
    'no new time',
  ),

  // ───────────── out of scope (English), batch 2 ─────────────
  en(
    'pay the electricity bill from my Al Rajhi account',
    { kind: 'refuse' },
    'a payment from a bank account; the bill task must stay pending',
  ),

  // ───────────── create a task (Arabic), batch 2 ─────────────
  ar(
    'ذكريني بكرا الساعة ٩ الصبح أحجز موعد صيانة للسيارة',
    { kind: 'createTask', title: 'أحجز موعد صيانة للسيارة', date: '2026-11-15', time: '09:00' },
    'a reminder: a task',
  ),
  ar('ضيف مهمة تغيير كفرات اليارس يوم الخميس', {
    kind: 'createTask',
    title: 'تغيير كفرات اليارس',
    date: '2026-11-19',
    vehicle: 'Yaris',
  }),
  ar(
    'بدي مهمة لزياد يخلص واجب الرياضيات بكرا',
    { kind: 'createTask', title: 'يخلص واجب الرياضيات', assignee: 'Ziad', date: '2026-11-15' },
    'Levantine',
  ),
  ar(
    'ذكرني بعد اسبوع اجدد رخصة انور',
    { kind: 'createTask', title: 'اجدد رخصة انور', date: '2026-11-21' },
    'no hamzas; رخصة انور is a possessive, not an assignee',
  ),
  ar('ابي مهمة لريم ترتب دولابها الليلة', {
    kind: 'createTask',
    title: 'ترتب دولابها',
    assignee: 'ريم',
    date: '2026-11-14',
  }),
  ar(
    'ذكرني يوم ٥ رجب أدفع رسوم المدرسة',
    { kind: 'createTask', title: 'أدفع رسوم المدرسة', date: '2026-12-14' },
    'Hijri date; a reminder to pay is a task',
  ),

  // ───────────── create an event (Arabic), batch 2 ─────────────
  ar(
    'عندنا عشا في بيت عمي يوم الخميس الساعة ٨ ونص بالليل',
    {
      kind: 'createEvent',
      title: 'عشا',
      location: 'بيت عمي',
      date: '2026-11-19',
      time: '20:30',
    },
    'a statement that acts',
  ),
  ar(
    'أضف إلى التقويم: اجتماع الجمعية العمومية للحي يوم الثلاثاء من السابعة إلى التاسعة مساءً',
    {
      kind: 'createEvent',
      title: 'اجتماع الجمعية العمومية للحي',
      date: '2026-11-17',
      time: '19:00',
      endTime: '21:00',
    },
    'MSA; hours in words',
  ),
  ar('ضيف موعد فني الستلايت بعد بكرة من ١٠ الصبح لين ١٢ الظهر', {
    kind: 'createEvent',
    title: 'موعد فني الستلايت',
    date: '2026-11-16',
    time: '10:00',
    endTime: '12:00',
  }),
  ar(
    'عندنا اجتماع عائلي يوم ٢٠ جمادى الاخرة الساعة ٩ المسا',
    { kind: 'createEvent', title: 'اجتماع عائلي', date: '2026-11-30', time: '21:00' },
    'Hijri date',
  ),

  // ───────────── complete (Arabic), batch 2 ─────────────
  ar('المجلس انكنس خلاص', { kind: 'complete', task: 'Vacuum the majlis' }, 'stored in English'),
  ar(
    'رجعنا كتب المكتبه',
    { kind: 'complete', task: 'Return the library books' },
    'stored in English',
  ),
  ar('دفعنا فاتورة المي', { kind: 'complete', task: 'دفع فاتورة الماء' }, 'المي = الماء'),
  ar(
    'جبت زياد من التمرين',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'stored in English',
  ),
  ar(
    'اتصلت بفني المكيفات',
    { kind: 'complete', task: 'Call the AC technician' },
    'stored in English',
  ),

  // ───────────── move (Arabic), batch 2 ─────────────
  ar(
    'أجّل موعد ضروس تالا للخميس الساعة ٤ العصر',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-19', time: '16:00' },
    'stored in English',
  ),
  ar(
    'غير موعد مباراة زياد للساعه ٥ ونص',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '17:30' },
    'time only: the date stays; afternoon reading',
  ),
  ar(
    'انقل اجتماع اولياء الامور ليوم الاحد الساعة ١١ الصبح',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-15', time: '11:00' },
    'stored in English',
  ),
  ar('أجّل مشوار الصيدلية لبكرا', {
    kind: 'move',
    task: 'جلب الدواء من الصيدلية',
    date: '2026-11-15',
  }),

  // ───────────── reassign (Arabic), batch 2 ─────────────
  ar('خلي ريم هي اللي تجهز شنطة زياد للرحلة', {
    kind: 'reassign',
    task: 'تجهيز شنطة الرحلة لزياد',
    assignee: 'ريم',
  }),
  ar(
    'خلّي زياد هو اللي يكنس المجلس',
    { kind: 'reassign', task: 'Vacuum the majlis', assignee: 'Ziad' },
    'stored in English',
  ),
  ar(
    'خلي فيصل يطلع الزبالة الليلة بدل زياد',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'Faisal' },
    'Levantine بدل',
  ),

  // ───────────── questions (Arabic), batch 2 ─────────────
  ar(
    'ايش في بكره؟',
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
      not: ['Put the bins out', "Dinner at Abu Khalid's"],
    },
    'tasks AND events',
  ),
  ar('متى تنتهي استمارة اليارس؟', { kind: 'answer', mentions: ['استمارة اليارس'] }, 'the document'),
  ar('ايش عند أنور بكرة؟', {
    kind: 'answer',
    mentions: ['Pick up the kids from school', 'توصيل ريم للنادي', 'توصيل تالا للروضة'],
    not: ['غسيل الكامري'],
  }),

  // ───────────── ask which (confusable) (Arabic), batch 2 ─────────────
  ar('أجل الاتصال ليوم الثلاثاء', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  ar('الفاتورة خليها يوم ٢٠', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),

  // ───────────── ask: not found (Arabic), batch 2 ─────────────
  ar('خلصت كوي الملابس', { kind: 'ask', reason: 'notFound' }, 'no ironing task'),

  // ───────────── ask: missing slot (Arabic), batch 2 ─────────────
  ar('ضيفي حدث يوم الجمعة الساعة ٦', { kind: 'ask', reason: 'missingSlot' }, 'no title'),

  // ───────────── out of scope (Arabic), batch 2 ─────────────
  ar('وش آخر أخبار الدوري؟', { kind: 'refuse' }, 'news'),

  // ═════════════ batch 3 (2026-11-27): 60 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 3 ─────────────
  en(
    'pls add: new wiper blades for the Yaris, Anwar, monday',
    {
      kind: 'createTask',
      title: 'new wiper blades for the Yaris',
      assignee: 'أنور',
      date: '2026-11-16',
      vehicle: 'Yaris',
    },
    'comma-separated slots; Anwar is stored as أنور',
  ),
  en(
    "get the fire extinguishers refilled by the 30th, it's urgent",
    {
      kind: 'createTask',
      title: 'get the fire extinguishers refilled',
      date: '2026-11-30',
      priority: 'high',
    },
    'urgency at the end',
  ),
  en(
    "remind me to get the kids' haircuts booked on thurs",
    { kind: 'createTask', title: "get the kids' haircuts booked", date: '2026-11-19' },
    'thurs',
  ),
  en(
    'low prio: clean the roof gutters',
    { kind: 'createTask', title: 'clean the roof gutters', priority: 'low' },
    '"prio"',
  ),
  en(
    'remidn me to buy batteries for the remote tomorow evening',
    { kind: 'createTask', title: 'buy batteries for the remote', date: '2026-11-15' },
    'typos; "evening" without a clock time, so the time is not checked',
  ),
  en(
    "remind me at 7.30 tonight to send Ziad's school fees",
    { kind: 'createTask', title: "send Ziad's school fees", date: '2026-11-14', time: '19:30' },
    "dot in the time; Ziad's is a possessive",
  ),

  // ───────────── create an event (English), batch 3 ─────────────
  en(
    "Reem's driving test is Tuesday 8:15am",
    { kind: 'createEvent', title: "Reem's driving test", date: '2026-11-17', time: '08:15' },
    'a statement that acts',
  ),
  en(
    "add dinner at the Al-Otaibis' tomorrow after isha",
    {
      kind: 'createEvent',
      title: 'dinner',
      location: "the Al-Otaibis'",
      date: '2026-11-15',
    },
    'prayer-relative time: depends on a setting, so only the date is checked',
  ),
  en('add Quran class for Ziad and Tala on monday at 5pm', {
    kind: 'createEvent',
    title: 'Quran class',
    date: '2026-11-16',
    time: '17:00',
    attendees: ['Ziad', 'تالا'],
  }),
  en(
    'add a family photo shoot at the studio on saturday 4-6pm',
    {
      kind: 'createEvent',
      title: 'family photo shoot',
      location: 'the studio',
      date: '2026-11-21',
      time: '16:00',
      endTime: '18:00',
    },
    'today is Saturday, so Saturday = next week',
  ),

  // ───────────── complete (English), batch 3 ─────────────
  en(
    'Grace watered the palms this morning',
    { kind: 'complete', task: 'سقي النخل' },
    'stored in Arabic; the doer first',
  ),
  en(
    'Huda picked Ziad up from practice',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'split phrasal verb',
  ),
  en(
    'Reem got the meds from the pharmacy',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'stored in Arabic',
  ),
  en(
    'just got off the phone with the plumber',
    { kind: 'complete', task: 'Call the plumber' },
    'a statement of what was done, in other words',
  ),
  en(
    "the Camry's been washed",
    { kind: 'complete', task: 'غسيل الكامري' },
    'not the Camry insurance task',
  ),

  // ───────────── move (English), batch 3 ─────────────
  en('move the eye doctor thing forward to tuesday 9:30am', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-17',
    time: '09:30',
  }),
  en(
    'visit to auntie Munira got pushed to wed at 8pm',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-18', time: '20:00' },
    'stored in Arabic',
  ),
  en(
    'the electricity bill can wait until the 23rd',
    { kind: 'move', task: 'دفع فاتورة الكهرباء', date: '2026-11-23' },
    'stored in Arabic',
  ),

  // ───────────── reassign (English), batch 3 ─────────────
  en('Ziad can pick up the medicine instead of Reem', {
    kind: 'reassign',
    task: 'جلب الدواء من الصيدلية',
    assignee: 'Ziad',
  }),
  en('Huda will sort out the oil change for the patrol', {
    kind: 'reassign',
    task: 'Oil change for the Patrol',
    assignee: 'هدى',
  }),
  en(
    'let Anwar grab the bread on his way',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'أنور' },
    'stored in Arabic, unassigned before',
  ),

  // ───────────── questions (English), batch 3 ─────────────
  en(
    'anything on tuesday?',
    {
      kind: 'answer',
      mentions: ['Return the library books', 'Parent-teacher meeting'],
      not: ['Dentist appointment', 'Eye doctor appointment'],
    },
    'tasks and events of 17 Nov',
  ),
  en(
    "when does Grace's iqama run out?",
    { kind: 'answer', mentions: ['إقامة غريس'] },
    'the document, stored in Arabic',
  ),
  en(
    'wht does ziad have on tmrw',
    {
      kind: 'answer',
      mentions: ['ترتيب غرفة الألعاب', 'حصة السباحة لزياد'],
      not: ['Put the bins out'],
    },
    'typo; his task and his event tomorrow',
  ),

  // ───────────── ask which (English), batch 3 ─────────────
  en(
    'delete the call task',
    { kind: 'ask', reason: 'which', candidates: ['Call the AC technician', 'Call the plumber'] },
    'a deletion of one of two',
  ),
  en('push the pick-up to 2pm', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
  }),

  // ───────────── ask: not found (English), batch 3 ─────────────
  en("the doorbell's fixed", { kind: 'ask', reason: 'notFound' }, 'no doorbell task'),

  // ───────────── ask: missing slot (English), batch 3 ─────────────
  en('add an appointment for Tala', { kind: 'ask', reason: 'missingSlot' }, 'no when'),

  // ───────────── out of scope (English), batch 3 ─────────────
  en('order an uber to the mall', { kind: 'refuse' }, 'ride hailing'),

  // ───────────── add a member (English), batch 3 ─────────────
  en('add grandpa Ibrahim to our family', { kind: 'addMember', name: 'Ibrahim' }),

  // ───────────── create a task (Arabic), batch 3 ─────────────
  ar(
    'أَضِفْ مَهَمَّةً: تَجْدِيدُ رُخْصَةِ السَّيَّارَةِ يَوْمَ الأَرْبِعَاءِ',
    { kind: 'createTask', title: 'تجديد رخصة السيارة', date: '2026-11-18' },
    'MSA with full diacritics',
  ),
  ar(
    'مهمه ضروريه جدا: تجديد تأمين اليارس',
    { kind: 'createTask', title: 'تجديد تأمين اليارس', priority: 'high' },
    'spoken spelling (ه for ة); not the Camry insurance task',
  ),
  ar(
    'ذكرني الساعة 8 الصبح يوم الخميس اطلب غاز',
    { kind: 'createTask', title: 'اطلب غاز', date: '2026-11-19', time: '08:00' },
    'Latin digit',
  ),
  ar(
    'عايزة أعمل مهمة لريم تشتري كشكول جديد يوم الاتنين',
    { kind: 'createTask', title: 'تشتري كشكول جديد', assignee: 'ريم', date: '2026-11-16' },
    'Egyptian; الاتنين = Monday',
  ),
  ar(
    'ابي مهمة لغريس: تنظيف الثلاجة يوم الثلاثاء',
    { kind: 'createTask', title: 'تنظيف الثلاجة', assignee: 'Grace', date: '2026-11-17' },
    'Gulf; Grace is stored in English',
  ),
  ar(
    'ذكّر فيصل يدفع قسط المدرسة يوم ٢٠',
    { kind: 'createTask', title: 'يدفع قسط المدرسة', assignee: 'Faisal', date: '2026-11-20' },
    'a reminder for someone else; a task, not a payment',
  ),

  // ───────────── create an event (Arabic), batch 3 ─────────────
  ar(
    'عندنا عشاء عند بيت أبو ناصر الخميس الساعة ٩ بالليل',
    { kind: 'createEvent', title: 'عشاء عند بيت أبو ناصر', date: '2026-11-19', time: '21:00' },
    'a statement that acts',
  ),
  ar(
    'عقيقة ولد أخوي يوم ١ رجب بعد صلاة العصر',
    { kind: 'createEvent', title: 'عقيقة ولد أخوي', date: '2026-12-10' },
    'Hijri date; prayer-relative time depends on a setting, so only the date is checked',
  ),
  ar(
    'عندنا فرح بنت خالتي يوم ٢٩ الساعة ٨ بالليل',
    { kind: 'createEvent', title: 'فرح بنت خالتي', date: '2026-11-29', time: '20:00' },
    'Egyptian; فرح = wedding',
  ),
  ar(
    'أضف موعد فحص النظر لزياد يوم الأحد الساعة الرابعة عصرًا',
    {
      kind: 'createEvent',
      title: 'موعد فحص النظر',
      date: '2026-11-15',
      time: '16:00',
      attendees: ['Ziad'],
    },
    'MSA; hour in words; a new appointment, not the stored eye doctor one',
  ),
  ar(
    'ضيفي درس القرآن لتالا بكرة بعد المغرب',
    { kind: 'createEvent', title: 'درس القرآن', date: '2026-11-15', attendees: ['تالا'] },
    'prayer-relative time: only the date is checked',
  ),

  // ───────────── complete (Arabic), batch 3 ─────────────
  ar('غريس سقت النخلات', { kind: 'complete', task: 'سقي النخل' }, 'the doer first'),
  ar(
    'أنور جاب العيال من المدرسة',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'the doer first; not the football pick-up',
  ),
  ar(
    'تالا وصلت الروضة',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "Tala got to kindergarten: the drop-off is done; not Reem's drop-off",
  ),
  ar(
    'ريم جابت دوا من الصيدليه',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'spoken spelling',
  ),
  ar(
    'الحمد لله سددنا الكهربا',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'not the water bill',
  ),

  // ───────────── move (Arabic), batch 3 ─────────────
  ar(
    'نقلوا مباراة زياد ليوم الجمعة',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-20' },
    'stored in English; time unchanged',
  ),
  ar(
    'قدّم سقي النخل لليوم',
    { kind: 'move', task: 'سقي النخل', date: '2026-11-14' },
    'brought forward to today',
  ),
  ar(
    'خلي طلب مية الشرب يوم الثلاثاء',
    { kind: 'move', task: 'Order drinking water', date: '2026-11-17' },
    'Egyptian مية; not the water bill or tank',
  ),

  // ───────────── reassign (Arabic), batch 3 ─────────────
  ar(
    'خلي هدى تتصل بالسباك',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'هدى' },
    'stored in English, unassigned before',
  ),
  ar(
    'كنس المجلس اليوم على ريم مو غريس',
    { kind: 'reassign', task: 'Vacuum the majlis', assignee: 'ريم' },
    'Gulf مو; stored in English',
  ),
  ar(
    'فيصل بيتابع تغيير زيت الباترول',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'Faisal' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 3 ─────────────
  ar(
    'وش الصيانات اللي علينا اليوم؟',
    {
      kind: 'answer',
      mentions: ['رش المبيدات'],
      not: ['AC filter cleaning', 'Water heater inspection'],
    },
    'house maintenance of today',
  ),
  ar(
    'شو عنا يوم الاتنين؟',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'دفع فاتورة الماء', 'غسيل الكامري', 'Dentist appointment'],
      not: ['Parent-teacher meeting', 'توصيل ريم للنادي'],
    },
    'Levantine; tasks and events of 16 Nov',
  ),
  ar(
    'إمتى ميعاد الأسنان بتاع تالا؟',
    { kind: 'answer', mentions: ['Dentist appointment'] },
    'Egyptian; stored in English',
  ),

  // ───────────── ask which (Arabic), batch 3 ─────────────
  ar(
    'احذف مهمة الفاتورة',
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'a deletion of one of two',
  ),
  ar(
    'شيل موعد الدكتور من التقويم',
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment', 'Eye doctor appointment'] },
    'a deletion of one of two',
  ),

  // ───────────── ask: not found (Arabic), batch 3 ─────────────
  ar(
    'صلّحت مكيف الصالة',
    { kind: 'ask', reason: 'notFound' },
    'no AC repair task; not the AC technician call',
  ),

  // ───────────── ask: missing slot (Arabic), batch 3 ─────────────
  ar(
    'بدي غير موعد دكتور العيون',
    { kind: 'ask', reason: 'missingSlot' },
    'Levantine; no new day or time',
  ),

  // ───────────── out of scope (Arabic), batch 3 ─────────────
  ar('ترجم لي هالجملة للإنجليزي', { kind: 'refuse' }, 'translation'),

  // ───────────── batch 4 (2026-11-28), written without seeing the grammar ─────────────

  // ───────────── create a task (English), batch 4 ─────────────
  en(
    "remind me to renew Tala's nursery registration by the 1st",
    { kind: 'createTask', title: "renew Tala's nursery registration", date: '2026-12-01' },
    "the 1st = December; Tala's is a possessive, not an assignee",
  ),
  en(
    'Anwar needs to take the Patrol in for its inspection on Tuesday morning',
    {
      kind: 'createTask',
      title: 'take the Patrol in for its inspection',
      assignee: 'أنور',
      date: '2026-11-17',
      vehicle: 'Patrol',
    },
    'a statement that acts; "morning" without a clock time, so the time is not checked',
  ),
  en(
    'hey could you add a task for me - defrost the freezer - sometime tomorrow',
    { kind: 'createTask', title: 'defrost the freezer', date: '2026-11-15' },
    '"for me" is the user, not a member',
  ),
  en('Faisal - fix the leaking kitchen tap - wed 5pm', {
    kind: 'createTask',
    title: 'fix the leaking kitchen tap',
    assignee: 'Faisal',
    date: '2026-11-18',
    time: '17:00',
  }),
  en('remind me in 3 days to follow up on the visa application', {
    kind: 'createTask',
    title: 'follow up on the visa application',
    date: '2026-11-17',
  }),
  en(
    "add task: wrap Tala's presents, Reem, thursday night",
    { kind: 'createTask', title: "wrap Tala's presents", assignee: 'ريم', date: '2026-11-19' },
    '"night" without a clock time; not the stored present-buying task',
  ),
  en("put 'renew the domain for the family website' on my list, low priority", {
    kind: 'createTask',
    title: 'renew the domain for the family website',
    priority: 'low',
  }),
  en(
    'I need to call the bank about my credit card, remind me on the 16th at 10am',
    {
      kind: 'createTask',
      title: 'call the bank about my credit card',
      date: '2026-11-16',
      time: '10:00',
    },
    'a call to the bank is a task, not a refused bank operation',
  ),

  // ───────────── create an event (English), batch 4 ─────────────
  en("add Ziad's school trip to the calendar, wednesday 7am to 2pm", {
    kind: 'createEvent',
    title: "Ziad's school trip",
    date: '2026-11-18',
    time: '07:00',
    endTime: '14:00',
  }),
  en('add the Al-Shammari wedding for Faisal and Huda, thursday 9:30pm', {
    kind: 'createEvent',
    title: 'Al-Shammari wedding',
    date: '2026-11-19',
    time: '21:30',
    attendees: ['Faisal', 'هدى'],
  }),
  en(
    'heads up, power cut tomorrow 10am till 2pm - pop it in the calendar',
    {
      kind: 'createEvent',
      title: 'power cut',
      date: '2026-11-15',
      time: '10:00',
      endTime: '14:00',
    },
    'chatter around the command',
  ),
  en(
    "we're having a family gathering at grandpa's on 5 December at 6:30pm",
    {
      kind: 'createEvent',
      title: 'family gathering',
      location: "grandpa's",
      date: '2026-12-05',
      time: '18:30',
    },
    'a statement that acts',
  ),
  en('dinner with the Harbis on the 1st at 8:30pm, add it pls', {
    kind: 'createEvent',
    title: 'dinner with the Harbis',
    date: '2026-12-01',
    time: '20:30',
  }),

  // ───────────── complete (English), batch 4 ─────────────
  en(
    'Anwar dropped Reem off at the club',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "stored in Arabic; not Tala's drop-off",
  ),
  en(
    'drinking water delivered 👍',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or the tank',
  ),
  en(
    'ok the playroom is tidy now',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'stored in Arabic',
  ),

  // ───────────── move (English), batch 4 ─────────────
  en(
    'can the swimming lesson be at 4:30 instead',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '16:30' },
    'time only: the date stays; afternoon reading; stored in Arabic',
  ),
  en(
    "let's do uncle Saad's visit on saturday instead",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' },
    'stored in Arabic; today is Saturday, so Saturday = next week',
  ),
  en(
    'move the playroom cleanup to the day after tomorrow',
    { kind: 'move', task: 'ترتيب غرفة الألعاب', date: '2026-11-16' },
    'stored in Arabic',
  ),

  // ───────────── reassign (English), batch 4 ─────────────
  en("Reem's taking over the plumber call", {
    kind: 'reassign',
    task: 'Call the plumber',
    assignee: 'ريم',
  }),
  en('put Ziad on cat duty', { kind: 'reassign', task: 'Feed the cat', assignee: 'Ziad' }),

  // ───────────── questions (English), batch 4 ─────────────
  en(
    'whats happenin on wednesday?',
    {
      kind: 'answer',
      mentions: ['تجهيز شنطة الرحلة لزياد', 'Eye doctor appointment'],
      not: ['Dentist appointment', 'Return the library books'],
    },
    'typos; tasks and events of 18 Nov',
  ),
  en("who's putting the bins out tonight?", { kind: 'answer', mentions: ['Ziad'] }),
  en(
    'which of our docs expire before the end of the year',
    {
      kind: 'answer',
      mentions: [
        "Huda's passport",
        'إقامة غريس',
        'Camry insurance',
        'استمارة اليارس',
        'Patrol registration',
      ],
      not: ['جواز فيصل', 'رخصة قيادة أنور', 'Fridge warranty'],
    },
    'documents expiring by 31 Dec 2026',
  ),
  en(
    "when's the pool getting serviced?",
    { kind: 'answer', mentions: ['صيانة المسبح'] },
    'house maintenance, stored in Arabic',
  ),

  // ───────────── ask (English), batch 4 ─────────────
  en('bump the Camry job to thursday', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Renew the Camry insurance', 'غسيل الكامري'],
  }),
  en(
    'mark the internet bill as paid',
    { kind: 'ask', reason: 'notFound' },
    'no internet bill; the water and electricity bills must stay pending',
  ),
  en('set a reminder for tomorrow at 8am', { kind: 'ask', reason: 'missingSlot' }, 'no what'),

  // ───────────── out of scope (English), batch 4 ─────────────
  en("what's the score in the Hilal game?", { kind: 'refuse' }, 'sports scores'),

  // ───────────── add a member (English), batch 4 ─────────────
  en('my nephew Yousef lives with us now, can you add him as a child', {
    kind: 'addMember',
    name: 'Yousef',
    role: 'child',
  }),

  // ───────────── create a task (Arabic), batch 4 ─────────────
  ar(
    'لو سمحت ذكرني بعد بكرة أودي الثياب للخياط',
    { kind: 'createTask', title: 'أودي الثياب للخياط', date: '2026-11-16' },
    'politeness first; للخياط is not a member',
  ),
  ar(
    'لازم زياد يحفظ سورة الملك للخميس',
    { kind: 'createTask', title: 'يحفظ سورة الملك', assignee: 'Ziad', date: '2026-11-19' },
    'للخميس = by Thursday',
  ),
  ar(
    'فكرني النهارده الساعة ٧ بالليل أحجز تذاكر السينما',
    { kind: 'createTask', title: 'أحجز تذاكر السينما', date: '2026-11-14', time: '19:00' },
    'Egyptian; a reminder to book is a task, not a refused booking',
  ),
  ar(
    'مهمة لهدى وأولويتها عالية: تحويل مصاريف المدرسة',
    { kind: 'createTask', title: 'تحويل مصاريف المدرسة', assignee: 'هدى', priority: 'high' },
    'a task for Huda, not a refused money transfer',
  ),
  ar(
    'مهمة: تنظيف الفريزر - جريس - الاثنين',
    { kind: 'createTask', title: 'تنظيف الفريزر', assignee: 'Grace', date: '2026-11-16' },
    'جريس = Grace; dash-separated slots',
  ),
  ar(
    'ضيف مهمه تبديل لمبات الحوش لانور يوم الخميس',
    { kind: 'createTask', title: 'تبديل لمبات الحوش', assignee: 'أنور', date: '2026-11-19' },
    'no hamza in لانور; ه for ة',
  ),
  ar('ممكن تضيف مهمة ترتيب المخزن؟ أولويتها منخفضة', {
    kind: 'createTask',
    title: 'ترتيب المخزن',
    priority: 'low',
  }),

  // ───────────── create an event (Arabic), batch 4 ─────────────
  ar(
    'عندنا عزيمة في استراحة أبو فهد يوم الجمعة الساعة ٨ ونص المسا',
    {
      kind: 'createEvent',
      title: 'عزيمة',
      location: 'استراحة أبو فهد',
      date: '2026-11-20',
      time: '20:30',
    },
    'a statement that acts; «في» gives the location',
  ),
  ar(
    'أضف حدثًا: حفل تخرج ريم يوم الثلاثاء ١ ديسمبر من السادسة حتى التاسعة مساءً',
    {
      kind: 'createEvent',
      title: 'حفل تخرج ريم',
      date: '2026-12-01',
      time: '18:00',
      endTime: '21:00',
    },
    'MSA; hours in words; 1 Dec 2026 is a Tuesday',
  ),
  ar(
    'ضيف درس سباحة لتالا وريم يوم الخميس الساعة ٤ العصر',
    {
      kind: 'createEvent',
      title: 'درس سباحة',
      date: '2026-11-19',
      time: '16:00',
      attendees: ['تالا', 'ريم'],
    },
    "a new event, not Ziad's swimming lesson",
  ),
  ar(
    'عندنا خطوبة أخت هدى يوم الخميس الجاي الساعة ٨ بالليل',
    { kind: 'createEvent', title: 'خطوبة أخت هدى', date: '2026-11-19', time: '20:00' },
    'أخت هدى is a possessive inside the title',
  ),
  ar(
    'ترا عندنا تطعيم القطوة بكرة الساعة ١١ الصبح',
    { kind: 'createEvent', title: 'تطعيم القطوة', date: '2026-11-15', time: '11:00' },
    'Gulf ترا; not the Feed the cat task',
  ),

  // ───────────── complete (Arabic), batch 4 ─────────────
  ar(
    'ريم أكّلت البسة',
    { kind: 'complete', task: 'Feed the cat' },
    'Levantine بسة = cat; stored in English',
  ),
  ar(
    'تم دفع فاتورة المويه',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'Gulf مويه; the bill, not the tank or drinking water',
  ),
  ar('أنور ودّى ريم النادي', { kind: 'complete', task: 'توصيل ريم للنادي' }, 'the doer first'),
  ar(
    'جددت تأمين الكامري الحمدلله',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, not the document; not the Camry wash',
  ),

  // ───────────── move (Arabic), batch 4 ─────────────
  ar('أجل تجهيز شنطة زياد ليوم الخميس', {
    kind: 'move',
    task: 'تجهيز شنطة الرحلة لزياد',
    date: '2026-11-19',
  }),
  ar(
    'الاجتماع مع المدرسين صار الساعة ١',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '13:00' },
    'time only: the date stays; 1 = 13:00 for a school meeting; stored in English',
  ),

  // ───────────── reassign (Arabic), batch 4 ─────────────
  ar('حولي مهمة الصيدلية لهدى', {
    kind: 'reassign',
    task: 'جلب الدواء من الصيدلية',
    assignee: 'هدى',
  }),
  ar(
    'خلي ريم تتصل بفني المكيف',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'ريم' },
    'stored in English; not the plumber call',
  ),
  ar(
    'هدية تالا خليها على هدى',
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'هدى' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 4 ─────────────
  ar(
    'إيش عندنا يوم الخميس؟',
    {
      kind: 'answer',
      mentions: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['زيارة عمي سعد', 'Eye doctor appointment'],
    },
    'tasks and events of 19 Nov',
  ),
  ar(
    'شو المهام يلي على أنور؟',
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
    'Levantine',
  ),
  ar(
    'متى ينتهي تأمين الكامري؟',
    { kind: 'answer', mentions: ['Camry insurance'] },
    'the document (30 Nov)',
  ),

  // ───────────── ask (Arabic), batch 4 ─────────────
  ar(
    'خلي ريم تتكفل بموضوع الكامري',
    { kind: 'ask', reason: 'which', candidates: ['Renew the Camry insurance', 'غسيل الكامري'] },
    'two Camry tasks',
  ),
  ar(
    'غيرت زيت اليارس',
    { kind: 'ask', reason: 'notFound' },
    'the only oil change is for the Patrol; it must stay pending',
  ),
  ar('ذكّر زياد بكرة الصبح', { kind: 'ask', reason: 'missingSlot' }, 'remind him of what?'),

  // ───────────── out of scope (Arabic), batch 4 ─────────────
  ar('شغل لي أغنية لمحمد عبده', { kind: 'refuse' }, 'music'),
  ar(
    'اكتب لي قصيدة بمناسبة عيد ميلاد تالا',
    { kind: 'refuse' },
    'writing a poem; nothing is created',
  ),

  // ───────────── add a member (Arabic), batch 4 ─────────────
  ar(
    'ضيفي خالتي منيرة للعيلة بالتطبيق',
    { kind: 'addMember', name: 'منيرة' },
    'خالتي is a kinship word, as جدتي in batch 1',
  ),

  // ═════════════ batch 5 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 5 ─────────────
  en(
    'Anwar should take the Yaris for a car wash on Monday',
    {
      kind: 'createTask',
      title: 'take the Yaris for a car wash',
      assignee: 'أنور',
      date: '2026-11-16',
      vehicle: 'Yaris',
    },
    'a statement that acts; not the Camry wash',
  ),
  en(
    "high priority: get Tala's vaccination card stamped tomorrow",
    {
      kind: 'createTask',
      title: "get Tala's vaccination card stamped",
      date: '2026-11-15',
      priority: 'high',
    },
    "Tala's is a possessive",
  ),
  en('add a task for Reem to book her driving test on Sunday', {
    kind: 'createTask',
    title: 'book her driving test',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en(
    'remnd Huda to buy Ziads football boots on friday',
    { kind: 'createTask', title: 'buy Ziads football boots', assignee: 'هدى', date: '2026-11-20' },
    'typos; Ziads (no apostrophe) is a possessive',
  ),
  en(
    'Tala has to bring a family photo to kindergarten on Tuesday',
    {
      kind: 'createTask',
      title: 'bring a family photo to kindergarten',
      assignee: 'تالا',
      date: '2026-11-17',
    },
    'a statement that acts; not the kindergarten drop-off',
  ),

  // ───────────── create an event (English), batch 5 ─────────────
  en(
    "we've got a baby shower at Nouf's place on Sunday at 5pm",
    {
      kind: 'createEvent',
      title: 'baby shower',
      location: "Nouf's place",
      date: '2026-11-15',
      time: '17:00',
    },
    'a statement that acts; "at <place>" is the location',
  ),
  en(
    "add Tala's eye test on Tuesday at 3:15pm",
    { kind: 'createEvent', title: "Tala's eye test", date: '2026-11-17', time: '15:15' },
    'a new event, not the stored eye doctor appointment',
  ),
  en(
    'add a dentist checkup for Ziad and Reem on Thursday at 4pm',
    {
      kind: 'createEvent',
      title: 'dentist checkup',
      date: '2026-11-19',
      time: '16:00',
      attendees: ['Ziad', 'ريم'],
    },
    'a new event with two attendees; the stored Dentist appointment must not change',
  ),
  en(
    'Ziad has a school trip to the zoo on Wednesday at 8am',
    {
      kind: 'createEvent',
      title: 'school trip to the zoo',
      date: '2026-11-18',
      time: '08:00',
      attendees: ['Ziad'],
    },
    'a statement that acts; the trip-bag task must not change',
  ),
  en(
    "add an event on 5 Rajab: Ziad's graduation from Quran school at 4pm",
    {
      kind: 'createEvent',
      title: "Ziad's graduation from Quran school",
      date: '2026-12-14',
      time: '16:00',
    },
    'Hijri date',
  ),
  en('add gym class tmrw 6:30am pls', {
    kind: 'createEvent',
    title: 'gym class',
    date: '2026-11-15',
    time: '06:30',
  }),
  en("add the new year's eve party on 31 Dec at 11pm", {
    kind: 'createEvent',
    title: "new year's eve party",
    date: '2026-12-31',
    time: '23:00',
  }),
  en(
    'water cut on thursday from 8 to 11am, add it to the calendar',
    {
      kind: 'createEvent',
      title: 'water cut',
      date: '2026-11-19',
      time: '08:00',
      endTime: '11:00',
    },
    'no water task may change',
  ),
  en(
    'dinner @ Mama Noura fri 9pm, add to calendar',
    {
      kind: 'createEvent',
      title: 'dinner',
      location: 'Mama Noura',
      date: '2026-11-20',
      time: '21:00',
    },
    '"@ <place>" is the location',
  ),

  // ───────────── complete (English), batch 5 ─────────────
  en('mark feed teh cat as done', { kind: 'complete', task: 'Feed the cat' }, 'typo'),
  en("the bread's been bought", { kind: 'complete', task: 'شراء الخبز' }, 'stored in Arabic'),
  en(
    'the kids are home from school, Anwar got them',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'not the football pick-up',
  ),
  en(
    'took Tala to kindergarten',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "stored in Arabic; not Reem's drop-off",
  ),
  en(
    'electricity bill sorted ✔',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic; not the water bill',
  ),
  en('the palm trees got watered', { kind: 'complete', task: 'سقي النخل' }, 'stored in Arabic'),
  en(
    "finished packing Ziad's bag for the trip",
    { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' },
    'stored in Arabic',
  ),

  // ───────────── move (English), batch 5 ─────────────
  en(
    'move the bread shopping to tomorrow',
    { kind: 'move', task: 'شراء الخبز', date: '2026-11-15' },
    'stored in Arabic',
  ),
  en(
    'the dentist moved to the 23rd at 4:30pm',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-23', time: '16:30' },
    'a statement that acts',
  ),
  en(
    "push aunt Munira's visit back an hour",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '20:30' },
    '19:30 + 1 hour; the date stays; stored in Arabic',
  ),
  en(
    'the AC technician call can wait until tuesday',
    { kind: 'move', task: 'Call the AC technician', date: '2026-11-17' },
    'an undated task gets a date',
  ),
  en(
    'the parent teacher meeting is now at 12:30',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '12:30' },
    'time only: the date stays',
  ),
  en(
    'move the Camry wash to saturday',
    { kind: 'move', task: 'غسيل الكامري', date: '2026-11-21' },
    'stored in Arabic; today is Saturday, so Saturday = next week; not the insurance',
  ),

  // ───────────── reassign (English), batch 5 ─────────────
  en("Huda will feed the cat today, Reem's busy", {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'هدى',
  }),
  en("Anwar's taking the library books back", {
    kind: 'reassign',
    task: 'Return the library books',
    assignee: 'أنور',
  }),
  en(
    'make Anwar responsible for the Camry insurance renewal',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'أنور' },
    'not the Camry wash',
  ),
  en(
    'Grace will do the playroom tomorrow',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'Grace' },
    'stored in Arabic',
  ),
  en(
    "switch tomorrow's school pick-up to Faisal",
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'Faisal' },
    'not the football pick-up',
  ),

  // ───────────── questions (English), batch 5 ─────────────
  en(
    "what's left to do today?",
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
      not: ['Pick up the kids from school', 'Order drinking water'],
    },
    "today's tasks",
  ),
  en(
    'any appointments on monday?',
    { kind: 'answer', mentions: ['Dentist appointment'], not: ['Eye doctor appointment'] },
    'events of 16 Nov',
  ),
  en("who's paying the electricity bill?", { kind: 'answer', mentions: ['Faisal'] }),
  en(
    "when does Faisal's passport expire?",
    { kind: 'answer', mentions: ['جواز فيصل'] },
    'the document, stored in Arabic',
  ),
  en(
    "what's on Huda's list?",
    {
      kind: 'answer',
      mentions: [
        'Pick up Ziad from football practice',
        'دفع فاتورة الماء',
        'تجديد استمارة اليارس',
        'تجهيز شنطة الرحلة لزياد',
      ],
      not: ['Feed the cat', 'Put the bins out'],
    },
    "Huda's tasks",
  ),
  en(
    'anything on the 24th?',
    { kind: 'answer', mentions: ['حفل المدرسة لتالا'], not: ['Dentist appointment'] },
    'the 24th = 24 Nov',
  ),
  en(
    "when's the pest control spraying?",
    { kind: 'answer', mentions: ['رش المبيدات'] },
    'house maintenance, stored in Arabic',
  ),
  en(
    "what's Faisal got on in the next 7 days?",
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
    'his tasks and events of 14-20 Nov',
  ),

  // ───────────── ask (English), batch 5 ─────────────
  en('push the appointment back an hour', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  en(
    "I've done the dishes",
    { kind: 'ask', reason: 'notFound' },
    'no dishes task; nothing may be completed',
  ),
  en(
    'let Mona vacuum the majlis',
    { kind: 'ask', reason: 'notFound' },
    'no member Mona; the majlis task must not change',
  ),
  en(
    "reschedule Ziad's football match",
    { kind: 'ask', reason: 'missingSlot' },
    'no new date or time',
  ),

  // ───────────── out of scope (English), batch 5 ─────────────
  en('send 200 riyals to Reem for lunch', { kind: 'refuse' }, 'a money transfer'),
  en('what time is it in London?', { kind: 'refuse' }, 'world clock'),
  en('order groceries from Nana for tonight', { kind: 'refuse' }, 'grocery delivery'),

  // ───────────── add a member (English), batch 5 ─────────────
  en('add Hessa to the family as a guardian', {
    kind: 'addMember',
    name: 'Hessa',
    role: 'guardian',
  }),
  en(
    'can you add grandma Moudi to the family',
    { kind: 'addMember', name: 'Moudi' },
    'grandma is a kinship word',
  ),
  en('we have a new nanny called Rosa, add her', { kind: 'addMember', name: 'Rosa' }),

  // ───────────── create a task (Arabic), batch 5 ─────────────
  ar(
    'ذكرني يوم ١ رجب أدفع لصاحب الوايت',
    { kind: 'createTask', title: 'أدفع لصاحب الوايت', date: '2026-12-10' },
    'Hijri date; a reminder to pay is a task; الوايت = water tanker',
  ),
  ar(
    'ضيف مهمة تبديل زيت اليارس لأنور يوم الأحد',
    {
      kind: 'createTask',
      title: 'تبديل زيت اليارس',
      assignee: 'أنور',
      date: '2026-11-15',
      vehicle: 'Yaris',
    },
    'not the Patrol oil change',
  ),
  ar(
    'ضروري جداً: حجز موعد تطعيم تالا بكرة',
    { kind: 'createTask', title: 'حجز موعد تطعيم تالا', date: '2026-11-15', priority: 'high' },
    'تطعيم تالا is a possessive, not an assignee',
  ),
  ar(
    'فكرني بكرة أجيب عيش من الفرن الساعة ٨ الصبح',
    { kind: 'createTask', title: 'أجيب عيش من الفرن', date: '2026-11-15', time: '08:00' },
    'Egyptian; a new task, not شراء الخبز',
  ),
  ar(
    'ضيف مهمة كوي الثياب لجريس الليلة',
    { kind: 'createTask', title: 'كوي الثياب', assignee: 'Grace', date: '2026-11-14' },
    'جريس = Grace',
  ),
  ar(
    'أَضِفْ مَهَمَّةً لِزِيَادٍ: قِرَاءَةُ قِصَّةٍ يَوْمَ الخَمِيسِ',
    { kind: 'createTask', title: 'قراءة قصة', assignee: 'Ziad', date: '2026-11-19' },
    'MSA with full diacritics',
  ),

  // ───────────── create an event (Arabic), batch 5 ─────────────
  ar(
    'عندنا ملكة في قاعة الفيصلية يوم الخميس الساعة ٩ بالليل',
    {
      kind: 'createEvent',
      title: 'ملكة',
      location: 'قاعة الفيصلية',
      date: '2026-11-19',
      time: '21:00',
    },
    'a statement that acts; «في» gives the location; الفيصلية is a hall, not Faisal',
  ),
  ar(
    'بدي ضيف عيد ميلاد تالا عالرزنامة يوم ١٩ الساعة ٥ المسا',
    { kind: 'createEvent', title: 'عيد ميلاد تالا', date: '2026-11-19', time: '17:00' },
    'Levantine; not the present task',
  ),
  ar(
    'أَضِفْ مَوْعِدًا: اجْتِمَاعُ العَمَلِ يَوْمَ الأَحَدِ السَّاعَةَ التَّاسِعَةَ صَبَاحًا',
    { kind: 'createEvent', title: 'اجتماع العمل', date: '2026-11-15', time: '09:00' },
    'MSA with full diacritics; hour in words',
  ),
  ar('ضيف موعد أشعة لفيصل يوم الاثنين الساعة ١٠ الصبح', {
    kind: 'createEvent',
    title: 'موعد أشعة',
    date: '2026-11-16',
    time: '10:00',
    attendees: ['Faisal'],
  }),
  ar(
    'حط في التقويم انقطاع الكهرباء بكرة من ٩ الصبح لين ١٢ الظهر',
    {
      kind: 'createEvent',
      title: 'انقطاع الكهرباء',
      date: '2026-11-15',
      time: '09:00',
      endTime: '12:00',
    },
    'not the electricity bill',
  ),
  ar(
    'زواج أخو هدى يوم ١٥ جمادى الآخرة الساعة ٩ المسا',
    { kind: 'createEvent', title: 'زواج أخو هدى', date: '2026-11-25', time: '21:00' },
    'Hijri date; a bare statement; أخو هدى is a possessive',
  ),
  ar(
    'عندنا عزومة عند حماتي يوم الحد الساعة ٣ العصر',
    { kind: 'createEvent', title: 'عزومة عند حماتي', date: '2026-11-15', time: '15:00' },
    'Egyptian; الحد = Sunday',
  ),
  ar(
    'ضيف موعد تطعيم زياد يوم الاربعا الساعه ٩ الصبح',
    { kind: 'createEvent', title: 'موعد تطعيم زياد', date: '2026-11-18', time: '09:00' },
    'no hamza, ه for ة; تطعيم زياد is a possessive, attendees not checked',
  ),
  ar(
    'عندي موعد مع المحامي يوم الثلاثاء الساعة ١١ الصبح',
    { kind: 'createEvent', title: 'موعد مع المحامي', date: '2026-11-17', time: '11:00' },
    'a statement that acts',
  ),

  // ───────────── complete (Arabic), batch 5 ─────────────
  ar(
    'خلاص الزبالة برا',
    { kind: 'complete', task: 'Put the bins out' },
    'the trash is out; stored in English',
  ),
  ar(
    'القطوة شبعت خلاص',
    { kind: 'complete', task: 'Feed the cat' },
    'the cat has eaten; stored in English',
  ),
  ar(
    'ريم جابت هدية تالا',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'stored in English',
  ),
  ar(
    'وصلت مويا الشرب',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or tank; stored in English',
  ),
  ar(
    'فيصل كلم فني التكييف',
    { kind: 'complete', task: 'Call the AC technician' },
    'not the plumber call; stored in English',
  ),
  ar(
    'نظفنا خزان المويه',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'Gulf مويه; not the water bill',
  ),
  ar(
    'جبت الولاد من المدرسة',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'Egyptian; stored in English',
  ),

  // ───────────── move (Arabic), batch 5 ─────────────
  ar(
    'أجل موعد الأسنان لبكرة الساعة ٥ العصر',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-15', time: '17:00' },
    'stored in English',
  ),
  ar(
    'أخّر طلب مي الشرب لبعد بكرة',
    { kind: 'move', task: 'Order drinking water', date: '2026-11-16' },
    'not the water bill or tank; stored in English',
  ),
  ar(
    'زيارة خالتي منيرة خلوها الساعة ٨ ونص بالليل',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '20:30' },
    'time only: the date stays',
  ),
  ar(
    'انقل تجديد تأمين الكامري ليوم ٢٧',
    { kind: 'move', task: 'Renew the Camry insurance', date: '2026-11-27' },
    'the task, not the document; stored in English',
  ),
  ar(
    'أجّل ميعاد اجتماع المدرسين ليوم الخميس الساعة ١٢',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-19', time: '12:00' },
    'Egyptian; 12 = noon for a school meeting; stored in English',
  ),
  ar(
    'أجل دفع فاتورة المويه ليوم ١٨',
    { kind: 'move', task: 'دفع فاتورة الماء', date: '2026-11-18' },
    'not the electricity bill',
  ),

  // ───────────── reassign (Arabic), batch 5 ─────────────
  ar('خلي هدى تسقي النخل بكرة', { kind: 'reassign', task: 'سقي النخل', assignee: 'هدى' }),
  ar(
    'حوّل تجهيز شنطة رحلة زياد لغريس',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Grace' },
    'زياد is in the stored title; the new assignee is Grace',
  ),
  ar(
    'غسيل الكامري خله على زياد هالمرة',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' },
    'not the Camry insurance',
  ),
  ar(
    'رجعة الكتب للمكتبة خلها على ريم',
    { kind: 'reassign', task: 'Return the library books', assignee: 'ريم' },
    'stored in English',
  ),

  // ───────────── questions (Arabic), batch 5 ─────────────
  ar(
    'وش عندنا بعد بكرة؟',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'دفع فاتورة الماء', 'غسيل الكامري', 'Dentist appointment'],
      not: ['Return the library books', 'Pick up the kids from school'],
    },
    'tasks and events of 16 Nov',
  ),
  ar('مين بيدفع فاتورة الكهربا؟', { kind: 'answer', mentions: ['Faisal'] }),
  ar('متى تنتهي إقامة غريس؟', { kind: 'answer', mentions: ['إقامة غريس'] }),
  ar('إيش مهام هدى؟', {
    kind: 'answer',
    mentions: [
      'Pick up Ziad from football practice',
      'دفع فاتورة الماء',
      'تجديد استمارة اليارس',
      'تجهيز شنطة الرحلة لزياد',
    ],
    not: ['Feed the cat'],
  }),
  ar(
    'إيش المواعيد اللي عندنا خلال أسبوع؟',
    {
      kind: 'answer',
      mentions: [
        "Dinner at Abu Khalid's",
        'زيارة خالتي منيرة',
        'حصة السباحة لزياد',
        'Dentist appointment',
        'Parent-teacher meeting',
        'Eye doctor appointment',
        "Ziad's football match",
        'زيارة عمي سعد',
      ],
      not: ['حفل المدرسة لتالا'],
    },
    'events of 14-20 Nov',
  ),
  ar(
    'هل عندنا مواعيد اليوم؟',
    { kind: 'answer', mentions: ["Dinner at Abu Khalid's"], not: ['زيارة خالتي منيرة'] },
    "today's events",
  ),
  ar('متى صيانة المسبح؟', { kind: 'answer', mentions: ['صيانة المسبح'] }),
  ar(
    'وش الوثائق اللي تخلص الشهر الجاي؟',
    { kind: 'answer', mentions: ['Patrol registration'], not: ["Huda's passport", 'جواز فيصل'] },
    'next month = December 2026',
  ),

  // ───────────── ask (Arabic), batch 5 ─────────────
  ar('خلي ريم تدفع الفاتورة', {
    kind: 'ask',
    reason: 'which',
    candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'],
  }),
  ar('خلي أنور يسوي الاتصال', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  ar('خلصت غسيل الصحون', { kind: 'ask', reason: 'notFound' }, 'no dishes task'),
  ar('خلي منى تشتري الخبز', { kind: 'ask', reason: 'notFound' }, 'no member Mona'),
  ar('ذكرني الساعة ٥', { kind: 'ask', reason: 'missingSlot' }, 'remind of what?'),

  // ───────────── out of scope (Arabic), batch 5 ─────────────
  ar('حول لريم ١٠٠ ريال', { kind: 'refuse' }, 'a money transfer'),
  ar('مين فاز بكأس العالم ٢٠٢٢؟', { kind: 'refuse' }, 'trivia'),

  // ───────────── add a member (Arabic), batch 5 ─────────────
  ar('ضيف عمتي حصة للعائلة', { kind: 'addMember', name: 'حصة' }, 'عمتي is a kinship word'),
  ar('أضف عضو جديد اسمها لمى كطفلة', { kind: 'addMember', name: 'لمى', role: 'child' }),
  ar(
    'عايزة أضيف الدادة الجديدة سميرة',
    { kind: 'addMember', name: 'سميرة' },
    'Egyptian; دادة = nanny',
  ),

  // ═════════════ batch 6 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 6 ─────────────
  en(
    'Anwar has to get the windows on the Yaris tinted on Monday',
    {
      kind: 'createTask',
      title: 'get the windows on the Yaris tinted',
      assignee: 'أنور',
      date: '2026-11-16',
      vehicle: 'Yaris',
    },
    'a statement that acts',
  ),
  en(
    'remnd reem to return her friends charger tmrw',
    {
      kind: 'createTask',
      title: 'return her friends charger',
      assignee: 'ريم',
      date: '2026-11-15',
    },
    'typos; friends (no apostrophe) is a possessive',
  ),
  en(
    'top priority: renew the Patrol registration by the 10th',
    {
      kind: 'createTask',
      title: 'renew the Patrol registration',
      date: '2026-12-10',
      priority: 'high',
      vehicle: 'Patrol',
    },
    'the 10th is before the 15th, so December; a task, the document must not change',
  ),
  en('add a low priority task for Grace to clean the Camry floor mats', {
    kind: 'createTask',
    title: 'clean the Camry floor mats',
    assignee: 'Grace',
    priority: 'low',
    vehicle: 'Camry',
  }),

  // ───────────── create an event (English), batch 6 ─────────────
  en(
    "Reem's graduation rehearsal is on Wednesday 3 to 5pm at the school hall",
    {
      kind: 'createEvent',
      title: "Reem's graduation rehearsal",
      location: 'the school hall',
      date: '2026-11-18',
      time: '15:00',
      endTime: '17:00',
    },
    "a statement that acts; Reem's is a possessive inside the title",
  ),
  en(
    'add a checkup at the clinic for Huda and Tala on the 23rd at 10:30am',
    {
      kind: 'createEvent',
      title: 'checkup',
      location: 'the clinic',
      date: '2026-11-23',
      time: '10:30',
      attendees: ['هدى', 'تالا'],
    },
    'a new event; the stored Dentist appointment must not change',
  ),
  en(
    "okay so um we've got dinner with the neighbours on saturday at eight thirty pm",
    {
      kind: 'createEvent',
      title: 'dinner with the neighbours',
      date: '2026-11-21',
      time: '20:30',
    },
    "voice transcript; today is Saturday, so Saturday = next week; not dinner at Abu Khalid's",
  ),
  en('put the Quran competition on 10 Rajab at 4:30pm', {
    kind: 'createEvent',
    title: 'Quran competition',
    date: '2026-12-19',
    time: '16:30',
  }),
  en(
    "add Reem's SAT exam on December 5th at 8am",
    { kind: 'createEvent', title: "Reem's SAT exam", date: '2026-12-05', time: '08:00' },
    "Reem's is a possessive inside the title",
  ),
  en(
    'Faisal and Ziad are going to the Hilal match on friday at 8pm',
    {
      kind: 'createEvent',
      title: 'Hilal match',
      date: '2026-11-20',
      time: '20:00',
      attendees: ['Faisal', 'Ziad'],
    },
    "a statement that acts; not Ziad's football match",
  ),
  en("put the school's sports day on the 26th from 8am to noon", {
    kind: 'createEvent',
    title: "school's sports day",
    date: '2026-11-26',
    time: '08:00',
    endTime: '12:00',
  }),
  en(
    "ad tala's ballet recital tmrw at 5pm",
    { kind: 'createEvent', title: "tala's ballet recital", date: '2026-11-15', time: '17:00' },
    'typo "ad"; lower case',
  ),
  en(
    'add coffee with my sisters at Starbucks monday 10am',
    {
      kind: 'createEvent',
      title: 'coffee with my sisters',
      location: 'Starbucks',
      date: '2026-11-16',
      time: '10:00',
    },
    '"at <place>" is the location',
  ),
  en('add a meeting with the contractor tomorrow 9-10am', {
    kind: 'createEvent',
    title: 'meeting with the contractor',
    date: '2026-11-15',
    time: '09:00',
    endTime: '10:00',
  }),

  // ───────────── complete (English), batch 6 ─────────────
  en('bins are out for collection', { kind: 'complete', task: 'Put the bins out' }),
  en(
    "I've ordered the water bottles",
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or tank',
  ),
  en("Reem bought Tala's birthday gift", {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en(
    'got hold of the AC technician finally',
    { kind: 'complete', task: 'Call the AC technician' },
    'not the plumber call',
  ),
  en(
    'finished tidying the toy room',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'toy room = playroom; stored in Arabic',
  ),
  en(
    "electricity's paid for this month",
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic; not the water bill',
  ),
  en(
    'just finished cleaning the water tank',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'stored in Arabic; not the water bill or drinking water',
  ),
  en(
    'droped reem at her club',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "typo; stored in Arabic; not Tala's drop-off",
  ),
  en(
    'sorted out the Yaris registration renewal today ✅',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task, stored in Arabic',
  ),
  en('Anwar took the Patrol for its oil change, all done', {
    kind: 'complete',
    task: 'Oil change for the Patrol',
  }),

  // ───────────── move (English), batch 6 ─────────────
  en(
    'the plumber can be called on wednesday instead',
    { kind: 'move', task: 'Call the plumber', date: '2026-11-18' },
    'not the AC technician call',
  ),
  en(
    "push tonight's dinner at abu khalid's to 9:30",
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-14', time: '21:30' },
    'time only: the date stays',
  ),
  en(
    'move ziads match to saturday',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-21' },
    'today is Saturday, so Saturday = next week; the time stays',
  ),
  en('the library books can go back on thursday', {
    kind: 'move',
    task: 'Return the library books',
    date: '2026-11-19',
  }),
  en(
    'bring the bins forward to 8pm tonight',
    { kind: 'move', task: 'Put the bins out', date: '2026-11-14', time: '20:00' },
    '21:00 → 20:00',
  ),

  // ───────────── reassign (English), batch 6 ─────────────
  en(
    'Grace can fetch the medicine from the pharmacy instead of Reem',
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'Grace' },
    'stored in Arabic',
  ),
  en(
    'reassign the water tank cleaning to Anwar',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'أنور' },
    'stored in Arabic; not the water bill or drinking water',
  ),
  en(
    "Huda's taking over the electricity bill",
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'هدى' },
    'stored in Arabic; not the water bill',
  ),
  en(
    'Reem can do the bread run',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'ريم' },
    'unassigned before; stored in Arabic',
  ),
  en(
    "the Yaris registration is Faisal's job now",
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'Faisal' },
    'the task, stored in Arabic',
  ),

  // ───────────── questions (English), batch 6 ─────────────
  en(
    "what've we got going on sunday?",
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
      not: ['Dentist appointment', 'Call the plumber'],
    },
    'tasks and events of 15 Nov',
  ),
  en('whos meant to wash the camry?', { kind: 'answer', mentions: ['أنور'] }, 'alias Anwar'),
  en(
    "who's going to the parent-teacher meeting?",
    { kind: 'answer', mentions: ['هدى'] },
    'the attendee; alias Huda accepted',
  ),
  en(
    'which documents run out in the next 10 days?',
    { kind: 'answer', mentions: ['إقامة غريس'], not: ['استمارة اليارس', "Huda's passport"] },
    '14-24 Nov',
  ),
  en(
    "when's uncle Saad's visit?",
    { kind: 'answer', mentions: ['زيارة عمي سعد'] },
    'stored in Arabic',
  ),
  en(
    'what do we have between monday and wednesday?',
    {
      kind: 'answer',
      mentions: [
        'Call the plumber',
        'دفع فاتورة الماء',
        'غسيل الكامري',
        'Dentist appointment',
        'Return the library books',
        'Parent-teacher meeting',
        'تجهيز شنطة الرحلة لزياد',
        'Eye doctor appointment',
      ],
      not: ['Buy a birthday present for Tala', "Ziad's football match"],
    },
    'tasks and events of 16-18 Nov',
  ),
  en(
    'what does reem need to do',
    {
      kind: 'answer',
      mentions: ['Feed the cat', 'Buy a birthday present for Tala', 'جلب الدواء من الصيدلية'],
      not: ['Put the bins out', 'Vacuum the majlis'],
    },
    "Reem's tasks",
  ),
  en(
    'what needs doing on the camry?',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['تجديد استمارة اليارس', 'Oil change for the Patrol'],
    },
    "the Camry's tasks",
  ),
  en(
    "which tasks aren't assigned to anyone?",
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'Oil change for the Patrol', 'شراء الخبز'],
      not: ['Feed the cat', 'Vacuum the majlis'],
    },
    'the unassigned tasks',
  ),
  en(
    'which maintenance jobs are due this month?',
    {
      kind: 'answer',
      mentions: ['رش المبيدات', 'صيانة المسبح', 'AC filter cleaning'],
      not: ['Water heater inspection', 'فحص طفايات الحريق'],
    },
    'house maintenance of November',
  ),

  // ───────────── ask (English), batch 6 ─────────────
  en('let Reem make the call', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Call the AC technician', 'Call the plumber'],
  }),
  en(
    "I've ironed Faisal's thobes",
    { kind: 'ask', reason: 'notFound' },
    'no ironing task; nothing may be completed',
  ),
  en('give the cat feeding to someone else', { kind: 'ask', reason: 'missingSlot' }, 'to whom?'),

  // ───────────── out of scope (English), batch 6 ─────────────
  en('book a table for four at Lusin tonight', { kind: 'refuse' }, 'a restaurant reservation'),
  en("what's the price of gold today?", { kind: 'refuse' }, 'market prices'),

  // ───────────── add a member (English), batch 6 ─────────────
  en('Ramesh started as our gardener, add him to the family', {
    kind: 'addMember',
    name: 'Ramesh',
  }),

  // ───────────── create a task (Arabic), batch 6 ─────────────
  ar(
    'أنور لازم يودي الباترول الورشة يوم الثلاثاء',
    {
      kind: 'createTask',
      title: 'يودي الباترول الورشة',
      assignee: 'أنور',
      date: '2026-11-17',
      vehicle: 'Patrol',
    },
    'Gulf; a statement that acts; not the Patrol oil change',
  ),
  ar(
    'أضف مهمة لريم: شراء دفاتر جديدة يوم الأحد',
    { kind: 'createTask', title: 'شراء دفاتر جديدة', assignee: 'ريم', date: '2026-11-15' },
    'MSA without diacritics',
  ),
  ar(
    'عاجل: تجديد إقامة غريس يوم ٢٠',
    { kind: 'createTask', title: 'تجديد إقامة غريس', date: '2026-11-20', priority: 'high' },
    'إقامة غريس is a possessive (the document), not an assignee',
  ),
  ar(
    'بدي مهمة لجريس تغسل البرادي يوم الخميس',
    { kind: 'createTask', title: 'تغسل البرادي', assignee: 'Grace', date: '2026-11-19' },
    'Levantine; جريس = Grace; البرادي = curtains',
  ),

  // ───────────── create an event (Arabic), batch 6 ─────────────
  ar(
    'عندنا عشاء في مطعم نجد فيليج يوم الجمعة الساعة ٩ الليل',
    {
      kind: 'createEvent',
      title: 'عشاء',
      location: 'مطعم نجد فيليج',
      date: '2026-11-20',
      time: '21:00',
    },
    'a statement that acts; «في» gives the location',
  ),
  ar('ضيف موعد عيادة الجلدية لريم يوم الأحد الساعة ٤ العصر', {
    kind: 'createEvent',
    title: 'موعد عيادة الجلدية',
    date: '2026-11-15',
    time: '16:00',
    attendees: ['ريم'],
  }),
  ar(
    'أَضِفْ حَدَثًا: مَعْرِضُ الكِتَابِ يَوْمَ الجُمُعَةِ مِنَ الرَّابِعَةِ إِلَى السَّابِعَةِ مَسَاءً',
    {
      kind: 'createEvent',
      title: 'معرض الكتاب',
      date: '2026-11-20',
      time: '16:00',
      endTime: '19:00',
    },
    'MSA with full diacritics; hours in words',
  ),
  ar(
    'حفل زواج سلمان يوم ٢٠ جمادى الآخرة الساعة ٩ مساء',
    { kind: 'createEvent', title: 'حفل زواج سلمان', date: '2026-11-30', time: '21:00' },
    'Hijri date; a bare statement',
  ),
  ar(
    'حط بالرزنامة اجتماع مع المدير يوم التنين من ٩ لـ ١١ الصبح',
    {
      kind: 'createEvent',
      title: 'اجتماع مع المدير',
      date: '2026-11-16',
      time: '09:00',
      endTime: '11:00',
    },
    'Levantine; التنين = Monday',
  ),
  ar(
    'عندنا سبوع ابن أختي يوم الجمعة الساعة ٦ المسا',
    { kind: 'createEvent', title: 'سبوع ابن أختي', date: '2026-11-20', time: '18:00' },
    "Egyptian; سبوع = a newborn's seventh-day party",
  ),
  ar(
    'ضيف موعد الدكتوره لهدى يوم الاربعاء الساعه ١١ الصبح',
    {
      kind: 'createEvent',
      title: 'موعد الدكتورة',
      date: '2026-11-18',
      time: '11:00',
      attendees: ['هدى'],
    },
    'ه for ة, no hamza; a new event, not the eye doctor',
  ),
  ar(
    'سجل كشتة بر يوم ٤ ديسمبر الساعة ٣ العصر',
    { kind: 'createEvent', title: 'كشتة بر', date: '2026-12-04', time: '15:00' },
    'Gulf كشتة = a desert outing',
  ),
  ar(
    'عندي اجتماع في الجمعية الخيرية يوم الأحد الساعة ١٠ الصبح',
    {
      kind: 'createEvent',
      title: 'اجتماع',
      location: 'الجمعية الخيرية',
      date: '2026-11-15',
      time: '10:00',
    },
    'a statement that acts; «في» gives the location',
  ),
  ar(
    'ضيف موعد قص شعر لزياد وفيصل يوم الخميس الساعة ٨ المسا',
    {
      kind: 'createEvent',
      title: 'موعد قص شعر',
      date: '2026-11-19',
      time: '20:00',
      attendees: ['Ziad', 'Faisal'],
    },
    "two attendees; not Ziad's football match",
  ),

  // ───────────── complete (Arabic), batch 6 ─────────────
  ar('الخبز انشرى', { kind: 'complete', task: 'شراء الخبز' }, 'Gulf'),
  ar('ريم مرت الصيدلية وجابت الدوا', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
  ar('كنسنا المجلس الصبح', { kind: 'complete', task: 'Vacuum the majlis' }, 'stored in English'),
  ar(
    'زياد رجع كتب المكتبة',
    { kind: 'complete', task: 'Return the library books' },
    'stored in English',
  ),
  ar('أنور غسل الكامري', { kind: 'complete', task: 'غسيل الكامري' }, 'not the Camry insurance'),
  ar('سقيت النخل', { kind: 'complete', task: 'سقي النخل' }),
  ar(
    'أنور وصّل تالا الروضة',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "not Reem's drop-off",
  ),
  ar(
    'تأمين الكامري تجدد',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, stored in English; not the Camry wash',
  ),
  ar(
    'تواصلت مع السباك',
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call',
  ),
  ar(
    'سَدَّدْتُ فَاتُورَةَ المَاءِ',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'MSA with full diacritics; not the electricity bill or the tank',
  ),

  // ───────────── move (Arabic), batch 6 ─────────────
  ar(
    'اجل تنظيف خزان الماء اسبوع',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-12-05' },
    'no hamza; a week after the stored 28 Nov',
  ),
  ar(
    'موعد دكتور العيون صار الساعة ١١ ونص',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-18', time: '11:30' },
    'time only: the date stays; morning, as stored; stored in English',
  ),
  ar(
    'انقل ميعاد الأسنان ليوم التلات الساعة ٥ العصر',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-17', time: '17:00' },
    'Egyptian; التلات = Tuesday; stored in English',
  ),
  ar(
    'خلّ كنس المجلس لبكرة',
    { kind: 'move', task: 'Vacuum the majlis', date: '2026-11-15' },
    'stored in English',
  ),
  ar(
    'قدّم توصيل تالا للروضة للساعة ٦ ونص',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '06:30' },
    "time only: the date stays; morning, as stored; not Reem's drop-off",
  ),

  // ───────────── reassign (Arabic), batch 6 ─────────────
  ar(
    'جيبة زياد من الكورة اليوم على أنور مو هدى',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'أنور' },
    'stored in English; not the school pick-up',
  ),
  ar(
    'خل أنور يكلم فني التكييف بدال فيصل',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'أنور' },
    'stored in English; not the plumber call',
  ),
  ar(
    'خلي هدى توصل تالا للروضة بكرة',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'هدى' },
    "not Reem's drop-off",
  ),
  ar(
    'طلب مية الشرب خليه على أنور',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'أنور' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'تجديد تأمين الكامري خليه على هدى',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'هدى' },
    'stored in English; not the Camry wash',
  ),

  // ───────────── questions (Arabic), batch 6 ─────────────
  ar(
    'وش عندنا يوم الثلاثاء؟',
    {
      kind: 'answer',
      mentions: ['Return the library books', 'Parent-teacher meeting'],
      not: ['Dentist appointment', 'تجهيز شنطة الرحلة لزياد'],
    },
    'tasks and events of 17 Nov',
  ),
  ar(
    'مين بيجهز شنطه رحله زياد؟',
    { kind: 'answer', mentions: ['هدى'] },
    'ه for ة; alias Huda accepted',
  ),
  ar('مين رايح زيارة عمي سعد؟', { kind: 'answer', mentions: ['Faisal', 'Ziad'] }, 'the attendees'),
  ar(
    'وش الوثائق اللي بتخلص السنة الجاية؟',
    {
      kind: 'answer',
      mentions: ['جواز فيصل', 'رخصة قيادة أنور', 'Fridge warranty'],
      not: ['Patrol registration', "Huda's passport"],
    },
    'next year = 2027',
  ),
  ar(
    'متى لازم نجدد استمارة الباترول؟',
    { kind: 'answer', mentions: ['Patrol registration'] },
    'the document, stored in English',
  ),
  ar(
    'شو المواعيد اللي عنا من الأحد للتلاتا؟',
    {
      kind: 'answer',
      mentions: [
        'زيارة خالتي منيرة',
        'حصة السباحة لزياد',
        'Dentist appointment',
        'Parent-teacher meeting',
      ],
      not: ['Eye doctor appointment', "Dinner at Abu Khalid's"],
    },
    'Levantine; events of 15-17 Nov',
  ),
  ar(
    'ايش علي فيصل من مهام؟',
    {
      kind: 'answer',
      mentions: [
        'Call the AC technician',
        'Renew the Camry insurance',
        'دفع فاتورة الكهرباء',
        'تنظيف خزان الماء',
      ],
      not: ['Call the plumber', 'دفع فاتورة الماء'],
    },
    "phone typo علي for على (not a member Ali); Faisal's tasks",
  ),
  ar(
    'وش باقي على الباترول؟',
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol'],
      not: ['غسيل الكامري', 'تجديد استمارة اليارس'],
    },
    "the Patrol's tasks",
  ),
  ar(
    'وش المهام المستعجلة؟',
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
    'مَتَى مَوْعِدُ فَحْصِ سَخَّانِ المَاءِ؟',
    { kind: 'answer', mentions: ['Water heater inspection'] },
    'MSA with full diacritics; house maintenance, stored in English',
  ),

  // ───────────── ask (Arabic), batch 6 ─────────────
  ar('الزيارة خليها الساعة ٨', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  ar('خلصت تركيب الستاير', { kind: 'ask', reason: 'notFound' }, 'no curtains task'),
  ar('حط عزيمة في التقويم', { kind: 'ask', reason: 'missingSlot' }, 'when?'),

  // ───────────── out of scope (Arabic), batch 6 ─────────────
  ar('ادفع مخالفة ساهر من حسابي', { kind: 'refuse' }, 'a payment from an account'),

  // ───────────── add a member (Arabic), batch 6 ─────────────
  ar('ضيف الحارس الجديد سليمان للعائلة', { kind: 'addMember', name: 'سليمان' }),
  ar('أضيفي بنت أخوي جود كطفلة', { kind: 'addMember', name: 'جود', role: 'child' }),

  // ═════════════ batch 7 (2026-11-28): 100 of 200 commands written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 7 ─────────────
  en(
    'Anwar needs to get the Yaris washed on sunday',
    {
      kind: 'createTask',
      title: 'get the Yaris washed',
      assignee: 'أنور',
      date: '2026-11-15',
      vehicle: 'Yaris',
    },
    'a statement that acts; a new task, not the Camry wash',
  ),
  en(
    'so um can you put down that Reem needs to renew her library card by friday',
    { kind: 'createTask', title: 'renew her library card', assignee: 'ريم', date: '2026-11-20' },
    'voice-like; a new task, not the library books',
  ),
  en(
    'hi priority: fix the gate remote, for anwar, tmrw',
    {
      kind: 'createTask',
      title: 'fix the gate remote',
      assignee: 'أنور',
      date: '2026-11-15',
      priority: 'high',
    },
    'typos',
  ),

  // ───────────── create an event (English), batch 7 ─────────────
  en(
    "we're having dinner at the Corniche on the 27th at 8pm",
    {
      kind: 'createEvent',
      title: 'dinner',
      location: 'the Corniche',
      date: '2026-11-27',
      time: '20:00',
    },
    "a statement that acts; a new event, not Dinner at Abu Khalid's",
  ),
  en(
    'Huda and Reem have a hair appointment on wednesday at 7pm',
    {
      kind: 'createEvent',
      title: 'hair appointment',
      date: '2026-11-18',
      time: '19:00',
      attendees: ['هدى', 'ريم'],
    },
    'a statement that acts; two attendees',
  ),
  en(
    'the family trip to the farm is on 5 Rajab from 2 to 9pm',
    {
      kind: 'createEvent',
      title: 'family trip to the farm',
      date: '2026-12-14',
      time: '14:00',
      endTime: '21:00',
    },
    '5 Rajab 1448 = 14 Dec; "to the farm" is not an at/in place, so it stays in the title',
  ),

  // ───────────── complete (English), batch 7 ─────────────
  en('Ziad wheeled the bins out to the street', { kind: 'complete', task: 'Put the bins out' }),
  en(
    'you can cross off the AC technician, Faisal reached him',
    { kind: 'complete', task: 'Call the AC technician' },
    'not the plumber call',
  ),
  en('the majlis is spotless, Grace just finished', {
    kind: 'complete',
    task: 'Vacuum the majlis',
  }),
  en(
    "Anwar's done the club run with Reem",
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "stored in Arabic; not Tala's drop-off",
  ),
  en(
    'Reem grabbed the medicine on her way home',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'stored in Arabic',
  ),
  en(
    'Anwar gave the Camry a wash',
    { kind: 'complete', task: 'غسيل الكامري' },
    'stored in Arabic; not the Camry insurance',
  ),
  en(
    'check off the tank cleaning',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'stored in Arabic; the only tank task',
  ),
  en(
    'settled the water bill through the app',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'stored in Arabic; not the electricity bill, the tank or the drinking water',
  ),
  en(
    'ok so um the drinking water thing is done I ordered it earlier',
    { kind: 'complete', task: 'Order drinking water' },
    'voice-like run-on; not the water bill or tank',
  ),
  en(
    'payed the electrcity bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'typos; not the water bill',
  ),

  // ───────────── move (English), batch 7 ─────────────
  en(
    'push the dentist to friday',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-20' },
    'the time (16:00) stays',
  ),
  en(
    "can uncle Saad's visit start half an hour earlier?",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-20', time: '15:30' },
    'stored 16:00 on 20 Nov',
  ),
  en(
    'push the plumber call back a week',
    { kind: 'move', task: 'Call the plumber', date: '2026-11-23' },
    'a week after the stored 16 Nov',
  ),
  en(
    "put aunt munira's visit on thursday instead",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-19' },
    "stored in Arabic; not uncle Saad's visit",
  ),
  en(
    "push the kids' pickup tomorrow to 2:15",
    { kind: 'move', task: 'Pick up the kids from school', date: '2026-11-15', time: '14:15' },
    'an afternoon item (13:30), so 2:15 pm; not the football pick-up',
  ),
  en(
    "Ziad's practice is running late so the pickup's at 7:15 now",
    {
      kind: 'move',
      task: 'Pick up Ziad from football practice',
      date: '2026-11-14',
      time: '19:15',
    },
    "the pick-up after Ziad's practice, not the school pick-up; evening, as stored (18:00)",
  ),
  en(
    'the yaris paperwork can wait till dec 3rd',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-12-03' },
    "the Yaris's only task (its registration renewal); stored in Arabic",
  ),
  en(
    "they've shifted Tala's school show to Wednesday the 25th, same time",
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-25' },
    'stored in Arabic; the time (09:00) stays',
  ),
  en(
    'push the football match back 45 minutes',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '17:45' },
    'stored 17:00',
  ),
  en(
    'ummm so the trip bag, can we do that tuesday instead',
    { kind: 'move', task: 'تجهيز شنطة الرحلة لزياد', date: '2026-11-17' },
    'voice-like; stored in Arabic',
  ),

  // ───────────── reassign (English), batch 7 ─────────────
  en("Huda's doing the bins tonight, Ziad has homework", {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'هدى',
  }),
  en(
    'let Grace walk Tala to kindergarten tomorrow',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'Grace' },
    "stored in Arabic; not Reem's drop-off",
  ),
  en(
    'hand the plumber over to Grace',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'Grace' },
    'not the AC technician call',
  ),
  en(
    'Huda will swing by the bakery for the bread',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'هدى' },
    'a future hand-over, not a completion; stored in Arabic',
  ),
  en(
    "the Camry wash is Grace's job this week",
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Grace' },
    'stored in Arabic; not the Camry insurance',
  ),
  en(
    'can Anwar sort out the electricity bill',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'أنور' },
    'stored in Arabic; not the water bill',
  ),
  en(
    "so um Huda's stuck at work so Grace is gonna get Ziad from football",
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Grace' },
    'voice-like run-on; not the school pick-up',
  ),
  en(
    'swap the trip bag packing over to Faisal',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Faisal' },
    'stored in Arabic',
  ),
  en(
    'reasign the palm waterng to faisal',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'Faisal' },
    'typos; stored in Arabic',
  ),

  // ───────────── questions (English), batch 7 ─────────────
  en(
    'does Tala have anything on monday?',
    {
      kind: 'answer',
      mentions: ['Dentist appointment'],
      not: ['Call the plumber', 'غسيل الكامري'],
    },
    "Tala attends the dentist on 16 Nov; Monday's other items are not hers",
  ),
  en("who's ordering the drinking water?", { kind: 'answer', mentions: ['Grace'] }),
  en(
    "what's on next saturday?",
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol'],
      not: ["Dinner at Abu Khalid's", 'Vacuum the majlis'],
    },
    "next Saturday = 21 Nov; today's one-off items are not on it (recurring ones are not checked)",
  ),
  en(
    'anything from the 22nd to the 26th?',
    {
      kind: 'answer',
      mentions: ['حفل المدرسة لتالا', 'Renew the Camry insurance', 'تجديد استمارة اليارس'],
      not: ['تنظيف خزان الماء', 'Oil change for the Patrol'],
    },
    'tasks and events of 22-26 Nov',
  ),
  en(
    'which tasks have no due date?',
    { kind: 'answer', mentions: ['Call the AC technician'], not: ['Call the plumber'] },
    'the only task without a date',
  ),
  en(
    'what has to be done every single day?',
    { kind: 'answer', mentions: ['Feed the cat'], not: ['Put the bins out', 'سقي النخل'] },
    'the only daily task; the others named are weekly',
  ),
  en(
    'whose passport runs out this month?',
    { kind: 'answer', mentions: ["Huda's passport"], not: ['جواز فيصل'] },
    "Faisal's passport runs to 2027",
  ),
  en(
    "what's in Faisal's calendar?",
    {
      kind: 'answer',
      mentions: ['Eye doctor appointment', "Ziad's football match", 'زيارة عمي سعد'],
      not: ['Dentist appointment', 'Parent-teacher meeting'],
    },
    'the events Faisal attends',
  ),
  en(
    "what's Anwar doing tomorrow morning?",
    {
      kind: 'answer',
      mentions: ['توصيل تالا للروضة'],
      not: ['توصيل ريم للنادي', 'Pick up the kids from school'],
    },
    "Anwar's 06:45 drop-off; his 13:30 and 17:00 tasks are not in the morning",
  ),
  en(
    "who's doing the drop-offs tomorrow?",
    { kind: 'answer', mentions: ['أنور'] },
    "both drop-offs are Anwar's, so the plural is not ambiguous; alias Anwar accepted",
  ),
  en(
    'what house maintenance is due in december?',
    {
      kind: 'answer',
      mentions: ['Water heater inspection'],
      not: ['AC filter cleaning', 'فحص طفايات الحريق'],
    },
    'the only maintenance item in December 2026',
  ),

  // ───────────── ask (English), batch 7 ─────────────
  en("the doctor's appointment is now at 3pm", {
    kind: 'ask',
    reason: 'which',
    candidates: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  en(
    'let Sara take the bread run',
    { kind: 'ask', reason: 'notFound' },
    'no member Sara; the bread task must not change',
  ),
  en('new task for Grace, due monday', { kind: 'ask', reason: 'missingSlot' }, 'what?'),

  // ───────────── out of scope (English), batch 7 ─────────────
  en("how's the traffic to the airport right now?", { kind: 'refuse' }, 'live traffic'),

  // ───────────── create a task (Arabic), batch 7 ─────────────
  ar(
    'أنور لازم يفحص زيت اليارس يوم الأحد',
    {
      kind: 'createTask',
      title: 'يفحص زيت اليارس',
      assignee: 'أنور',
      date: '2026-11-15',
      vehicle: 'Yaris',
    },
    'a statement that acts; a new task, not the Patrol oil change',
  ),
  ar(
    'ذكرني بكرا الساعة ٢ الضهر احكي مع المعلمة',
    { kind: 'createTask', title: 'احكي مع المعلمة', date: '2026-11-15', time: '14:00' },
    'Levantine; «٢ الضهر» = 14:00',
  ),
  ar(
    'أنشئ مهمة عالية الأولوية لهدى: تجديد جواز سفرها يوم ٢٥',
    {
      kind: 'createTask',
      title: 'تجديد جواز سفرها',
      assignee: 'هدى',
      date: '2026-11-25',
      priority: 'high',
    },
    'MSA; a task (the passport document does not change)',
  ),

  // ───────────── create an event (Arabic), batch 7 ─────────────
  ar(
    'عندنا قهوة في الاستراحة يوم الخميس الساعة ٩ بالليل',
    {
      kind: 'createEvent',
      title: 'قهوة',
      location: 'الاستراحة',
      date: '2026-11-19',
      time: '21:00',
    },
    'Gulf; «في» gives the location',
  ),
  ar(
    'سجل موعد تطعيم لتالا وزياد يوم ٢٣ الساعة ١٠ الصبح',
    {
      kind: 'createEvent',
      title: 'موعد تطعيم',
      date: '2026-11-23',
      time: '10:00',
      attendees: ['تالا', 'Ziad'],
    },
    'two attendees',
  ),
  ar(
    'حط بالرزنامة مخيم الكشافة لزياد يوم الأحد من ٨ الصبح لـ ٢ الضهر',
    {
      kind: 'createEvent',
      title: 'مخيم الكشافة',
      date: '2026-11-15',
      time: '08:00',
      endTime: '14:00',
      attendees: ['Ziad'],
    },
    'Levantine; «لزياد» = attendee; «٢ الضهر» = 14:00',
  ),

  // ───────────── complete (Arabic), batch 7 ─────────────
  ar(
    'زياد رجع من التمرين، جابته أمه',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'Huda (his mother) picked him up; stored in English',
  ),
  ar('مريت الصيدلية وأخذت الدوا', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
  ar(
    'فاتورة المي خلصناها',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'Levantine; not the electricity bill',
  ),
  ar(
    'خلصت من تأمين الكامري',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the task, stored in English; not the Camry wash',
  ),
  ar('غرفة الألعاب صارت مرتبة', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  ar(
    'الباترول غيّر له أنور الزيت',
    { kind: 'complete', task: 'Oil change for the Patrol' },
    'stored in English',
  ),
  ar(
    'طلبت المويه من نوفا',
    { kind: 'complete', task: 'Order drinking water' },
    'Gulf; نوفا is a water brand; not the water bill or tank',
  ),
  ar(
    'غريس خلصت من الكنس',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'the only vacuuming task; stored in English',
  ),
  ar(
    'طيب اسمع ترا زياد طلع الزبالة من شوي فخلاص علّم عليها',
    { kind: 'complete', task: 'Put the bins out' },
    'Gulf, voice-like run-on; stored in English',
  ),
  ar(
    'لقيت هديه حلوه لتالا واشتريتها',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'ه for ة; stored in English',
  ),

  // ───────────── move (Arabic), batch 7 ─────────────
  ar(
    'أجّل موعد دكتور العيون ساعة',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-18', time: '11:30' },
    'stored 10:30; stored in English',
  ),
  ar(
    'أخّر تغيير زيت الباترول أسبوع',
    { kind: 'move', task: 'Oil change for the Patrol', date: '2026-11-28' },
    'a week after the stored 21 Nov; stored in English',
  ),
  ar(
    'ميعاد اجتماع أولياء الأمور اتأجل للخميس الساعة ١١',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-19', time: '11:00' },
    'Egyptian; a midday item, so 11 am; stored in English',
  ),
  ar(
    'نقلي ترتيب غرفة الألعاب ليوم الاتنين',
    { kind: 'move', task: 'ترتيب غرفة الألعاب', date: '2026-11-16' },
    'Levantine; الاتنين = Monday',
  ),
  ar(
    'حفل المدرسة لتالا خلوه يوم ٣٠ الساعة ٩',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-30', time: '09:00' },
    'a morning item (09:00), so 9 am',
  ),
  ar(
    'جيبة زياد من التمرين خلها الساعة ٧',
    {
      kind: 'move',
      task: 'Pick up Ziad from football practice',
      date: '2026-11-14',
      time: '19:00',
    },
    'Gulf; an evening item (18:00), so 7 pm; not the school pick-up',
  ),
  ar(
    'اجل تجديد استماره اليارس لاول ديسمبر',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-12-01' },
    'no hamza, ه for ة',
  ),
  ar(
    'زيارة خالتي منيرة صارت الساعة تسع',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '21:00' },
    'hour in words; an evening item (19:30), so 9 pm; the date stays',
  ),

  // ───────────── reassign (Arabic), batch 7 ─────────────
  ar(
    'خلي هدى تستلم غسيل الكامري',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'هدى' },
    'not the Camry insurance',
  ),
  ar(
    'بكرة الصبح ريم هي اللي بتوصل أختها تالا للروضة',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'ريم' },
    "not Reem's own drop-off",
  ),
  ar(
    'الكهربا خلوها على غريس',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'Grace' },
    'the electricity bill; not the water bill',
  ),
  ar(
    'خلّي هدى هي اللي ترجّع كتب المكتبة',
    { kind: 'reassign', task: 'Return the library books', assignee: 'هدى' },
    'stored in English',
  ),
  ar(
    'خلي زياد يتصل على السباك',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'Ziad' },
    'stored in English; not the AC technician call',
  ),
  ar(
    'أسند مهمة تجديد استمارة اليارس إلى غريس',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'Grace' },
    'MSA',
  ),
  ar(
    'ترا غريس مشغولة بكرة فخلي زياد يطلب مويا الشرب',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'Ziad' },
    'Gulf, voice-like run-on; stored in English; not the water bill or tank',
  ),
  ar(
    'غريس تطلع الزباله الليله بدال زياد',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'Grace' },
    'ه for ة; stored in English',
  ),
  ar(
    'خلي غريس تودي ريم النادي بكرة',
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'Grace' },
    "not Tala's drop-off",
  ),

  // ───────────── questions (Arabic), batch 7 ─────────────
  ar(
    'ريم عندها حاجة بكرة؟',
    { kind: 'answer', mentions: ['زيارة خالتي منيرة'], not: ['حصة السباحة لزياد', 'سقي النخل'] },
    'Egyptian; Reem attends the visit on 15 Nov; the swimming lesson and the palms are not hers',
  ),
  ar('مين رح يشتري هدية تالا؟', { kind: 'answer', mentions: ['ريم'] }, 'Levantine'),
  ar(
    'في مهام مش معطاية لحدا؟',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'Oil change for the Patrol', 'شراء الخبز'],
      not: ['Feed the cat', 'Vacuum the majlis'],
    },
    'Levantine; the unassigned tasks',
  ),
  ar(
    'وش عندنا السبت الجاي؟',
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol'],
      not: ["Dinner at Abu Khalid's", 'شراء الخبز'],
    },
    "next Saturday = 21 Nov; today's one-off items are not on it",
  ),
  ar(
    'إيه اللي عندنا بين ٢٥ و٣٠؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'تجديد استمارة اليارس', 'تنظيف خزان الماء'],
      not: ['حفل المدرسة لتالا', 'Oil change for the Patrol'],
    },
    'Egyptian; tasks and events of 25-30 Nov',
  ),
  ar(
    'ما المهام ذات الأولوية المنخفضة؟',
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Feed the cat',
        'Return the library books',
        'شراء الخبز',
        'غسيل الكامري',
        'سقي النخل',
        'ترتيب غرفة الألعاب',
      ],
      not: ['Pick up the kids from school', 'دفع فاتورة الكهرباء'],
    },
    'MSA; the low-priority tasks',
  ),
  ar(
    'متى موعد تغيير زيت الباترول؟',
    { kind: 'answer', mentions: ['Oil change for the Patrol'] },
    'a task, stored in English',
  ),
  ar(
    'وش الأوراق اللي عندنا للسيارات؟',
    {
      kind: 'answer',
      mentions: ['Camry insurance', 'استمارة اليارس', 'Patrol registration'],
      not: ["Huda's passport", 'Fridge warranty'],
    },
    "the cars' documents",
  ),
  ar(
    'تالا وش عندها مواعيد؟',
    {
      kind: 'answer',
      mentions: ['Dentist appointment', 'زيارة خالتي منيرة', 'حفل المدرسة لتالا'],
      not: ["Ziad's football match", 'حصة السباحة لزياد'],
    },
    'the events Tala attends',
  ),
  ar(
    'وش عندنا بكرة الصبح؟',
    {
      kind: 'answer',
      mentions: ['توصيل تالا للروضة'],
      not: ['زيارة خالتي منيرة', 'حصة السباحة لزياد', 'توصيل ريم للنادي'],
    },
    'tomorrow morning: the 06:45 drop-off; the afternoon and evening items are not in it',
  ),
  ar(
    'من هم الأطفال في العائلة؟',
    { kind: 'answer', mentions: ['ريم', 'Ziad', 'تالا'], not: ['Grace', 'أنور'] },
    'MSA; the members with the child role',
  ),

  // ───────────── ask (Arabic), batch 7 ─────────────
  ar('الزيارة تأجلت أسبوع', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'],
  }),
  ar(
    'خل فيصل يسوي الجيبة',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
    },
    'Gulf الجيبة = the pick-up; two pick-ups',
  ),
  ar(
    'خلي أحمد يستلم المقاضي',
    { kind: 'ask', reason: 'notFound' },
    'no member Ahmed and no groceries task; nothing may change',
  ),
  ar('عطي مهمة غسيل الكامري لحد ثاني', { kind: 'ask', reason: 'missingSlot' }, 'to whom?'),

  // ───────────── out of scope (Arabic), batch 7 ─────────────
  ar('احسب لي زكاة ٥٠ ألف ريال', { kind: 'refuse' }, 'a zakat calculation'),

  // ───────────── add a member (Arabic), batch 7 ─────────────
  ar('أبي أضيف ولد أختي فهد كطفل', { kind: 'addMember', name: 'فهد', role: 'child' }),

  // ═════════════ batch 8 (2026-11-28): 200 commands, all to the dev half, written without seeing the grammar ═════════════

  // ───────────── create a task (English), batch 8 ─────────────
  en(
    'Reem needs to pick up her dress from the tailor tomorrow',
    {
      kind: 'createTask',
      title: 'pick up her dress from the tailor',
      assignee: 'ريم',
      date: '2026-11-15',
    },
    'a statement that acts; a new task, not either pick-up',
  ),
  en(
    'add a task: pay the internet bill on monday',
    { kind: 'createTask', title: 'pay the internet bill', date: '2026-11-16' },
    'a new bill, not the water or electricity bill',
  ),
  en(
    'Grace should clean the water cooler on thursday',
    { kind: 'createTask', title: 'clean the water cooler', assignee: 'Grace', date: '2026-11-19' },
    'a new task, not the tank, the water bill or the drinking water',
  ),
  en(
    'remind me to call the electrician tomorrow at 11am',
    { kind: 'createTask', title: 'call the electrician', date: '2026-11-15', time: '11:00' },
    'a new call, not the AC technician or the plumber',
  ),

  // ───────────── create an event (English), batch 8 ─────────────
  en(
    'Ziad has a football training camp on the 28th from 8am to 1pm',
    {
      kind: 'createEvent',
      title: 'football training camp',
      date: '2026-11-28',
      time: '08:00',
      endTime: '13:00',
      attendees: ['Ziad'],
    },
    "a statement that acts; not Ziad's football match",
  ),
  en(
    "Tala's got a dentist checkup at the new clinic on the 2nd at 4pm",
    {
      kind: 'createEvent',
      title: 'dentist checkup',
      location: 'the new clinic',
      date: '2026-12-02',
      time: '16:00',
      attendees: ['تالا'],
    },
    'the 2nd = 2 Dec; a new event, not the stored Dentist appointment (16 Nov), which must not move',
  ),
  en(
    "dinner at Abu Fahad's on thursday at 9pm",
    {
      kind: 'createEvent',
      title: 'dinner',
      location: "Abu Fahad's",
      date: '2026-11-19',
      time: '21:00',
    },
    "terse; a new event, not Dinner at Abu Khalid's",
  ),
  en(
    'add a visit to grandma on friday at 5pm',
    { kind: 'createEvent', title: 'visit to grandma', date: '2026-11-20', time: '17:00' },
    'a new visit, not either stored visit; "to grandma" is not an at/in place',
  ),

  // ───────────── complete (English), batch 8 ─────────────
  en(
    'finally got the car washed',
    { kind: 'complete', task: 'غسيل الكامري' },
    'the only car-wash task; stored in Arabic; not the Camry insurance',
  ),
  en(
    'Huda sorted the pharmacy run',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'done by someone other than the assignee; stored in Arabic',
  ),
  en('Ziad took the rubbish out', { kind: 'complete', task: 'Put the bins out' }),
  en(
    "the cat's had her dinner",
    { kind: 'complete', task: 'Feed the cat' },
    "the cat's dinner, not Dinner at Abu Khalid's",
  ),
  en(
    'Huda got the Yaris istimara done',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'istimara = the registration; stored in Arabic',
  ),
  en(
    "called the plumber, he's coming monday",
    { kind: 'complete', task: 'Call the plumber' },
    'the call is done; nothing else is asked for',
  ),
  en(
    'grabbed khubz from the bakery',
    { kind: 'complete', task: 'شراء الخبز' },
    'khubz = bread; stored in Arabic',
  ),
  en('Ziad dropped the books back at the library', {
    kind: 'complete',
    task: 'Return the library books',
  }),
  en(
    'Faisal cleared the power bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'power = electricity; not the water bill',
  ),
  en(
    'school pickup done',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'terse; not the football pick-up',
  ),
  en('Faisal had the tank cleaned out', { kind: 'complete', task: 'تنظيف خزان الماء' }),
  en('playroom ✅', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }, 'stored in Arabic'),
  en(
    'Faisal paid the Camry insurance renewal online',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'paid, but not a bill; not the Camry wash',
  ),
  en(
    "anwar did tala's nursery run",
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "nursery = kindergarten; not Reem's drop-off",
  ),
  en("got the patrol's oil changed at Petromin", {
    kind: 'complete',
    task: 'Oil change for the Patrol',
  }),
  en(
    "okay so I just wanted to say Reem picked up Tala's birthday present today so you can mark that one off",
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'voice-like run-on; "picked up" a present, not a pick-up task',
  ),
  en('vacumed the majlas', { kind: 'complete', task: 'Vacuum the majlis' }, 'typos'),
  en('waterd the plams', { kind: 'complete', task: 'سقي النخل' }, 'typos; stored in Arabic'),
  en(
    'got ziad from footy',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'slang; not the school pick-up',
  ),
  en(
    'mark the water bill paid',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'stored in Arabic; not the electricity bill',
  ),
  en(
    'compelte the trip bag task',
    { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' },
    'typo; stored in Arabic',
  ),
  en(
    "yeah so the AC guy is booked for next week, Faisal spoke to him, so that call's done",
    { kind: 'complete', task: 'Call the AC technician' },
    'voice-like; not the plumber call; nothing else is asked for',
  ),

  // ───────────── move (English), batch 8 ─────────────
  en(
    'the dentist is wednesday now',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-18' },
    'a change said as a fact; the time (16:00) stays',
  ),
  en(
    "Tala's school party starts at 10 now",
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-24', time: '10:00' },
    'a morning item (09:00), so 10 am; the date stays; stored in Arabic',
  ),
  en(
    "we're doing dinner at Abu Khalid's on friday instead",
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-20' },
    'the time (20:00) stays',
  ),
  en("eye doctor's been changed to monday 9am", {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-16',
    time: '09:00',
  }),
  en(
    "swimming's at 5:30 tomorrow instead of 5",
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '17:30' },
    'stored 17:00; stored in Arabic',
  ),
  en(
    'the football match kicks off at 4 now',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '16:00' },
    'an afternoon item (17:00), so 4 pm',
  ),
  en(
    "parent teacher meeting's on wednesday now, same time",
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-18' },
    'the time (12:00) stays',
  ),
  en(
    'uncle Saad wants us there at 5 instead of 4 on friday',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-20', time: '17:00' },
    'stored 16:00 on 20 Nov; stored in Arabic',
  ),
  en(
    "aunt Munira's visit is an hour earlier",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '18:30' },
    'stored 19:30; stored in Arabic',
  ),
  en(
    "the water bill's due thursday now",
    { kind: 'move', task: 'دفع فاتورة الماء', date: '2026-11-19' },
    'stored in Arabic; not the electricity bill',
  ),
  en("Ziad's library books are due back monday now", {
    kind: 'move',
    task: 'Return the library books',
    date: '2026-11-16',
  }),
  en(
    'bins go out tomorrow night this week',
    { kind: 'move', task: 'Put the bins out', date: '2026-11-15' },
    'the time (21:00) stays',
  ),
  en(
    'the oil change can wait two more days',
    { kind: 'move', task: 'Oil change for the Patrol', date: '2026-11-23' },
    'two days after the stored 21 Nov; the only oil change',
  ),
  en(
    'kids finish early tomorrow so the school pickup is 12:30',
    { kind: 'move', task: 'Pick up the kids from school', date: '2026-11-15', time: '12:30' },
    'not the football pick-up',
  ),
  en(
    "Reem'll get Tala's present on wednesday instead",
    { kind: 'move', task: 'Buy a birthday present for Tala', date: '2026-11-18' },
    'Reem is already the assignee, so only the day changes',
  ),
  en(
    'the dentist got pushed back half an hour',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-16', time: '16:30' },
    'stored 16:00',
  ),
  en(
    'so the eye doctor called and they can only do friday at like 11 so can you sort that',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-20', time: '11:00' },
    'voice-like run-on; a morning item (10:30), so 11 am',
  ),

  // ───────────── reassign (English), batch 8 ─────────────
  en(
    "Anwar's taking over the oil change",
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'أنور' },
    'the only oil change',
  ),
  en(
    'can Reem do the water bill instead of mum',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'ريم' },
    'mum = Huda, the assignee; not the electricity bill',
  ),
  en('swap the majlis vacuuming to Huda', {
    kind: 'reassign',
    task: 'Vacuum the majlis',
    assignee: 'هدى',
  }),
  en('Ziad will handle the drinking water order', {
    kind: 'reassign',
    task: 'Order drinking water',
    assignee: 'Ziad',
  }),
  en(
    'Reem can grab the kids from school tomorrow, she finishes early',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'ريم' },
    'not the football pick-up',
  ),
  en(
    'Anwar will handle the yaris paperwork',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'أنور' },
    "the Yaris's only task; stored in Arabic",
  ),
  en(
    'Huda will do the tank',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'هدى' },
    'the only tank task; stored in Arabic',
  ),
  en("the cat's Tala's job this week", {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'تالا',
  }),
  en(
    'Grace will ring the AC guy',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'Grace' },
    'not the plumber call',
  ),
  en(
    'give the plumber call to faisal',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'Faisal' },
    'not the AC technician call',
  ),
  en(
    "Faisal's doing Reem's club run tomorrow",
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'Faisal' },
    "stored in Arabic; not Tala's drop-off",
  ),
  en(
    'Anwar will water the palms tomorrow',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'أنور' },
    'stored in Arabic; the date (15 Nov) is the stored one',
  ),
  en("can Faisal buy Tala's present instead of Reem", {
    kind: 'reassign',
    task: 'Buy a birthday present for Tala',
    assignee: 'Faisal',
  }),
  en(
    "Anwar's getting the meds on his way back",
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'أنور' },
    'a hand-over, not a completion; stored in Arabic',
  ),
  en(
    "so um Ziad's got exams so Grace is gonna return the library books for him",
    { kind: 'reassign', task: 'Return the library books', assignee: 'Grace' },
    'voice-like run-on',
  ),
  en(
    'asign the camry insurnce to reem',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'ريم' },
    'typos; not the Camry wash',
  ),
  en(
    'swap the playroom tidy to Reem',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'ريم' },
    'stored in Arabic',
  ),
  en(
    "Ziad's doing his own bag for the trip",
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Ziad' },
    'stored in Arabic; Huda had it',
  ),

  // ───────────── questions (English), batch 8 ─────────────
  en(
    'anything on tomorrow afternoon?',
    {
      kind: 'answer',
      mentions: ['Pick up the kids from school'],
      not: ['توصيل تالا للروضة', 'زيارة خالتي منيرة'],
    },
    'the 13:30 pick-up; the 06:45 drop-off and the 19:30 visit are not in the afternoon (the 17:00 items are not checked)',
  ),
  en(
    "what's on tonight?",
    {
      kind: 'answer',
      mentions: ['Put the bins out', "Dinner at Abu Khalid's"],
      not: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
    },
    "tonight: the 21:00 bins and the 20:00 dinner; tomorrow's evening items are not tonight",
  ),
  en(
    'what do we have from thursday to saturday?',
    {
      kind: 'answer',
      mentions: [
        'Buy a birthday present for Tala',
        'دفع فاتورة الكهرباء',
        "Ziad's football match",
        'زيارة عمي سعد',
        'Oil change for the Patrol',
      ],
      not: ['تجهيز شنطة الرحلة لزياد', 'Eye doctor appointment'],
    },
    '19-21 Nov; the Wednesday items are not in it',
  ),
  en(
    "who's going to the dentist on monday?",
    { kind: 'answer', mentions: ['تالا', 'هدى'] },
    'the attendees; aliases Tala and Huda accepted',
  ),
  en("who's taking Tala to kindergarten tomorrow?", { kind: 'answer', mentions: ['أنور'] }),
  en(
    'is anyone taking reem to the club tmrw',
    { kind: 'answer', mentions: ['أنور'] },
    'a yes/no question; Anwar has the drop-off',
  ),
  en(
    'does Reem have to do anything today?',
    {
      kind: 'answer',
      mentions: ['Feed the cat', 'جلب الدواء من الصيدلية'],
      not: ['Buy a birthday present for Tala'],
    },
    "Reem's tasks of 14 Nov; the present is due on the 19th",
  ),
  en(
    'is anyone going with Ziad to his match on thursday?',
    { kind: 'answer', mentions: ['Faisal'] },
    'a yes/no question; Faisal attends the match',
  ),
  en(
    'ok so how many things has anwar got on his plate right now',
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'غسيل الكامري',
      ],
      not: ['Vacuum the majlis', 'Order drinking water'],
    },
    "a count; Anwar's four tasks",
  ),
  en(
    'how many events are there on sunday?',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
      not: ['Dentist appointment'],
    },
    'a count; the two events of 15 Nov',
  ),
  en(
    "what's high priority and still open?",
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
      not: ['Feed the cat', 'شراء الخبز'],
    },
    'the high-priority tasks (all are pending)',
  ),
  en(
    "what's due for the Yaris?",
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['Renew the Camry insurance', 'Oil change for the Patrol', 'غسيل الكامري'],
    },
    "the Yaris's task; the other cars' tasks are not it",
  ),
  en("when does Huda's passport run out?", { kind: 'answer', mentions: ["Huda's passport"] }),
  en(
    'any documents expiring in december?',
    {
      kind: 'answer',
      mentions: ['Patrol registration'],
      not: ['Camry insurance', 'رخصة قيادة أنور', "Huda's passport"],
    },
    'the only document expiring in December 2026',
  ),
  en(
    'what maintenance is due tomorrow?',
    { kind: 'answer', mentions: ['صيانة المسبح'], not: ['رش المبيدات', 'AC filter cleaning'] },
    'the pool service on 15 Nov',
  ),
  en("when's the AC filter due for cleaning?", {
    kind: 'answer',
    mentions: ['AC filter cleaning'],
  }),
  en(
    "what's Ziad got on thursday?",
    {
      kind: 'answer',
      mentions: ["Ziad's football match"],
      not: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء'],
    },
    "Thursday's other items are not Ziad's",
  ),
  en(
    'what does Huda have on tuesday?',
    { kind: 'answer', mentions: ['Parent-teacher meeting'], not: ['Return the library books'] },
    "the library books (17 Nov) are Ziad's",
  ),
  en(
    "what's on monday afternoon?",
    {
      kind: 'answer',
      mentions: ['Dentist appointment'],
      not: ['Parent-teacher meeting', 'Eye doctor appointment'],
    },
    "the 16:00 dentist; Monday's undated tasks are not checked",
  ),
  en(
    'does Faisal have anything with no deadline?',
    {
      kind: 'answer',
      mentions: ['Call the AC technician'],
      not: ['Renew the Camry insurance', 'دفع فاتورة الكهرباء', 'تنظيف خزان الماء'],
    },
    "Faisal's only task without a date",
  ),
  en(
    "what's happening at 5pm tomorrow?",
    {
      kind: 'answer',
      mentions: ['توصيل ريم للنادي', 'حصة السباحة لزياد'],
      not: ['Pick up the kids from school', 'زيارة خالتي منيرة', 'توصيل تالا للروضة'],
    },
    'the two 17:00 items of 15 Nov',
  ),
  en(
    "who's in charge of the water tank?",
    { kind: 'answer', mentions: ['Faisal'] },
    'the tank cleaning; alias فيصل accepted',
  ),
  en(
    'is the library books thing still on for tuesday?',
    { kind: 'answer', mentions: ['Return the library books'] },
    'a yes/no question',
  ),
  en(
    "what's on the 19th?",
    {
      kind: 'answer',
      mentions: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['زيارة عمي سعد', 'Eye doctor appointment'],
    },
    '19 Nov',
  ),
  en(
    'wat does grace hav tmrw',
    {
      kind: 'answer',
      mentions: ['Order drinking water', 'سقي النخل'],
      not: ['Vacuum the majlis'],
    },
    "typos; Grace's tasks of 15 Nov; the majlis is today",
  ),

  // ───────────── not done yet (English), batch 8 ─────────────
  en(
    "Reem hasn't fed the cat yet, has she?",
    { kind: 'answer', mentions: ['Feed the cat'] },
    'a negation asked as a question: nothing may be completed',
  ),
  en(
    "nobody's called the plumber yet right?",
    { kind: 'answer', mentions: ['Call the plumber'] },
    'a negation asked as a question: nothing may be completed',
  ),

  // ───────────── ask (English), batch 8 ─────────────
  en(
    'the drop-off is at 7 now',
    { kind: 'ask', reason: 'which', candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'] },
    'two drop-offs (06:45 and 17:00); 7 fits either',
  ),
  en(
    "the bill's due friday now",
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'two bills',
  ),
  en(
    "we're doing the BBQ saturday instead",
    { kind: 'ask', reason: 'notFound' },
    'no BBQ is stored; nothing may move',
  ),
  en(
    'Khalid will do the Camry wash',
    { kind: 'ask', reason: 'notFound' },
    "no member Khalid (Abu Khalid is a host, not a member); the wash must stay Anwar's",
  ),
  en(
    'Ziad forgot the bins, can someone else do them tonight?',
    { kind: 'ask', reason: 'missingSlot' },
    'a hand-over to whom?',
  ),
  en('put it in for 6pm tomorrow', { kind: 'ask', reason: 'missingSlot' }, 'put what?'),

  // ───────────── out of scope (English), batch 8 ─────────────
  en(
    'pay the water bill with my mada card',
    { kind: 'refuse' },
    'a payment; the water bill task must stay pending',
  ),
  en(
    "call Abu Khalid and tell him we'll be late",
    { kind: 'refuse' },
    'a phone call; the dinner must not move',
  ),

  // ───────────── create a task (Arabic), batch 8 ─────────────
  ar(
    'ذكرني أدفع فاتورة الجوال يوم الاثنين',
    { kind: 'createTask', title: 'أدفع فاتورة الجوال', date: '2026-11-16' },
    'a new bill, not the water or electricity bill',
  ),
  ar(
    'زياد لازم يجيب شهادته من المدرسة يوم الأربعاء',
    {
      kind: 'createTask',
      title: 'يجيب شهادته من المدرسة',
      assignee: 'Ziad',
      date: '2026-11-18',
    },
    'a statement that acts; not the school pick-up',
  ),
  ar(
    'ضيف مهمة غسيل الباترول لأنور يوم الخميس',
    {
      kind: 'createTask',
      title: 'غسيل الباترول',
      assignee: 'أنور',
      date: '2026-11-19',
      vehicle: 'Patrol',
    },
    'a new task, not the Camry wash',
  ),
  ar(
    'مهمه لريم: توصيل صاحبتها للبيت بكره الساعه ٨ المسا',
    {
      kind: 'createTask',
      title: 'توصيل صاحبتها للبيت',
      assignee: 'ريم',
      date: '2026-11-15',
      time: '20:00',
    },
    "ه for ة; a new task, not Reem's club drop-off",
  ),
  ar(
    'ضيف مهمة تنظيف فلتر المويه يوم ٢٢',
    { kind: 'createTask', title: 'تنظيف فلتر المويه', date: '2026-11-22' },
    'a new task, not the tank cleaning or the AC filter maintenance',
  ),
  ar(
    'ضيف مهمة تجديد جواز ريم يوم 30 نوفمبر',
    { kind: 'createTask', title: 'تجديد جواز ريم', date: '2026-11-30' },
    'ASCII digits; «جواز ريم» is a possessive, not an assignee; no passport document changes',
  ),
  ar(
    'فكرني أحجز عند الحلاق يوم الحد',
    { kind: 'createTask', title: 'أحجز عند الحلاق', date: '2026-11-15' },
    'Egyptian; الحد = Sunday',
  ),
  ar(
    'حط مهمة تصليح مكيف غرفة تالا، أولوية عالية',
    { kind: 'createTask', title: 'تصليح مكيف غرفة تالا', priority: 'high' },
    '«غرفة تالا» is a possessive; a new task, not the AC technician call',
  ),

  // ───────────── create an event (Arabic), batch 8 ─────────────
  ar(
    'ضيف موعد أسنان لريم يوم الاثنين ٢٣ الساعة ٤ العصر',
    {
      kind: 'createEvent',
      title: 'موعد أسنان',
      date: '2026-11-23',
      time: '16:00',
      attendees: ['ريم'],
    },
    'a new appointment for Reem on 23 Nov, not the stored Dentist appointment (16 Nov), which must not move',
  ),
  ar(
    'زيارة جدتي يوم السبت الجاي الساعة ٤ العصر',
    { kind: 'createEvent', title: 'زيارة جدتي', date: '2026-11-21', time: '16:00' },
    'a new visit, not either stored visit',
  ),
  ar(
    'سجلي حصة سباحة لتالا يوم الأربعاء الساعة ٥ المسا',
    {
      kind: 'createEvent',
      title: 'حصة سباحة',
      date: '2026-11-18',
      time: '17:00',
      attendees: ['تالا'],
    },
    "a new lesson for Tala, not Ziad's swimming lesson",
  ),
  ar(
    'عندنا خروجة في البوليفارد يوم الجمعة الساعة ٧ بالليل',
    {
      kind: 'createEvent',
      title: 'خروجة',
      location: 'البوليفارد',
      date: '2026-11-20',
      time: '19:00',
    },
    'Egyptian خروجة = an outing; «في» gives the location',
  ),
  ar(
    'في عنا عيد ميلاد صاحبة تالا يوم السبت الجاي الساعة ٤ العصر',
    { kind: 'createEvent', title: 'عيد ميلاد صاحبة تالا', date: '2026-11-21', time: '16:00' },
    "Levantine; «صاحبة تالا» names no member (attendees not checked); not Tala's present",
  ),
  ar(
    'أضف موعد فحص دوري للكامري يوم الأحد الساعة الثامنة صباحاً',
    { kind: 'createEvent', title: 'موعد فحص دوري للكامري', date: '2026-11-15', time: '08:00' },
    'MSA; hour in words; «للكامري» names no member, so it stays; not a Camry task',
  ),
  ar(
    'سجل مباراة ودية لزياد يوم ٢٦ الساعة ٥ العصر',
    {
      kind: 'createEvent',
      title: 'مباراة ودية',
      date: '2026-11-26',
      time: '17:00',
      attendees: ['Ziad'],
    },
    "a new match; Ziad's football match (19 Nov) must not move",
  ),

  // ───────────── complete (Arabic), batch 8 ─────────────
  ar(
    'هدى جابت الدوا معها',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'done by someone other than the assignee',
  ),
  ar(
    'اسمع ترا أنا مريت الفرن وأخذت خبز فشيلها من القايمة',
    { kind: 'complete', task: 'شراء الخبز' },
    'Gulf, voice-like run-on; «شيلها من القايمة» = cross it off',
  ),
  ar('النخل انسقى', { kind: 'complete', task: 'سقي النخل' }, 'a passive'),
  ar(
    'هدى خلصت موضوع استمارة اليارس',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task; the document does not change',
  ),
  ar(
    'الزبالة نزلت',
    { kind: 'complete', task: 'Put the bins out' },
    'Egyptian (the rubbish went down); stored in English',
  ),
  ar(
    'طعميت البسينة',
    { kind: 'complete', task: 'Feed the cat' },
    'Levantine بسينة = cat; stored in English',
  ),
  ar('جهزت أغراض رحلة زياد', { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' }),
  ar(
    'فيصل اتفق مع فني المكيفات',
    { kind: 'complete', task: 'Call the AC technician' },
    'reached him; stored in English; not the plumber',
  ),
  ar(
    'فاتوره الكهربا انسددت، فيصل دفعها بسداد',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'ه for ة; سداد = the bill-payment service; not the water bill',
  ),
  ar(
    'وصّلت ريم عالنادي',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "Levantine; not Tala's drop-off",
  ),
  ar(
    'جريس شفطت المجلس',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'جريس = Grace; شفط = vacuum; stored in English',
  ),
  ar(
    'أُنجزت مهمة طلب مياه الشرب',
    { kind: 'complete', task: 'Order drinking water' },
    'MSA; stored in English; not the water bill or tank',
  ),
  ar(
    'وديت الكتب المكتبة',
    { kind: 'complete', task: 'Return the library books' },
    'Egyptian; stored in English',
  ),

  // ───────────── move (Arabic), batch 8 ─────────────
  ar(
    'موعد الأسنان صار الخميس',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-19' },
    'a change said as a fact; the time (16:00) stays; stored in English',
  ),
  ar(
    'حصة السباحة صارت يوم الاثنين',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-16' },
    'the time (17:00) stays',
  ),
  ar(
    'مباراة زياد بتصير الجمعة الساعة ٤ العصر',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-20', time: '16:00' },
    'Levantine; stored in English',
  ),
  ar(
    'عزيمة أبو خالد صارت بكرة',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-15' },
    'Gulf عزيمة = the dinner invitation; the time (20:00) stays; stored in English',
  ),
  ar(
    'زيارة عمي سعد تقدمت ساعة',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-20', time: '15:00' },
    'brought forward an hour from the stored 16:00',
  ),
  ar(
    'دكتور العيون خلوه الساعة ٩ ونص الصبح',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-18', time: '09:30' },
    'the date stays; stored in English',
  ),
  ar(
    'ميعاد اجتماع أولياء الأمور اتأخر نص ساعة',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '12:30' },
    'Egyptian; half an hour after the stored 12:00; stored in English',
  ),
  ar(
    'دفع فاتورة الكهربا خليه يوم الحد',
    { kind: 'move', task: 'دفع فاتورة الكهرباء', date: '2026-11-15' },
    'Egyptian; الحد = Sunday; not the water bill',
  ),
  ar(
    'سقي النخل هالأسبوع بيكون الثلاثاء',
    { kind: 'move', task: 'سقي النخل', date: '2026-11-17' },
    'Gulf',
  ),
  ar(
    'الكامري ما راح تنغسل إلا يوم الأربعاء',
    { kind: 'move', task: 'غسيل الكامري', date: '2026-11-18' },
    'a negation that moves: not before Wednesday; not the Camry insurance',
  ),
  ar(
    'توصيل ريم للنادي صار الساعة ٤ ونص',
    { kind: 'move', task: 'توصيل ريم للنادي', date: '2026-11-15', time: '16:30' },
    'an afternoon item (17:00), so 4:30 pm; the date stays',
  ),
  ar(
    'طلب مويا الشرب صار يوم الاثنين',
    { kind: 'move', task: 'Order drinking water', date: '2026-11-16' },
    'stored in English; not the water bill',
  ),
  ar(
    'الرحلة صارت بدري فشنطة زياد لازم تتجهز يوم الثلاثاء',
    { kind: 'move', task: 'تجهيز شنطة الرحلة لزياد', date: '2026-11-17' },
    'voice-like; the trip bag task a day earlier (stored 18 Nov)',
  ),
  ar(
    'تغيّر موعد تنظيف خزان الماء إلى العشرين من جمادى الآخرة',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-11-30' },
    'MSA; 20 Jumada al-Akhirah 1448 = 30 Nov; the day in words',
  ),
  ar(
    'تجديد استمارة اليارس تأخر يومين',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-11-28' },
    'two days after the stored 26 Nov',
  ),
  ar(
    'حفلة مدرسة تالا راحت ليوم الخميس ٢٦',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-26' },
    'the time (09:00) stays',
  ),
  ar(
    'جيبة زياد من الكورة صارت 6 ونص',
    {
      kind: 'move',
      task: 'Pick up Ziad from football practice',
      date: '2026-11-14',
      time: '18:30',
    },
    'Gulf; ASCII digit; an evening item (18:00), so 6:30 pm; not the school pick-up',
  ),
  ar(
    'توصيل تالا للروضه بكره الساعه ٧',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '07:00' },
    'ه for ة; a morning item (06:45), so 7 am',
  ),

  // ───────────── reassign (Arabic), batch 8 ─────────────
  ar(
    'خلّي ريم تطلب مويا الشرب',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'ريم' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'فيصل رح يرتب غرفة الألعاب بدل زياد',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'Faisal' },
    'Levantine',
  ),
  ar(
    'خلي أنور ينزل الزبالة النهارده بالليل',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'أنور' },
    'Egyptian; stored in English',
  ),
  ar(
    'أسند مهمة دفع فاتورة الماء إلى أنور',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'أنور' },
    'MSA',
  ),
  ar(
    'فيصل بيرجّع كتب المكتبة',
    { kind: 'reassign', task: 'Return the library books', assignee: 'Faisal' },
    'a future hand-over, not a completion; stored in English',
  ),
  ar(
    'غسيل الكامري عطوه فيصل',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Faisal' },
    'not the Camry insurance',
  ),
  ar('سقي النخل على ريم هالأسبوع', { kind: 'reassign', task: 'سقي النخل', assignee: 'ريم' }),
  ar(
    'خلّي غريس هي تشتري هدية تالا',
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'Grace' },
    'stored in English',
  ),
  ar(
    'ريم هتدفع فاتورة الكهربا',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'ريم' },
    'Egyptian; a future hand-over; not the water bill',
  ),
  ar(
    'خل غريس تجيب العيال من المدرسة بكرة',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'Grace' },
    'Gulf; stored in English; not the football pick-up',
  ),
  ar(
    'فيصل هيجيب زياد من التمرين النهارده بدل هدى',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Faisal' },
    'Egyptian; stored in English; not the school pick-up',
  ),
  ar(
    'يتولى أنور مهمة تجهيز شنطة الرحلة لزياد',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'أنور' },
    'MSA',
  ),

  // ───────────── questions (Arabic), batch 8 ─────────────
  ar(
    'شو عنا بكرا المسا؟',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة'],
      not: ['توصيل تالا للروضة', 'Pick up the kids from school'],
    },
    'Levantine; tomorrow evening: the 19:30 visit (the 17:00 items are not checked)',
  ),
  ar('مين رايح لدكتور العيون؟', { kind: 'answer', mentions: ['Faisal'] }),
  ar(
    'مين بيروح مع تالا لحفل المدرسة؟',
    { kind: 'answer', mentions: ['هدى'] },
    'the other attendee',
  ),
  ar(
    'في أحد بيجيب زياد من التمرين اليوم؟',
    { kind: 'answer', mentions: ['هدى'] },
    'a yes/no question',
  ),
  ar(
    'كم مهمة على غريس؟',
    {
      kind: 'answer',
      mentions: ['Vacuum the majlis', 'Order drinking water', 'سقي النخل'],
      not: ['Put the bins out', 'غسيل الكامري'],
    },
    "a count; Grace's three tasks",
  ),
  ar(
    'كم شغلة عندنا اليوم؟',
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
      not: ['Order drinking water', 'سقي النخل'],
    },
    "a count; today's six tasks",
  ),
  ar(
    'متى لازم نتصل بفني المكيف؟',
    { kind: 'answer', mentions: ['Call the AC technician'] },
    'the task has no date; the reply names it',
  ),
  ar(
    'إيش مواعيد زياد الجاية؟',
    {
      kind: 'answer',
      mentions: ["Ziad's football match", 'زيارة عمي سعد', 'حصة السباحة لزياد'],
      not: ['Dentist appointment', 'زيارة خالتي منيرة'],
    },
    'the events Ziad attends',
  ),
  ar(
    'ايش عند هدى يوم الاثنين؟',
    {
      kind: 'answer',
      mentions: ['دفع فاتورة الماء', 'Dentist appointment'],
      not: ['Call the plumber', 'غسيل الكامري'],
    },
    "Huda's task and event of 16 Nov; Monday's other tasks are not hers",
  ),
  ar(
    'شو في عالجمعة العصر؟',
    { kind: 'answer', mentions: ['زيارة عمي سعد'], not: ["Ziad's football match"] },
    'Levantine; Friday afternoon: the 16:00 visit',
  ),
  ar('متى تخلص رخصة قيادة أنور؟', { kind: 'answer', mentions: ['رخصة قيادة أنور'] }),
  ar('متى موعد فحص طفايات الحريق؟', { kind: 'answer', mentions: ['فحص طفايات الحريق'] }),
  ar(
    'ما الوثائق التي تنتهي قبل يوم ٢٥؟',
    {
      kind: 'answer',
      mentions: ['إقامة غريس'],
      not: ["Huda's passport", 'Camry insurance', 'استمارة اليارس'],
    },
    'MSA; the only document expiring before 25 Nov',
  ),
  ar('مين عليه تجديد استمارة اليارس؟', { kind: 'answer', mentions: ['هدى'] }),
  ar(
    'هل ريم رايحة مع هدى لخالتي منيرة بكرة؟',
    { kind: 'answer', mentions: ['زيارة خالتي منيرة'] },
    'a yes/no question',
  ),
  ar(
    'مين بيشتري الخبز اليوم؟',
    { kind: 'answer', mentions: ['شراء الخبز'] },
    'the bread task has nobody; the reply names it',
  ),
  ar(
    'كم مهمة على زياد؟',
    {
      kind: 'answer',
      mentions: ['Put the bins out', 'Return the library books', 'ترتيب غرفة الألعاب'],
      not: ['Feed the cat'],
    },
    "a count; Ziad's three tasks",
  ),
  ar(
    'إيش عندنا يوم ٢٦؟',
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['Renew the Camry insurance', 'تنظيف خزان الماء'],
    },
    '26 Nov',
  ),
  ar(
    'شو عنا من الأربعا للجمعة؟',
    {
      kind: 'answer',
      mentions: [
        'تجهيز شنطة الرحلة لزياد',
        'Eye doctor appointment',
        'Buy a birthday present for Tala',
        'دفع فاتورة الكهرباء',
        "Ziad's football match",
        'زيارة عمي سعد',
      ],
      not: ['Return the library books', 'Parent-teacher meeting', 'Oil change for the Patrol'],
    },
    'Levantine; 18-20 Nov',
  ),
  ar(
    'المهام اللي أولويتها متوسطة وش هي؟',
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
      not: ['Put the bins out', 'Renew the Camry insurance'],
    },
    'the medium-priority tasks',
  ),
  ar('مين يعطي القطوة أكلها؟', { kind: 'answer', mentions: ['ريم'] }, 'Gulf قطوة = cat'),
  ar(
    'وش عند أنور اليوم؟',
    {
      kind: 'answer',
      mentions: [],
      not: [
        'Pick up the kids from school',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'غسيل الكامري',
      ],
    },
    'Anwar has nothing on 14 Nov; his tasks are on the 15th and 16th',
  ),
  ar(
    'هل لدى فيصل أي موعد يوم الأربعاء؟',
    { kind: 'answer', mentions: ['Eye doctor appointment'] },
    'MSA; a yes/no question',
  ),
  ar(
    'مين عندهم مهام بكرة؟',
    { kind: 'answer', mentions: ['أنور', 'Grace', 'Ziad'] },
    "the assignees of 15 Nov's tasks",
  ),
  ar(
    'إمتى حصة السباحة بتاعة زياد؟',
    { kind: 'answer', mentions: ['حصة السباحة لزياد'] },
    'Egyptian',
  ),

  // ───────────── not done yet (Arabic), batch 8 ─────────────
  ar(
    'لسه ما أحد دفع فاتورة الماء صح؟',
    { kind: 'answer', mentions: ['دفع فاتورة الماء'] },
    'a negation asked as a question: nothing may be completed',
  ),
  ar(
    'ريم ما جابت الدوا للحين؟',
    { kind: 'answer', mentions: ['جلب الدواء من الصيدلية'] },
    'a negation asked as a question: nothing may be completed',
  ),

  // ───────────── ask (Arabic), batch 8 ─────────────
  ar(
    'التوصيلة بكرة خلها على هدى',
    { kind: 'ask', reason: 'which', candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'] },
    'two drop-offs tomorrow',
  ),
  ar(
    'خلصت شغلة المويه',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
    },
    'three water things',
  ),
  ar(
    'موعد الدكتور تأخر ساعة',
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment', 'Eye doctor appointment'] },
    'two doctor appointments',
  ),
  ar(
    'أجلوا الفاتورة أسبوع',
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'two bills',
  ),
  ar(
    'عيد ميلاد ريم انتقل ليوم الجمعة',
    { kind: 'ask', reason: 'notFound' },
    "no such event; Tala's present must not move",
  ),
  ar(
    'نورة بتجيب العيال من المدرسة بكرة',
    { kind: 'ask', reason: 'notFound' },
    'no member Noura; the pick-up must not change',
  ),
  ar('غسلت السجاد', { kind: 'ask', reason: 'notFound' }, 'no carpet task'),
  ar(
    'موعد الجلدية صار الساعة ٣',
    { kind: 'ask', reason: 'notFound' },
    'no dermatology appointment; neither doctor appointment may move',
  ),
  ar(
    'ريم تعبانة اليوم، حد تاني يجيب الدوا',
    { kind: 'ask', reason: 'missingSlot' },
    'Egyptian; a hand-over to whom?',
  ),
  ar('ضيف مهمة لأنور بكرة الساعة ١٠', { kind: 'ask', reason: 'missingSlot' }, 'what?'),
  ar(
    'بدي أنقل مهمة تنظيف خزان الماء',
    { kind: 'ask', reason: 'missingSlot' },
    'Levantine; to when?',
  ),
  ar('فيصل عنده اجتماع', { kind: 'ask', reason: 'missingSlot' }, 'when?'),

  // ───────────── out of scope (Arabic), batch 8 ─────────────
  ar(
    'ادفع فاتورة الكهربا من البطاقة',
    { kind: 'refuse' },
    'a payment; the electricity bill task must stay pending',
  ),
  ar('احجز لنا شاليه في درة العروس يوم الخميس', { kind: 'refuse' }, 'a booking'),
  ar('وش أفضل مطعم مندي قريب مني؟', { kind: 'refuse' }, 'a restaurant search'),

  // ───────────── batch 9 (2026-11-29): 200 commands, all to the dev half, written without seeing the grammar ─────────────

  // ───────────── complete (English), batch 9 ─────────────
  en(
    'just finished the water bill, paid it in the app',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'a past payment said as a fact, not a payment to make; not the electricity bill',
  ),
  en('rang the plumbr', { kind: 'complete', task: 'Call the plumber' }, 'typo; not the AC call'),
  en(
    'took care of the electric bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'stored in Arabic; not the water bill',
  ),
  en('tick the bread off pls', { kind: 'complete', task: 'شراء الخبز' }, 'stored in Arabic'),
  en(
    'check off the kindergarten run',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "kindergarten = روضة; not Reem's club drop-off",
  ),
  en(
    'cross off the patrol oil thing',
    { kind: 'complete', task: 'Oil change for the Patrol' },
    'the only oil change',
  ),
  en(
    'grace did the palm trees',
    { kind: 'complete', task: 'سقي النخل' },
    'by the assignee; stored in Arabic',
  ),
  en(
    'reem brought the medicine home',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'stored in Arabic',
  ),
  en(
    'Anwar gave the camry a good wash this morning',
    { kind: 'complete', task: 'غسيل الكامري' },
    'stored in Arabic; not the Camry insurance',
  ),
  en(
    'trash cans r out on the street',
    { kind: 'complete', task: 'Put the bins out' },
    'terse slang; trash cans = bins',
  ),
  en(
    'kids have been picked up from school',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'a passive; not the football pick-up',
  ),
  en(
    'Huda fetched Ziad from training',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'training = practice; not the school pick-up',
  ),
  en(
    'ordered the bottled water',
    { kind: 'complete', task: 'Order drinking water' },
    'bottled = drinking water; not the water bill or tank',
  ),
  en(
    "camry's insured for another year",
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'a fact that the renewal is done; not the Camry wash',
  ),
  en(
    "Reem got Tala's gift, it's wrapped and hidden",
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'gift = present',
  ),
  en(
    "the toy room's all tidied up",
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'toy room = playroom; stored in Arabic',
  ),
  en(
    "ziad's bag for the trip is all packed",
    { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' },
    'stored in Arabic',
  ),
  en(
    'cleand out the water tnk',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'typos; the only tank task; not the water bill or drinking water',
  ),
  en('took the library books back, all done', {
    kind: 'complete',
    task: 'Return the library books',
  }),
  en("kitty's been fed", { kind: 'complete', task: 'Feed the cat' }),
  en(
    'Faisal got through to the AC guy',
    { kind: 'complete', task: 'Call the AC technician' },
    'got through = reached on the phone; not the plumber',
  ),
  en(
    'renewed the yaris registration on absher',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task; the استمارة اليارس document must not change',
  ),
  en(
    "hey so um I'm just walking in and yeah I picked up the bread from the bakery on the way so you can tick that",
    { kind: 'complete', task: 'شراء الخبز' },
    'voice-like run-on; "picked up" bread, not a pick-up task',
  ),
  en(
    'Grace has done the hoovering',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'hoovering = vacuuming; the only vacuuming task',
  ),
  en(
    'Anwar dropped Reem at the club',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "stored in Arabic; not Tala's drop-off",
  ),
  en(
    'Faisal settled the kahraba bill',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'kahraba = electricity, transliterated; not the water bill',
  ),
  en('done: plumber', { kind: 'complete', task: 'Call the plumber' }, 'terse'),

  // ───────────── must not complete (English), batch 9 ─────────────
  en(
    'did anyone get the bread yet?',
    { kind: 'answer', mentions: ['شراء الخبز'] },
    'a question: nothing may be completed; the bread is still open',
  ),
  en(
    "Reem's gonna feed the cat later, she's still out",
    { kind: 'answer', mentions: ['Feed the cat'] },
    'a plan, not a fact: nothing may complete; the reply names the open task',
  ),
  en(
    'finished the ironing',
    { kind: 'ask', reason: 'notFound' },
    'no ironing task; nothing may complete',
  ),

  // ───────────── reassign (English), batch 9 ─────────────
  en(
    'Anwar will do the plumber call instead',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'أنور' },
    'not the AC technician call',
  ),
  en('let Ziad take the cat this week', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Ziad',
  }),
  en(
    "Reem's got the water bill",
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'ريم' },
    '"X\'s got the …" = X takes it; not the electricity bill',
  ),
  en(
    'switch the kindergarten drop-off over to Faisal',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'Faisal' },
    "stored in Arabic; not Reem's club drop-off",
  ),
  en(
    'can Grace handle the pharmacy run?',
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'Grace' },
    'a request put as a question',
  ),
  en(
    'hand the oil change to the driver',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'أنور' },
    'the driver = Anwar (the world gives his role)',
  ),
  en(
    'Faisal is doing the school pickup now',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'Faisal' },
    'not the football pick-up',
  ),
  en(
    'the housekeeper will get the bread',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' },
    'the housekeeper = Grace; a future hand-over, not a completion',
  ),
  en(
    'dad will get Ziad from football today',
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'Faisal' },
    'dad = Faisal; not the school pick-up',
  ),
  en(
    'Ziyad can do the car wash on monday',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' },
    'misspelt Ziad; monday is the stored date',
  ),
  en(
    "give Tala's present shopping to Hooda",
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'هدى' },
    'Hooda = Huda, misspelt',
  ),
  en('let Reem sort the drinking water order', {
    kind: 'reassign',
    task: 'Order drinking water',
    assignee: 'ريم',
  }),
  en(
    'Grayce will tidy the playroom',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'Grace' },
    'misspelt Grace; stored in Arabic',
  ),
  en(
    "Huda's got the electricity bill this month",
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'هدى' },
    'not the water bill',
  ),
  en(
    'can mum do the bins tonight',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'هدى' },
    'mum = Huda',
  ),
  en(
    'move the tank cleaning over to Anwar',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'أنور' },
    '"move … over to X" is a hand-over; the date (28 Nov) must not change',
  ),
  en("Reem is doing the library return now, Ziad's busy", {
    kind: 'reassign',
    task: 'Return the library books',
    assignee: 'ريم',
  }),
  en(
    'فيصل will renew the Yaris istimara',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'Faisal' },
    'the name in the other script; a future hand-over, not a completion',
  ),
  en(
    'let Anwaar handle the Camry insurance',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'أنور' },
    'misspelt Anwar; not the Camry wash',
  ),
  en(
    'the AC tech call goes to Huda',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'هدى' },
    'not the plumber call',
  ),
  en(
    "uh so Faisal's super busy this week so can we have Reem pack Ziad's trip bag instead, thanks",
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'ريم' },
    'voice-like run-on; Huda had it, Faisal is only a distractor',
  ),

  // ───────────── hand-over asks (English), batch 9 ─────────────
  en(
    'let Grace take the pick-up',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['Pick up the kids from school', 'Pick up Ziad from football practice'],
    },
    'two pick-ups',
  ),
  en(
    'hand the call over to Reem',
    { kind: 'ask', reason: 'which', candidates: ['Call the AC technician', 'Call the plumber'] },
    'two calls',
  ),
  en(
    'Sara will take the pharmacy run',
    { kind: 'ask', reason: 'notFound' },
    "no member Sara; the pharmacy task must stay Reem's",
  ),
  en(
    'Anwar can handle the water thing',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
    },
    'three water things',
  ),

  // ───────────── questions (English), batch 9 ─────────────
  en(
    'anything happening tuesday?',
    {
      kind: 'answer',
      mentions: ['Return the library books', 'Parent-teacher meeting'],
      not: ['Dentist appointment', 'تجهيز شنطة الرحلة لزياد'],
    },
    '17 Nov',
  ),
  en(
    'what have we got wednesday morning',
    {
      kind: 'answer',
      mentions: ['Eye doctor appointment'],
      not: ['Dentist appointment', 'Parent-teacher meeting'],
    },
    'the 10:30 eye doctor on 18 Nov; the undated trip bag is not checked',
  ),
  en(
    'anything this evening after 7?',
    {
      kind: 'answer',
      mentions: ['Put the bins out', "Dinner at Abu Khalid's"],
      not: ['Pick up Ziad from football practice', 'زيارة خالتي منيرة'],
    },
    "the 20:00 dinner and the 21:00 bins; the 18:00 pick-up is before 7; tomorrow's visit is not this evening",
  ),
  en(
    "what's on sunday morning?",
    {
      kind: 'answer',
      mentions: ['توصيل تالا للروضة'],
      not: ['Pick up the kids from school', 'زيارة خالتي منيرة', 'حصة السباحة لزياد'],
    },
    'the 06:45 drop-off; 13:30 and later are not morning',
  ),
  en(
    "who's going to uncle Saad's on friday?",
    { kind: 'answer', mentions: ['Faisal', 'Ziad'] },
    'the attendees of زيارة عمي سعد',
  ),
  en("who's on school pickup tmrw", { kind: 'answer', mentions: ['أنور'] }, 'alias Anwar accepted'),
  en("who's washing the camry?", { kind: 'answer', mentions: ['أنور'] }),
  en(
    'how many tasks does Reem have?',
    {
      kind: 'answer',
      mentions: ['Feed the cat', 'Buy a birthday present for Tala', 'جلب الدواء من الصيدلية'],
      not: ['Put the bins out', 'توصيل ريم للنادي'],
    },
    "a count; Reem's three tasks; her club drop-off is Anwar's",
  ),
  en(
    'how many things are due on monday?',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'دفع فاتورة الماء', 'غسيل الكامري'],
      not: ['Return the library books'],
    },
    'a count; the three tasks of 16 Nov (the dentist event is not checked)',
  ),
  en("list Faisal's tasks", {
    kind: 'answer',
    mentions: [
      'Call the AC technician',
      'Renew the Camry insurance',
      'دفع فاتورة الكهرباء',
      'تنظيف خزان الماء',
    ],
    not: ['دفع فاتورة الماء', 'Call the plumber'],
  }),
  en(
    'anything overdue?',
    {
      kind: 'answer',
      mentions: [],
      not: ['Renew the Camry insurance', 'Return the library books', 'Oil change for the Patrol'],
    },
    'no task is dated before today; future tasks are not overdue',
  ),
  en(
    "what's low priority?",
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Feed the cat',
        'Return the library books',
        'شراء الخبز',
        'غسيل الكامري',
        'سقي النخل',
        'ترتيب غرفة الألعاب',
      ],
      not: ['Renew the Camry insurance', 'دفع فاتورة الكهرباء'],
    },
    'the seven low-priority tasks',
  ),
  en(
    'which urgent tasks are due tomorrow?',
    {
      kind: 'answer',
      mentions: ['Pick up the kids from school', 'توصيل تالا للروضة'],
      not: ['توصيل ريم للنادي', 'سقي النخل', 'Order drinking water'],
    },
    'urgent = high priority; the two high-priority tasks of 15 Nov',
  ),
  en('what needs doing on the patrol?', {
    kind: 'answer',
    mentions: ['Oil change for the Patrol'],
    not: ['Renew the Camry insurance', 'غسيل الكامري', 'تجديد استمارة اليارس'],
  }),
  en(
    'anything for the camry?',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['Oil change for the Patrol', 'تجديد استمارة اليارس'],
    },
    "the Camry's two tasks",
  ),
  en(
    'docs expiring before december?',
    {
      kind: 'answer',
      mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
      not: ['Patrol registration', 'Fridge warranty', 'جواز فيصل'],
    },
    'the four documents expiring in November',
  ),
  en(
    "when does Grace's iqama expire?",
    { kind: 'answer', mentions: ['إقامة غريس'] },
    'iqama = إقامة; stored in Arabic',
  ),
  en(
    'is the fridge still under warranty?',
    { kind: 'answer', mentions: ['Fridge warranty'] },
    'a yes/no question (until June 2027)',
  ),
  en(
    'any maintenance in the next 7 days?',
    {
      kind: 'answer',
      mentions: ['رش المبيدات', 'صيانة المسبح', 'AC filter cleaning'],
      not: ['Water heater inspection', 'فحص طفايات الحريق'],
    },
    '14-20 Nov',
  ),
  en(
    "how many tasks don't have a date?",
    { kind: 'answer', mentions: ['Call the AC technician'], not: ['Call the plumber'] },
    'a count; the only task without a due date',
  ),
  en(
    'did anyone call the plumber?',
    { kind: 'answer', mentions: ['Call the plumber'] },
    'a yes/no question: nothing may be completed',
  ),
  en(
    'is the majlis vacuumed yet?',
    { kind: 'answer', mentions: ['Vacuum the majlis'] },
    'a yes/no question: nothing may be completed',
  ),
  en(
    'has Ziad returned his library books?',
    { kind: 'answer', mentions: ['Return the library books'] },
    'a yes/no question: nothing may be completed',
  ),
  en(
    "so Tala's dentist is monday?",
    { kind: 'answer', mentions: ['Dentist appointment'] },
    'a statement with a question mark: nothing may move',
  ),
  en(
    "Anwar's doing the kindergarten run tomorrow right?",
    { kind: 'answer', mentions: ['توصيل تالا للروضة'] },
    'a check put as a statement; Anwar is already the assignee, so nothing changes',
  ),
  en(
    "what's Ziad got tomorrow?",
    {
      kind: 'answer',
      mentions: ['ترتيب غرفة الألعاب', 'حصة السباحة لزياد'],
      not: ['Put the bins out', 'Return the library books'],
    },
    "Ziad's task and event of 15 Nov; the bins are today (weekly, next on the 21st)",
  ),
  en(
    "who's coming to Tala's school party?",
    { kind: 'answer', mentions: ['تالا', 'هدى'] },
    'the attendees; aliases Tala and Huda accepted',
  ),
  en("what time's the parent teacher thing?", {
    kind: 'answer',
    mentions: ['Parent-teacher meeting'],
  }),
  en(
    'anything on the 25th?',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance'],
      not: ['حفل المدرسة لتالا', 'تجديد استمارة اليارس'],
    },
    '25 Nov; the 24th and 26th are not it',
  ),
  en(
    "what's happening next saturday?",
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol'],
      not: ['Vacuum the majlis', 'شراء الخبز', 'جلب الدواء من الصيدلية'],
    },
    "next Saturday = 21 Nov; today's one-off tasks are not on it (the weekly bins are not checked)",
  ),

  // ───────────── event statements: move (English), batch 9 ─────────────
  en(
    'the eye doctor is thursday now',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-19' },
    'a change said as a fact; the time (10:30) stays',
  ),
  en(
    "Tala's dentist got pushed to 6",
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-16', time: '18:00' },
    'an afternoon item (16:00), so 6 pm; the date stays',
  ),
  en(
    'the parent teacher meeting is at 1:30 now',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '13:30' },
    'a midday item (12:00), so 1:30 pm',
  ),
  en(
    "dinner at abu khalid's is at 9 now",
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-14', time: '21:00' },
    'an evening item (20:00), so 9 pm',
  ),
  en(
    "swimming's on tuesday instead",
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-17' },
    'the time (17:00) stays; stored in Arabic',
  ),
  en(
    "uncle saad's visit got bumped to saturday",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' },
    'Saturday = next Saturday (today is Saturday); the time (16:00) stays',
  ),
  en(
    "aunt munira's is the day after tomorrow now, same time",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-16' },
    'the time (19:30) stays',
  ),
  en(
    "ziad's match got pushed back a day",
    { kind: 'move', event: "Ziad's football match", date: '2026-11-20' },
    'one day after the stored 19 Nov; the time (17:00) stays',
  ),
  en(
    "Tala's school party is on the 25th now",
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-25' },
    'the time (09:00) stays',
  ),

  // ───────────── event statements: new or unclear (English), batch 9 ─────────────
  en(
    "we've got another dentist visit, for Reem, on the 20th at 5pm",
    {
      kind: 'createEvent',
      title: 'dentist visit',
      date: '2026-11-20',
      time: '17:00',
      attendees: ['ريم'],
    },
    '"another", and Reem: a new event (that word is not part of its title, like an article); the stored Dentist appointment (Tala and Huda\'s, 16 Nov) must not move',
  ),
  en(
    'Grace has an eye doctor appointment on sunday at 11am',
    {
      kind: 'createEvent',
      title: 'eye doctor appointment',
      date: '2026-11-15',
      time: '11:00',
      attendees: ['Grace'],
    },
    "Grace's own appointment; Faisal's Eye doctor appointment must not move",
  ),
  en(
    "Tala's got swimming on thursday at 4pm",
    {
      kind: 'createEvent',
      title: 'swimming',
      date: '2026-11-19',
      time: '16:00',
      attendees: ['تالا'],
    },
    "a new event for Tala; Ziad's swimming lesson must not move",
  ),
  en(
    'Reem has a school party on the 24th at 11am',
    {
      kind: 'createEvent',
      title: 'school party',
      date: '2026-11-24',
      time: '11:00',
      attendees: ['ريم'],
    },
    "Reem's party, not Tala's (which is also on the 24th, at 09:00, and must not move)",
  ),
  en(
    'dentist on thursday at 4',
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment'] },
    'genuinely unclear: the stored dentist (Monday 4 pm) moved to Thursday, or another appointment? Ask; nothing may change',
  ),
  en(
    "there's a dinner at Abu Khalid's on friday too, 8:30pm",
    {
      kind: 'createEvent',
      title: 'dinner',
      location: "Abu Khalid's",
      date: '2026-11-20',
      time: '20:30',
    },
    '"too": a second dinner; tonight\'s dinner must not move',
  ),

  // ───────────── complete (Arabic), batch 9 ─────────────
  ar(
    'خلصت غريس من تنظيف المجلس بالمكنسة',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'by the assignee; «تنظيف» here is the vacuuming, not the tank cleaning; stored in English',
  ),
  ar(
    'القطوة أكلت',
    { kind: 'complete', task: 'Feed the cat' },
    'Gulf; the cat has eaten = fed; stored in English',
  ),
  ar('جبت العيش وأنا راجع', { kind: 'complete', task: 'شراء الخبز' }, 'Egyptian عيش = bread'),
  ar(
    'تم استلام الدوا من الصيدلية',
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'تم + a synonym of the title',
  ),
  ar(
    'سويت موضوع السباك، كلمته',
    { kind: 'complete', task: 'Call the plumber' },
    'Gulf سويت; stored in English; not the AC technician',
  ),
  ar(
    'سددنا فاتورة المويه',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'a past payment, not one to make; not the electricity bill',
  ),
  ar(
    'خلّصنا الخزان، صار نظيف',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'not the water bill or drinking water',
  ),
  ar(
    'طلبت كراتين مويه الشرب',
    { kind: 'complete', task: 'Order drinking water' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'زياد طلّع الزبايل برا',
    { kind: 'complete', task: 'Put the bins out' },
    'Gulf; stored in English',
  ),
  ar(
    'تجدد تأمين الكامري',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'a passive fact; the task, not the Camry insurance document; not the Camry wash',
  ),
  ar(
    'زياد رتّب الالعاب بالغرفة',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'missing hamza; by the assignee',
  ),
  ar(
    'عملت تغيير زيت للباترول',
    { kind: 'complete', task: 'Oil change for the Patrol' },
    'Egyptian/Levantine عملت; stored in English',
  ),
  ar(
    'ريم اشترت هدية عيد ميلاد تالا وغلفتها',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'stored in English',
  ),

  // ───────────── must not complete (Arabic), batch 9 ─────────────
  ar(
    'لسه ما دفعت فاتورة الكهربا',
    { kind: 'answer', mentions: ['دفع فاتورة الكهرباء'] },
    'a negation: nothing may be completed; the reply names the open bill',
  ),
  ar(
    'خلصت تنظيف المطبخ',
    { kind: 'ask', reason: 'notFound' },
    'no kitchen task; the tank cleaning must not complete',
  ),

  // ───────────── reassign (Arabic), batch 9 ─────────────
  ar(
    'خل زياد يسقي النخلات بدال غريس هالمرة',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'Ziad' },
    'Gulf',
  ),
  ar(
    'أنور بيتكفل بطلب مويه الشرب',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'أنور' },
    'stored in English; not the water bill or tank',
  ),
  ar(
    'حوّل فاتورة الكهربا على هدى',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'هدى' },
    '«حوّل … على X» hands the task over; not a money transfer; not the water bill',
  ),
  ar(
    'خلّي فيصل هو اللي يوصل تالا للروضة',
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'Faisal' },
    "not Reem's club drop-off",
  ),
  ar(
    'ريم راح تشتري الخبز',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'ريم' },
    'a future hand-over, not a completion',
  ),
  ar(
    'السواق يجيب الدوا من الصيدلية اليوم بدال ريم',
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'أنور' },
    'السواق = the driver = Anwar',
  ),
  ar(
    'خلوا الشغالة تعطي القطوة أكلها',
    { kind: 'reassign', task: 'Feed the cat', assignee: 'Grace' },
    'الشغالة = the housekeeper = Grace; stored in English',
  ),
  ar(
    'بابا رح يتصل بالسباك',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'Faisal' },
    'Levantine; بابا = the father, Faisal; a future hand-over; not the AC call',
  ),
  ar(
    'ماما هترجع كتب المكتبة بدل زياد',
    { kind: 'reassign', task: 'Return the library books', assignee: 'هدى' },
    'Egyptian; ماما = Huda; stored in English',
  ),
  ar(
    'انقل مسؤولية تنظيف خزان الماء إلى ريم',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'ريم' },
    'MSA; «انقل مسؤولية» is a hand-over, the date (28 Nov) must not change',
  ),
  ar(
    'Grace بتجهز شنطة زياد للرحلة',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Grace' },
    'the name in the other script; a future hand-over',
  ),
  ar(
    'خل انور يسوي غيار الزيت للباترول',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'أنور' },
    'Gulf; انور without hamza; stored in English',
  ),

  // ───────────── hand-over asks (Arabic), batch 9 ─────────────
  ar(
    'خل ريم تسوي الفاتورة',
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'two bills',
  ),
  ar(
    'حوّل التوصيل على فيصل',
    { kind: 'ask', reason: 'which', candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'] },
    'two drop-offs',
  ),
  ar(
    'منى بتجيب العيال من المدرسة بكرا',
    { kind: 'ask', reason: 'notFound' },
    "Levantine; no member Mona; the school pick-up must stay Anwar's",
  ),

  // ───────────── questions (Arabic), batch 9 ─────────────
  ar(
    'وش عندنا الثلاثاء؟',
    {
      kind: 'answer',
      mentions: ['Return the library books', 'Parent-teacher meeting'],
      not: ['تجهيز شنطة الرحلة لزياد', 'Dentist appointment'],
    },
    'Gulf; 17 Nov',
  ),
  ar(
    'شو في بكرا الصبح؟',
    {
      kind: 'answer',
      mentions: ['توصيل تالا للروضة'],
      not: ['زيارة خالتي منيرة', 'حصة السباحة لزياد', 'Pick up the kids from school'],
    },
    'Levantine; the 06:45 drop-off; 13:30 and later are not morning',
  ),
  ar(
    'وش برنامج بعد بكرة؟',
    {
      kind: 'answer',
      mentions: ['Call the plumber', 'دفع فاتورة الماء', 'غسيل الكامري', 'Dentist appointment'],
      not: ['Return the library books', 'Parent-teacher meeting'],
    },
    '16 Nov',
  ),
  ar(
    'مين بيروح زيارة خالتي منيرة؟',
    { kind: 'answer', mentions: ['هدى', 'ريم', 'تالا'] },
    'the attendees',
  ),
  ar(
    'مين رايح مع زياد لعمي سعد؟',
    { kind: 'answer', mentions: ['Faisal'] },
    'the other attendee; alias فيصل accepted',
  ),
  ar(
    'ريم هي اللي بتطعمي البسة صح؟',
    { kind: 'answer', mentions: ['Feed the cat'] },
    'Levantine; a check put as a statement with «صح»; nothing may change',
  ),
  ar(
    'كم مهمة على هدى؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up Ziad from football practice',
        'دفع فاتورة الماء',
        'تجديد استمارة اليارس',
        'تجهيز شنطة الرحلة لزياد',
      ],
      not: ['Vacuum the majlis', 'دفع فاتورة الكهرباء'],
    },
    "a count; Huda's four tasks",
  ),
  ar(
    'قديش في مهام بكرا؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'Order drinking water',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'سقي النخل',
        'ترتيب غرفة الألعاب',
      ],
      not: ['Call the plumber', 'دفع فاتورة الماء'],
    },
    'Levantine; a count; the six tasks of 15 Nov (the daily cat is not checked)',
  ),
  ar(
    'وش المهام المتأخرة؟',
    {
      kind: 'answer',
      mentions: [],
      not: ['Renew the Camry insurance', 'تنظيف خزان الماء', 'تجديد استمارة اليارس'],
    },
    'no task is dated before today; future tasks are not overdue',
  ),
  ar(
    'ايش المهام العاجلة؟',
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
    'urgent = high priority',
  ),
  ar('وش عندنا للباترول؟', {
    kind: 'answer',
    mentions: ['Oil change for the Patrol'],
    not: ['غسيل الكامري', 'تجديد استمارة اليارس'],
  }),
  ar(
    'إيش المطلوب للكامري؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['Oil change for the Patrol', 'تجديد استمارة اليارس'],
    },
    "the Camry's two tasks",
  ),
  ar(
    'وش الأوراق اللي تنتهي هالشهر؟',
    {
      kind: 'answer',
      mentions: ["Huda's passport", 'إقامة غريس', 'Camry insurance', 'استمارة اليارس'],
      not: ['Patrol registration', 'جواز فيصل'],
    },
    'November 2026',
  ),
  ar('متى ينتهي جواز فيصل؟', { kind: 'answer', mentions: ['جواز فيصل'] }),
  ar(
    'متى تنتهي استمارة الباترول؟',
    { kind: 'answer', mentions: ['Patrol registration'] },
    'استمارة = registration; stored in English; not the Yaris one',
  ),
  ar(
    'وش الصيانة اللي عندنا اليوم؟',
    { kind: 'answer', mentions: ['رش المبيدات'], not: ['صيانة المسبح'] },
    'the pest spraying on 14 Nov; the pool is tomorrow',
  ),
  ar('امتى موعد صيانة المسبح؟', { kind: 'answer', mentions: ['صيانة المسبح'] }),
  ar(
    'حد سقى النخل؟',
    { kind: 'answer', mentions: ['سقي النخل'] },
    'a yes/no question: nothing may be completed',
  ),
  ar(
    'هل تم تنظيف خزان الماء؟',
    { kind: 'answer', mentions: ['تنظيف خزان الماء'] },
    'MSA; «تم» in a question: nothing may be completed',
  ),
  ar(
    'ترى موعد الأسنان يوم الاثنين؟',
    { kind: 'answer', mentions: ['Dentist appointment'] },
    'Gulf «ترى …؟»: a check, nothing may move',
  ),
  ar(
    'صح إن فيصل عنده دكتور عيون الأربعاء؟',
    { kind: 'answer', mentions: ['Eye doctor appointment'] },
    'a check with «صح»; nothing may change',
  ),
  ar(
    'زياد عنده مباراة الخميس؟',
    { kind: 'answer', mentions: ["Ziad's football match"] },
    'a yes/no question by intonation; nothing may be created',
  ),
  ar(
    'شو عند زياد بكرا؟',
    {
      kind: 'answer',
      mentions: ['ترتيب غرفة الألعاب', 'حصة السباحة لزياد'],
      not: ['Return the library books', 'Put the bins out'],
    },
    "Levantine; Ziad's task and event of 15 Nov",
  ),
  ar(
    'ايش عندنا يوم ٢٤؟',
    { kind: 'answer', mentions: ['حفل المدرسة لتالا'], not: ['Renew the Camry insurance'] },
    '24 Nov; the insurance is on the 25th',
  ),
  ar(
    'هو فيه حاجة يوم الجمعة؟',
    { kind: 'answer', mentions: ['زيارة عمي سعد'], not: ["Ziad's football match"] },
    'Egyptian; 20 Nov (the AC filter maintenance is not checked)',
  ),
  ar('مين عليه غسيل الكامري؟', { kind: 'answer', mentions: ['أنور'] }),
  ar(
    'مين المسؤول عن دفع فاتورة الكهرباء؟',
    { kind: 'answer', mentions: ['Faisal'] },
    'alias فيصل accepted',
  ),
  ar(
    'مين عنده مهام اليوم؟',
    { kind: 'answer', mentions: ['Ziad', 'هدى', 'ريم', 'Grace'], not: ['أنور'] },
    "the assignees of 14 Nov's tasks (the bread has nobody); Anwar has nothing today",
  ),
  ar(
    'ما المهام ذات الأولوية المنخفضة يوم الأحد؟',
    {
      kind: 'answer',
      mentions: ['سقي النخل', 'ترتيب غرفة الألعاب'],
      not: [
        'Pick up the kids from school',
        'توصيل تالا للروضة',
        'Order drinking water',
        'توصيل ريم للنادي',
      ],
    },
    'MSA; the low-priority tasks of 15 Nov (the daily cat is not checked)',
  ),
  ar(
    'كم وثيقة تخلص قبل نهاية السنة؟',
    {
      kind: 'answer',
      mentions: [
        "Huda's passport",
        'إقامة غريس',
        'Camry insurance',
        'استمارة اليارس',
        'Patrol registration',
      ],
      not: ['جواز فيصل', 'رخصة قيادة أنور', 'Fridge warranty'],
    },
    'a count; the five documents expiring in 2026',
  ),

  // ───────────── event statements: move (Arabic), batch 9 ─────────────
  ar(
    'دكتور العيون انتقل للأحد',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-15' },
    'a change said as a fact; the time (10:30) stays; stored in English',
  ),
  ar(
    'حصة السباحة تأجلت لبعد بكرة',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-16' },
    'the time (17:00) stays',
  ),
  ar(
    'عشا أبو خالد صار الساعة ٩',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-14', time: '21:00' },
    'an evening item (20:00), so 9 pm; stored in English',
  ),
  ar(
    'زيارة خالتي منيرة تأجلت للسبت الجاي',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-21' },
    'the time (19:30) stays',
  ),
  ar(
    'اجتماع أولياء الأمور صار الساعة 11 الصبح',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-17', time: '11:00' },
    'ASCII digits; the date stays; stored in English',
  ),
  ar(
    'مباراة زياد تأجلت يوم',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-20' },
    'one day after the stored 19 Nov; the time stays',
  ),
  ar(
    'معاد دكتور السنان بقى الساعة ٥',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-16', time: '17:00' },
    'Egyptian; an afternoon item (16:00), so 5 pm; stored in English',
  ),
  ar(
    'زيارة عمي سعد صارت الساعة ٦ المسا',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-20', time: '18:00' },
    'the date stays',
  ),
  ar(
    'تأجل حفل المدرسة لتالا إلى ٥ رجب',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-12-14' },
    'MSA; 5 Rajab 1448 = 14 Dec; the time (09:00) stays',
  ),

  // ───────────── event statements: new or unclear (Arabic), batch 9 ─────────────
  ar(
    'عندنا موعد أسنان ثاني لزياد يوم ٢٠ الساعة ٥ العصر',
    {
      kind: 'createEvent',
      title: 'موعد أسنان',
      date: '2026-11-20',
      time: '17:00',
      attendees: ['Ziad'],
    },
    "«ثاني» and Ziad: a new appointment («ثاني» = another, not part of its title); the stored Dentist appointment (Tala and Huda's) must not move",
  ),
  ar(
    'ريم عندها حصة سباحة يوم الثلاثاء الساعة ٤ العصر',
    {
      kind: 'createEvent',
      title: 'حصة سباحة',
      date: '2026-11-17',
      time: '16:00',
      attendees: ['ريم'],
    },
    "Reem's own lesson; Ziad's swimming lesson must not move",
  ),
  ar(
    'زيارة خالتي منيرة يوم الجمعة الساعة ٨',
    { kind: 'ask', reason: 'which', candidates: ['زيارة خالتي منيرة'] },
    'genuinely unclear: the stored visit (Sunday 19:30) moved to Friday, or a second visit? Ask; nothing may change',
  ),
  ar(
    'فيصل عنده موعد أسنان يوم الأربعاء الساعة ٦ المسا',
    {
      kind: 'createEvent',
      title: 'موعد أسنان',
      date: '2026-11-18',
      time: '18:00',
      attendees: ['Faisal'],
    },
    "Faisal's own appointment; the stored Dentist appointment is Tala and Huda's and must not move",
  ),
  ar(
    'هدى عندها دكتور عيون يوم الأحد ٢٢ الساعة ١٠ الصبح',
    {
      kind: 'createEvent',
      title: 'دكتور عيون',
      date: '2026-11-22',
      time: '10:00',
      attendees: ['هدى'],
    },
    "Huda's own appointment; Faisal's Eye doctor appointment must not move",
  ),
  ar(
    'ريم عندها حفلة في المدرسة يوم ٢٤ الساعة ١٢ الضهر',
    {
      kind: 'createEvent',
      title: 'حفلة',
      location: 'المدرسة',
      date: '2026-11-24',
      time: '12:00',
      attendees: ['ريم'],
    },
    "Egyptian الضهر; «في المدرسة» is the place; Reem's party, not Tala's, which must not move",
  ),

  // ───────────── create a task (Arabic), batch 9 ─────────────
  ar(
    'ضيف مهمة لأنور: تغيير كفرات اليارس يوم الثلاثاء، أولوية عالية',
    {
      kind: 'createTask',
      title: 'تغيير كفرات اليارس',
      assignee: 'أنور',
      date: '2026-11-17',
      priority: 'high',
      vehicle: 'Yaris',
    },
    'a new Yaris task, not the registration renewal',
  ),
  ar(
    'خلي ريم تذاكر للاختبار يوم الأحد',
    { kind: 'createTask', title: 'تذاكر للاختبار', assignee: 'ريم', date: '2026-11-15' },
    '«خلي X …» with no stored task to hand over: a new task',
  ),
  ar('على زياد يقص شعره يوم الأربعاء', {
    kind: 'createTask',
    title: 'يقص شعره',
    assignee: 'Ziad',
    date: '2026-11-18',
  }),
  ar(
    'مهمة مستعجلة: تعبئة بنزين الباترول بكرة',
    {
      kind: 'createTask',
      title: 'تعبئة بنزين الباترول',
      date: '2026-11-15',
      priority: 'high',
      vehicle: 'Patrol',
    },
    'مستعجلة = high; not the oil change',
  ),
  ar(
    'ذكّر فيصل يجدد رخصة الكامري يوم ٣٠',
    {
      kind: 'createTask',
      title: 'يجدد رخصة الكامري',
      assignee: 'Faisal',
      date: '2026-11-30',
      vehicle: 'Camry',
    },
    'the licence, not the insurance: a new task; Renew the Camry insurance must not change',
  ),
  ar(
    'أضف مهمة تنظيف السجاد لغريس يوم الأحد، أولوية منخفضة',
    {
      kind: 'createTask',
      title: 'تنظيف السجاد',
      assignee: 'Grace',
      date: '2026-11-15',
      priority: 'low',
    },
    'a new cleaning task, not the tank',
  ),
  ar(
    'بدي حط مهمة لهدى تشتري أغراض المدرسة بكرا الساعة ٥ المسا',
    {
      kind: 'createTask',
      title: 'تشتري أغراض المدرسة',
      assignee: 'هدى',
      date: '2026-11-15',
      time: '17:00',
    },
    'Levantine',
  ),
  ar(
    'عايز مهمة لزياد يغسل العجلة يوم الجمعة',
    { kind: 'createTask', title: 'يغسل العجلة', assignee: 'Ziad', date: '2026-11-20' },
    'Egyptian عجلة = bicycle; not the Camry wash',
  ),
  ar(
    'أنور يفحص زيت الكامري يوم الاثنين',
    {
      kind: 'createTask',
      title: 'يفحص زيت الكامري',
      assignee: 'أنور',
      date: '2026-11-16',
      vehicle: 'Camry',
    },
    "a statement that acts; a new task, not the Camry wash (also Anwar's, also Monday) or the Patrol's oil change",
  ),
  ar(
    'أنشئ مهمة صيانة مكابح اليارس بأولوية متوسطة يوم ٢٠ نوفمبر',
    {
      kind: 'createTask',
      title: 'صيانة مكابح اليارس',
      date: '2026-11-20',
      priority: 'medium',
      vehicle: 'Yaris',
    },
    'MSA',
  ),
  ar(
    'ضيف مهمه لجريس: كوي ملابس المدرسه الليلة الساعة ١٠',
    {
      kind: 'createTask',
      title: 'كوي ملابس المدرسه',
      assignee: 'Grace',
      date: '2026-11-14',
      time: '22:00',
    },
    'جريس = Grace; ه for ة; 10 with «الليلة» = 22:00',
  ),
  ar(
    'ضيف مهمة شراء هدية لعيد ميلاد جدتي لريم يوم الخميس',
    {
      kind: 'createTask',
      title: 'شراء هدية لعيد ميلاد جدتي',
      assignee: 'ريم',
      date: '2026-11-19',
    },
    "a new present; Reem's present for Tala (also Thursday) must not change",
  ),
  ar(
    'ضيف مهمة اتصل بالكهربائي، فيصل، بعد ٣ أيام',
    { kind: 'createTask', title: 'اتصل بالكهربائي', assignee: 'Faisal', date: '2026-11-17' },
    'in 3 days = 17 Nov; a new call, not the AC technician or the plumber',
  ),
  ar(
    'مهمة لأنور: توصيل هدى للسوق يوم الخميس الساعة ٤ العصر',
    {
      kind: 'createTask',
      title: 'توصيل هدى للسوق',
      assignee: 'أنور',
      date: '2026-11-19',
      time: '16:00',
    },
    'Huda is the passenger, part of the title (like «توصيل ريم للنادي»); not either stored drop-off',
  ),
  ar(
    'سجل مهمة دفع فاتورة الانترنت على فيصل يوم 1 ديسمبر',
    {
      kind: 'createTask',
      title: 'دفع فاتورة الانترنت',
      assignee: 'Faisal',
      date: '2026-12-01',
    },
    'ASCII digit; a new bill, not the water or electricity bill',
  ),

  // ───────────── out of scope (Arabic), batch 9 ─────────────
  ar(
    'حوّل ٥٠٠ ريال لغريس',
    { kind: 'refuse' },
    'a money transfer, not a hand-over; no task may change',
  ),
  ar('احجز تذكرتين طيران لأبها الأربعاء', { kind: 'refuse' }, 'a flight booking'),
  ar('وش الطقس بكره في الرياض؟', { kind: 'refuse' }, 'weather'),
  ar(
    'اطلب لي مويه من نوفا',
    { kind: 'refuse' },
    'placing an order with a vendor; Order drinking water must stay pending',
  ),
  ar('احكيلي نكتة عن القطط', { kind: 'refuse' }, 'a joke; the cat task must not change'),

  // ───────────── ask: missing slot (Arabic), batch 9 ─────────────
  ar('حط مهمة لزياد يوم الخميس', { kind: 'ask', reason: 'missingSlot' }, 'what?'),
  ar('ذكرني بكرة الساعة ٨', { kind: 'ask', reason: 'missingSlot' }, 'of what?'),
  ar(
    'أجّل دفع فاتورة الماء',
    { kind: 'ask', reason: 'missingSlot' },
    'to when? the bill must not move',
  ),
  ar('عندنا موعد يوم الأحد', { kind: 'ask', reason: 'missingSlot' }, 'what appointment?'),
  ar(
    'خلي أحد ثاني يسقي النخل',
    { kind: 'ask', reason: 'missingSlot' },
    "a hand-over to whom? the palms must stay Grace's",
  ),

  // ───────────── batch 10 (2026-11-29): 200 commands, all to the dev half, written without seeing the grammar ─────────────

  // ───────────── create an event (English), batch 10 ─────────────
  en(
    "we've got parents evening at Ziad's school wed 6:30pm",
    {
      kind: 'createEvent',
      title: 'parents evening',
      location: "Ziad's school",
      date: '2026-11-18',
      time: '18:30',
    },
    "a statement that acts; an evening at Ziad's school, not the stored Parent-teacher meeting (Tuesday noon), which must not move",
  ),
  en(
    "there's a bbq at Sami's place friday night, we're all going",
    { kind: 'createEvent', title: 'bbq', location: "Sami's place", date: '2026-11-20' },
    '"night" without a clock time, so the time is not checked; "we" names no member',
  ),
  en(
    "we're invited to Nasser's wedding on the 26th at 9pm",
    { kind: 'createEvent', title: "Nasser's wedding", date: '2026-11-26', time: '21:00' },
    'an invitation; Nasser is not a member',
  ),
  en(
    "got an invite to Mona's henna night thurs 8pm, pls add",
    { kind: 'createEvent', title: "Mona's henna night", date: '2026-11-19', time: '20:00' },
    'an invitation, terse; Mona is not a member',
  ),
  en(
    'Faisal has a work dinner at the Ritz on monday at 8:30pm',
    {
      kind: 'createEvent',
      title: 'work dinner',
      location: 'the Ritz',
      date: '2026-11-16',
      time: '20:30',
      attendees: ['Faisal'],
    },
    "Faisal's own dinner at another place; Dinner at Abu Khalid's must not move",
  ),
  en(
    'another swimming lesson for Ziad on wednesday at 5pm',
    {
      kind: 'createEvent',
      title: 'swimming lesson',
      date: '2026-11-18',
      time: '17:00',
      attendees: ['Ziad'],
    },
    '"another": a second lesson («حصة السباحة لزياد», Sunday 17:00, must not move)',
  ),
  en(
    'Reem has an eye test at the mall optician on sunday at 7pm',
    {
      kind: 'createEvent',
      title: 'eye test',
      location: 'the mall optician',
      date: '2026-11-15',
      time: '19:00',
      attendees: ['ريم'],
    },
    "Reem's own test; Faisal's Eye doctor appointment must not move",
  ),
  en(
    'Grace has a dentist appointment at the polyclinic tuesday 7pm',
    {
      kind: 'createEvent',
      title: 'dentist appointment',
      location: 'the polyclinic',
      date: '2026-11-17',
      time: '19:00',
      attendees: ['Grace'],
    },
    "Grace's own appointment; the stored Dentist appointment (Tala and Huda's) must not move",
  ),
  en(
    "open house at the neighbours' on the 28th 4-7pm",
    {
      kind: 'createEvent',
      title: 'open house',
      location: "the neighbours'",
      date: '2026-11-28',
      time: '16:00',
      endTime: '19:00',
    },
    'terse; "at <place>" is the location',
  ),
  en(
    "ok so um there's this engagement dinner at my brother's on the 1st at like 7 in the evening can you put that in",
    {
      kind: 'createEvent',
      title: 'engagement dinner',
      location: "my brother's",
      date: '2026-12-01',
      time: '19:00',
    },
    "voice-like run-on; the 1st = 1 Dec; not Dinner at Abu Khalid's",
  ),
  en(
    "Ziad's invited to a birthday party at Omar's on saturday 4 to 6pm",
    {
      kind: 'createEvent',
      title: 'birthday party',
      location: "Omar's",
      date: '2026-11-21',
      time: '16:00',
      endTime: '18:00',
      attendees: ['Ziad'],
    },
    'an invitation for Ziad; Omar is not a member; today is Saturday, so Saturday = next week',
  ),
  en(
    'tala has a playdate with Lulu tmrw 4:30pm',
    {
      kind: 'createEvent',
      title: 'playdate with Lulu',
      date: '2026-11-15',
      time: '16:30',
      attendees: ['تالا'],
    },
    'Lulu is not a member, so she stays in the title',
  ),
  en(
    'Huda and Faisal are going to the Dosari wedding on 10 Rajab at 9pm',
    {
      kind: 'createEvent',
      title: 'Dosari wedding',
      date: '2026-12-19',
      time: '21:00',
      attendees: ['هدى', 'Faisal'],
    },
    '10 Rajab 1448 = 19 Dec; two going',
  ),
  en(
    "Reem's graduation photo shoot is on the 4th of december at 3pm",
    {
      kind: 'createEvent',
      title: "Reem's graduation photo shoot",
      date: '2026-12-04',
      time: '15:00',
    },
    "a statement that acts; Reem's is a possessive inside the title",
  ),
  en(
    "we're at Abu Khalid's for dinner again on the 26th, 8pm",
    {
      kind: 'createEvent',
      title: 'dinner',
      location: "Abu Khalid's",
      date: '2026-11-26',
      time: '20:00',
    },
    '"again": a second dinner on another day; tonight\'s Dinner at Abu Khalid\'s must not move',
  ),
  en(
    'Ziad has a football tournament at the King Fahd stadium on the 29th from 3 to 7pm',
    {
      kind: 'createEvent',
      title: 'football tournament',
      location: 'the King Fahd stadium',
      date: '2026-11-29',
      time: '15:00',
      endTime: '19:00',
      attendees: ['Ziad'],
    },
    "a new event; Ziad's football match (19 Nov) must not move",
  ),
  en(
    "there's a charity run at the Diplomatic Quarter on saturday at 7am",
    {
      kind: 'createEvent',
      title: 'charity run',
      location: 'the Diplomatic Quarter',
      date: '2026-11-21',
      time: '07:00',
    },
    'today is Saturday, so Saturday = next week',
  ),
  en(
    'yoga class for huda thurs 6pm',
    {
      kind: 'createEvent',
      title: 'yoga class',
      date: '2026-11-19',
      time: '18:00',
      attendees: ['هدى'],
    },
    'terse; a class at a clock time is an event, Huda its attendee',
  ),
  en(
    'theres a family lunch at grandmas on fridy at 1pm',
    {
      kind: 'createEvent',
      title: 'family lunch',
      location: 'grandmas',
      date: '2026-11-20',
      time: '13:00',
    },
    'typos (theres, grandmas, fridy)',
  ),

  // ───────────── event statements: move (English), batch 10 ─────────────
  en(
    'the appointment on monday is now at 5',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-16', time: '17:00' },
    "the only appointment on Monday; an afternoon item (16:00), so 5 pm; Monday's tasks are not appointments",
  ),
  en(
    "heads up, Ziad's football match has been rescheduled to saturday at 4",
    { kind: 'move', event: "Ziad's football match", date: '2026-11-21', time: '16:00' },
    'Saturday = next Saturday; an afternoon item (17:00), so 4 pm',
  ),
  en(
    "Tala's school celebration has been put back to the 3rd",
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-12-03' },
    'the 3rd = 3 Dec; celebration = party; the time (09:00) stays; stored in Arabic',
  ),
  en(
    "uncle Saad's thing is thursday now, same time",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-19' },
    "the time (16:00) stays; not aunt Munira's visit",
  ),

  // ───────────── event statements: unclear or not found (English), batch 10 ─────────────
  en(
    'parent teacher meeting thursday 1pm',
    { kind: 'ask', reason: 'which', candidates: ['Parent-teacher meeting'] },
    'genuinely unclear: the stored meeting (Tuesday noon) moved to Thursday, or another meeting? Ask; nothing may change',
  ),
  en(
    'swimming lesson monday 5pm',
    { kind: 'ask', reason: 'which', candidates: ['حصة السباحة لزياد'] },
    "genuinely unclear: Ziad's lesson (Sunday 17:00) moved to Monday, or another lesson (for whom)? Ask; nothing may change",
  ),
  en(
    "reem's piano recital got pushed to the 30th",
    { kind: 'ask', reason: 'notFound' },
    'no recital is stored; nothing may move or be added',
  ),

  // ───────────── questions (English), batch 10 ─────────────
  en(
    'thursday afternoon - what have we got',
    {
      kind: 'answer',
      mentions: ["Ziad's football match"],
      not: ['Eye doctor appointment', 'زيارة عمي سعد'],
    },
    "19 Nov afternoon: the 17:00 match; that day's tasks without a time are not checked",
  ),
  en(
    "so what's friday looking like?",
    {
      kind: 'answer',
      mentions: ['زيارة عمي سعد'],
      not: ["Ziad's football match", 'Buy a birthday present for Tala'],
    },
    '20 Nov (the AC filter maintenance is not checked); the Thursday items are not on it',
  ),
  en(
    "what've we got tomorrow after 6pm?",
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة'],
      not: ['توصيل تالا للروضة', 'Pick up the kids from school', 'توصيل ريم للنادي'],
    },
    'the 19:30 visit of 15 Nov; the 06:45, 13:30 and 17:00 items start before 6 (the 17:00-18:00 lesson is not checked)',
  ),
  en(
    "who's seeing the eye doctor on wednesday?",
    { kind: 'answer', mentions: ['Faisal'] },
    'the attendee',
  ),
  en("who's meant to pay the water bill?", { kind: 'answer', mentions: ['هدى'] }, 'alias Huda'),
  en(
    'how many jobs has Anwar got on monday?',
    {
      kind: 'answer',
      mentions: ['غسيل الكامري'],
      not: ['Pick up the kids from school', 'توصيل ريم للنادي', 'توصيل تالا للروضة'],
    },
    "a count; Anwar's one task of 16 Nov; his others are on the 15th",
  ),
  en(
    'what does Tala have coming up?',
    {
      kind: 'answer',
      mentions: ['Dentist appointment', 'زيارة خالتي منيرة', 'حفل المدرسة لتالا'],
      not: ["Ziad's football match", 'Eye doctor appointment'],
    },
    'Tala has no tasks; the events she attends',
  ),
  en(
    'whats the camry need',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري'],
      not: ['Oil change for the Patrol', 'تجديد استمارة اليارس'],
    },
    "terse; the Camry's two tasks",
  ),
  en(
    "what's pending on the yaris and the patrol?",
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس', 'Oil change for the Patrol'],
      not: ['Renew the Camry insurance', 'غسيل الكامري'],
    },
    "two cars' tasks; the Camry's are not asked about",
  ),
  en(
    'what papers expire before the 28th?',
    {
      kind: 'answer',
      mentions: ['إقامة غريس', 'استمارة اليارس'],
      not: ["Huda's passport", 'Camry insurance', 'Patrol registration'],
    },
    'documents expiring 14-27 Nov; the passport (29th) and the Camry insurance (30th) are after',
  ),
  en(
    "is Anwar's licence expiring soon?",
    { kind: 'answer', mentions: ['رخصة قيادة أنور'] },
    'a yes/no question (5 Jan 2027); stored in Arabic',
  ),
  en(
    'any house maintenance before the end of the year?',
    {
      kind: 'answer',
      mentions: ['رش المبيدات', 'صيانة المسبح', 'AC filter cleaning', 'Water heater inspection'],
      not: ['فحص طفايات الحريق'],
    },
    'maintenance due by 31 Dec 2026; the extinguishers are in January',
  ),
  en(
    'is the dentist still monday at 4?',
    { kind: 'answer', mentions: ['Dentist appointment'] },
    'a check: it is; nothing may move',
  ),
  en(
    'did Grace water the palms already?',
    { kind: 'answer', mentions: ['سقي النخل'] },
    'a yes/no question: nothing may be completed',
  ),
  en(
    "who's doing the pharmacy run today?",
    { kind: 'answer', mentions: ['ريم'] },
    'the medicine task, stored in Arabic; alias Reem',
  ),
  en(
    "anything on Huda's list for wednesday?",
    {
      kind: 'answer',
      mentions: ['تجهيز شنطة الرحلة لزياد'],
      not: ['Eye doctor appointment'],
    },
    "Huda's task of 18 Nov; the eye doctor that day is Faisal's",
  ),
  en(
    'which tasks are due after the 20th?',
    {
      kind: 'answer',
      mentions: [
        'Oil change for the Patrol',
        'Renew the Camry insurance',
        'تجديد استمارة اليارس',
        'تنظيف خزان الماء',
      ],
      not: ['دفع فاتورة الكهرباء', 'Buy a birthday present for Tala'],
    },
    'one-off tasks due from 21 Nov (the recurring ones are not checked); the 19th is before',
  ),
  en(
    'how many high priority things are there for faisal?',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'دفع فاتورة الكهرباء'],
      not: ['Call the AC technician', 'تنظيف خزان الماء'],
    },
    "a count; Faisal's two high-priority tasks; his medium ones are not",
  ),

  // ───────────── reassign (English), batch 10 ─────────────
  en(
    'Grace can take over the library books',
    { kind: 'reassign', task: 'Return the library books', assignee: 'Grace' },
    'Ziad had it',
  ),
  en(
    'let the driver do the bread run today',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'أنور' },
    'the driver = Anwar; unassigned before; stored in Arabic',
  ),
  en(
    "Faisal's on bins duty tonight",
    { kind: 'reassign', task: 'Put the bins out', assignee: 'Faisal' },
    'Ziad had it',
  ),
  en(
    'can Reem take care of the tank?',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'ريم' },
    'a request, not a thing said done; the only tank task',
  ),
  en(
    'give the present shopping to grace',
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'Grace' },
    'the only present task',
  ),
  en(
    'hand the Yaris renewal to dad',
    { kind: 'reassign', task: 'تجديد استمارة اليارس', assignee: 'Faisal' },
    'dad = Faisal; the task, not the document',
  ),
  en(
    "Anwar's gonna do the water bill",
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'أنور' },
    'a future hand-over; not the electricity bill, the tank or the drinking water',
  ),
  en(
    'Ziad should call the AC guy instead of dad',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'Ziad' },
    'dad = Faisal, who had it; not the plumber call',
  ),
  en(
    "so ummm huda's got a thing at 6 so can anwar get ziad from practice today",
    { kind: 'reassign', task: 'Pick up Ziad from football practice', assignee: 'أنور' },
    'voice-like run-on; "a thing at 6" is the reason, nothing is added',
  ),
  en(
    "Hudaa's doing the palm trees tomorrow",
    { kind: 'reassign', task: 'سقي النخل', assignee: 'هدى' },
    'misspelt Huda; tomorrow is the stored date',
  ),

  // ───────────── hand-over asks (English), batch 10 ─────────────
  en(
    'Ziad can pay the bill this time',
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'two bills',
  ),
  en(
    'Fahad will take the bins out tonight',
    { kind: 'ask', reason: 'notFound' },
    "no member Fahad; the bins must stay Ziad's",
  ),

  // ───────────── complete (English), batch 10 ─────────────
  en('wheelie bins are on the kerb', { kind: 'complete', task: 'Put the bins out' }),
  en(
    'talked to the plumber 👍',
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call',
  ),
  en(
    'sorted the electricity payment on the bank app',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'a payment already made, not one to make; not the water bill',
  ),
  en(
    "Reem's back with the meds",
    { kind: 'complete', task: 'جلب الدواء من الصيدلية' },
    'stored in Arabic',
  ),
  en(
    'Anwar got Tala to kindergarten on time',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "stored in Arabic; not Reem's club drop-off",
  ),
  en(
    'club drop-off for Reem ✔',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "terse; not Tala's drop-off",
  ),
  en(
    'majlis carpets are vacuumed, looks great',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'the only vacuuming task',
  ),
  en(
    'the palms have had their water',
    { kind: 'complete', task: 'سقي النخل' },
    'stored in Arabic; not the water bill, the tank or the drinking water',
  ),
  en(
    'yaaa so the kids are back home, anwar brought them from school like 10 mins ago',
    { kind: 'complete', task: 'Pick up the kids from school' },
    'voice-like; not the football pick-up',
  ),
  en(
    'new Camry policy is active from today',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'a renewed policy: the task is done; the Camry insurance document does not change; not the Camry wash',
  ),

  // ───────────── must not complete (English), batch 10 ─────────────
  en(
    'has anyone taken the library books back?',
    { kind: 'answer', mentions: ['Return the library books'] },
    'a question: nothing may be completed',
  ),
  en(
    'cleaned out the garage today',
    { kind: 'ask', reason: 'notFound' },
    'no garage task; the tank cleaning must not complete',
  ),

  // ───────────── move (English), batch 10 ─────────────
  en(
    'the tank can be cleaned on the 30th instead',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-11-30' },
    'not the water bill or drinking water',
  ),
  en(
    "Tala's present can wait till friday",
    { kind: 'move', task: 'Buy a birthday present for Tala', date: '2026-11-20' },
    'a later day said as a fact',
  ),
  en(
    'the trip bag has to be ready by monday now, the trip got moved up',
    { kind: 'move', task: 'تجهيز شنطة الرحلة لزياد', date: '2026-11-16' },
    'two days before the stored 18 Nov; stored in Arabic',
  ),
  en(
    'reschedule the eye doctor for next saturday 11am',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-21', time: '11:00' },
    'next Saturday = 21 Nov',
  ),
  en(
    "make aunt munira's visit 8:15",
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '20:15' },
    'an evening item (19:30), so 8:15 pm; the date stays',
  ),
  en(
    'kindergarten drop-off tomorrow is 7:15',
    { kind: 'move', task: 'توصيل تالا للروضة', date: '2026-11-15', time: '07:15' },
    "a morning item (06:45), so 7:15 am; not Reem's club drop-off",
  ),
  en(
    'the AC tech call is happening monday',
    { kind: 'move', task: 'Call the AC technician', date: '2026-11-16' },
    'an undated task gets a day; not the plumber call',
  ),
  en(
    'pls move teh oil chnage to the 24th',
    { kind: 'move', task: 'Oil change for the Patrol', date: '2026-11-24' },
    'typos; the only oil change',
  ),

  // ───────────── create a task (English), batch 10 ─────────────
  en(
    "Anwar needs to top up the Patrol's coolant on tuesday",
    {
      kind: 'createTask',
      title: "top up the Patrol's coolant",
      assignee: 'أنور',
      date: '2026-11-17',
      vehicle: 'Patrol',
    },
    'a statement that acts; not the Patrol oil change',
  ),
  en(
    "Huda should book Tala's vaccination, high priority, monday",
    {
      kind: 'createTask',
      title: "book Tala's vaccination",
      assignee: 'هدى',
      date: '2026-11-16',
      priority: 'high',
    },
    "Tala's is a possessive; Huda is the assignee",
  ),
  en('task for Reem: print her research paper thursday', {
    kind: 'createTask',
    title: 'print her research paper',
    assignee: 'ريم',
    date: '2026-11-19',
  }),
  en(
    "get the Camry's brake pads checked on the 23rd, high priority",
    {
      kind: 'createTask',
      title: "get the Camry's brake pads checked",
      date: '2026-11-23',
      priority: 'high',
      vehicle: 'Camry',
    },
    'nobody named, so no assignee; not either Camry task',
  ),
  en(
    'low priority - Ziad to clean his bike',
    { kind: 'createTask', title: 'clean his bike', assignee: 'Ziad', priority: 'low' },
    'no day',
  ),
  en('Grace needs to deep clean the oven on friday', {
    kind: 'createTask',
    title: 'deep clean the oven',
    assignee: 'Grace',
    date: '2026-11-20',
  }),
  en(
    'remind Anwar to check the Yaris tyre pressure tmrw at 8am',
    {
      kind: 'createTask',
      title: 'check the Yaris tyre pressure',
      assignee: 'أنور',
      date: '2026-11-15',
      time: '08:00',
      vehicle: 'Yaris',
    },
    'not the Yaris registration renewal',
  ),
  en(
    "pls add a task for faisal to book the family's flu shots on the 2nd, medium priority",
    {
      kind: 'createTask',
      title: "book the family's flu shots",
      assignee: 'Faisal',
      date: '2026-12-02',
      priority: 'medium',
    },
    'the 2nd = 2 Dec; a booking to make is a task, not a refused booking',
  ),
  en(
    'new task: buy Tala a new school bag, Huda, saturday',
    {
      kind: 'createTask',
      title: 'buy Tala a new school bag',
      assignee: 'هدى',
      date: '2026-11-21',
    },
    'Tala is who the bag is for; Huda is the assignee; Saturday = next week',
  ),
  en('Ziad has to hand in his geography poster on tuesday', {
    kind: 'createTask',
    title: 'hand in his geography poster',
    assignee: 'Ziad',
    date: '2026-11-17',
  }),
  en(
    'so um can you make a task for Grace to wash the car seats in the Yaris on sunday please',
    {
      kind: 'createTask',
      title: 'wash the car seats in the Yaris',
      assignee: 'Grace',
      date: '2026-11-15',
      vehicle: 'Yaris',
    },
    'voice-like; not the Camry wash',
  ),
  en(
    "Faisal - sort out Grace's iqama renewal - by the 19th, urgent",
    {
      kind: 'createTask',
      title: "sort out Grace's iqama renewal",
      assignee: 'Faisal',
      date: '2026-11-19',
      priority: 'high',
    },
    "Grace's is a possessive; Faisal is the assignee; the إقامة غريس document does not change",
  ),
  en(
    'add a task: fill up the Camry with petrol tonight, Anwar',
    {
      kind: 'createTask',
      title: 'fill up the Camry with petrol',
      assignee: 'أنور',
      date: '2026-11-14',
      vehicle: 'Camry',
    },
    '"tonight" without a clock time; not the Camry wash or insurance',
  ),
  en(
    'Huda must pick up the wedding dress from the tailor on thursday at 5pm',
    {
      kind: 'createTask',
      title: 'pick up the wedding dress from the tailor',
      assignee: 'هدى',
      date: '2026-11-19',
      time: '17:00',
    },
    'a new task, not either pick-up',
  ),
  en(
    "medium priority for Anwar: fix the Patrol's rear light on wednesday",
    {
      kind: 'createTask',
      title: "fix the Patrol's rear light",
      assignee: 'أنور',
      date: '2026-11-18',
      priority: 'medium',
      vehicle: 'Patrol',
    },
    'not the Patrol oil change',
  ),
  en(
    'rmind ziad to practise for his quran test on thrusday',
    {
      kind: 'createTask',
      title: 'practise for his quran test',
      assignee: 'Ziad',
      date: '2026-11-19',
    },
    'typos (rmind, thrusday)',
  ),
  en(
    'faisal, low priority, call the bank about the car loan, monday',
    {
      kind: 'createTask',
      title: 'call the bank about the car loan',
      assignee: 'Faisal',
      date: '2026-11-16',
      priority: 'low',
    },
    'a call to the bank is a task, not a refused bank operation',
  ),
  en(
    "Reem's gotta return the dress to the shop by tuesday",
    {
      kind: 'createTask',
      title: 'return the dress to the shop',
      assignee: 'ريم',
      date: '2026-11-17',
    },
    'slang; a new return, not the library books',
  ),
  en(
    'add: buy a gift for uncle Saad, Huda, by friday',
    { kind: 'createTask', title: 'buy a gift for uncle Saad', assignee: 'هدى', date: '2026-11-20' },
    "uncle Saad is not a member, so «for uncle Saad» stays; not Tala's present or the visit",
  ),
  en(
    "Grace should iron Faisal's thobes tomorrow night at 10",
    {
      kind: 'createTask',
      title: "iron Faisal's thobes",
      assignee: 'Grace',
      date: '2026-11-15',
      time: '22:00',
    },
    "Faisal's is a possessive; 10 at night = 22:00",
  ),

  // ───────────── out of scope, missing slot, add a member (English), batch 10 ─────────────
  en(
    'send Grace her salary to her bank account',
    { kind: 'refuse' },
    'a money transfer; no task may change',
  ),
  en('play some Quran recitation', { kind: 'refuse' }, 'audio playback'),
  en('schedule something for Reem on the 22nd', { kind: 'ask', reason: 'missingSlot' }, 'what?'),
  en(
    'our cousin Layla is staying with us, add her please',
    { kind: 'addMember', name: 'Layla' },
    'cousin is a kinship word',
  ),

  // ───────────── create an event (Arabic), batch 10 ─────────────
  ar(
    'عزمونا على ملكة أخت نوف يوم ٢٧ الساعة ٨ ونص بالليل',
    { kind: 'createEvent', title: 'ملكة أخت نوف', date: '2026-11-27', time: '20:30' },
    'Gulf; an invitation («عزمونا على» = they invited us to); نوف is not a member',
  ),
  ar(
    'في عنا سهرة عند بيت خالي الخميس الساعة ٩ المسا',
    { kind: 'createEvent', title: 'سهرة عند بيت خالي', date: '2026-11-19', time: '21:00' },
    'Levantine; «عند» is not «في», so the place stays in the title',
  ),
  ar(
    'عندنا عيد ميلاد بنت أخت هدى يوم السبت الجاي الساعة ٦ المسا',
    { kind: 'createEvent', title: 'عيد ميلاد بنت أخت هدى', date: '2026-11-21', time: '18:00' },
    "أخت هدى is a possessive inside the title (attendees not checked); not Tala's present",
  ),
  ar(
    'زيارة ثانية لخالتي منيرة يوم السبت الجاي الساعة ٧ المسا',
    { kind: 'createEvent', title: 'زيارة لخالتي منيرة', date: '2026-11-21', time: '19:00' },
    '«ثانية» = another, not part of the title: a second visit; the stored visit (Sunday 19:30) must not move',
  ),
  ar(
    'هدى عندها عشا مع صاحباتها في كافيه بيت الشاي يوم الأربعاء الساعة ٨ ونص بالليل',
    {
      kind: 'createEvent',
      title: 'عشا مع صاحباتها',
      location: 'كافيه بيت الشاي',
      date: '2026-11-18',
      time: '20:30',
      attendees: ['هدى'],
    },
    "Huda's own dinner; «في» gives the location; Dinner at Abu Khalid's must not move",
  ),
  ar(
    'لدينا حفل تكريم المتفوقين في قاعة المدرسة يوم الأربعاء ٢ ديسمبر من العاشرة حتى الثانية عشرة ظهرًا',
    {
      kind: 'createEvent',
      title: 'حفل تكريم المتفوقين',
      location: 'قاعة المدرسة',
      date: '2026-12-02',
      time: '10:00',
      endTime: '12:00',
    },
    "MSA; hours in words; an honours ceremony, not Tala's school party (24 Nov), which must not move",
  ),
  ar(
    'عقد قران بندر يوم 1 رجب الساعة 9 مساء',
    { kind: 'createEvent', title: 'عقد قران بندر', date: '2026-12-10', time: '21:00' },
    'ASCII digits; Hijri date (1 Rajab 1448 = 10 Dec); a bare statement',
  ),
  ar(
    'ريم عندها امتحان سواقة يوم التلات الساعة ٩ الصبح',
    {
      kind: 'createEvent',
      title: 'امتحان سواقة',
      date: '2026-11-17',
      time: '09:00',
      attendees: ['ريم'],
    },
    'Egyptian; التلات = Tuesday',
  ),
  ar(
    'ترا عندنا كشتة في مزرعة أبو فهد يوم الجمعة من ٢ العصر لين ٨ بالليل',
    {
      kind: 'createEvent',
      title: 'كشتة',
      location: 'مزرعة أبو فهد',
      date: '2026-11-20',
      time: '14:00',
      endTime: '20:00',
    },
    'Gulf ترا and لين; «في» gives the location',
  ),

  // ───────────── event statements: move (Arabic), batch 10 ─────────────
  ar(
    'موعد أسنان تالا انتقل للثلاثاء الساعة ٤ ونص',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-17', time: '16:30' },
    "Tala's dentist is the stored one; an afternoon item, so 4:30 pm; stored in English",
  ),
  ar(
    'اجتماع اولياء الامور تغير لبكره الساعه ١٢ الظهر',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-15', time: '12:00' },
    'no hamza, ه for ة; stored in English',
  ),
  ar(
    'أبو خالد أجّل العزيمة للخميس الساعة ٩ بالليل',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-19', time: '21:00' },
    'the host put the dinner back; stored in English',
  ),

  // ───────────── event statements: unclear (Arabic), batch 10 ─────────────
  ar(
    'موعد عيون يوم السبت الساعة ١٠ الصبح',
    { kind: 'ask', reason: 'which', candidates: ['Eye doctor appointment'] },
    "genuinely unclear: Faisal's eye appointment (Wednesday 10:30) moved to Saturday, or another one (for whom)? Ask; nothing may change",
  ),
  ar(
    'عشا عند أبو خالد بكرة الساعة ٩',
    { kind: 'ask', reason: 'which', candidates: ["Dinner at Abu Khalid's"] },
    "genuinely unclear: tonight's dinner moved to tomorrow at 9, or a second dinner? Ask; nothing may change",
  ),

  // ───────────── questions (Arabic), batch 10 ─────────────
  ar(
    'عندنا شي الأربعاء الصبح؟',
    {
      kind: 'answer',
      mentions: ['Eye doctor appointment'],
      not: ['Dentist appointment', 'Parent-teacher meeting'],
    },
    'Gulf; the 10:30 eye doctor on 18 Nov (the trip bag has no time and is not checked)',
  ),
  ar(
    'يوم 25 وش فيه؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance'],
      not: ['حفل المدرسة لتالا', 'تجديد استمارة اليارس'],
    },
    'ASCII digits; 25 Nov; the 24th and 26th are not it',
  ),
  ar(
    'ايش فيه الليلة؟',
    {
      kind: 'answer',
      mentions: ['Put the bins out', "Dinner at Abu Khalid's"],
      not: ['زيارة خالتي منيرة'],
    },
    "tonight: the 20:00 dinner and the 21:00 bins; tomorrow's visit is not tonight",
  ),
  ar('مين بيحضر مباراة زياد؟', { kind: 'answer', mentions: ['Ziad', 'Faisal'] }, 'the attendees'),
  ar(
    'مين يحضر اجتماع أولياء الأمور؟',
    { kind: 'answer', mentions: ['هدى'] },
    'the attendee; stored in English',
  ),
  ar('مين بيكنس المجلس اليوم؟', { kind: 'answer', mentions: ['Grace'] }, 'the majlis; alias غريس'),
  ar(
    'كتب المكتبة مين المفروض يرجعها؟',
    { kind: 'answer', mentions: ['Ziad'] },
    'the library books; stored in English; alias زياد',
  ),
  ar(
    'كم موعد عندنا بكرة؟',
    {
      kind: 'answer',
      mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
      not: ['Dentist appointment'],
    },
    'a count; the two events of 15 Nov',
  ),
  ar(
    'قديش شغلة عند أنور؟',
    {
      kind: 'answer',
      mentions: [
        'Pick up the kids from school',
        'توصيل ريم للنادي',
        'توصيل تالا للروضة',
        'غسيل الكامري',
      ],
      not: ['Vacuum the majlis', 'Call the plumber'],
    },
    "Levantine; a count; Anwar's four tasks",
  ),
  ar(
    'كم مهمة أولويتها عالية؟',
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
    'a count; the six high-priority tasks',
  ),
  ar(
    'تالا عليها مهام؟',
    {
      kind: 'answer',
      mentions: [],
      not: ['Buy a birthday present for Tala', 'توصيل تالا للروضة'],
    },
    "Tala (6) has no tasks; the present is Reem's and the drop-off Anwar's, only about her",
  ),
  ar(
    'وش على ريم اليوم؟',
    {
      kind: 'answer',
      mentions: ['Feed the cat', 'جلب الدواء من الصيدلية'],
      not: ['Buy a birthday present for Tala'],
    },
    "Reem's tasks of 14 Nov; the present is due on the 19th",
  ),
  ar(
    'مواعيد فيصل الجاية وش هي؟',
    {
      kind: 'answer',
      mentions: ['Eye doctor appointment', "Ziad's football match", 'زيارة عمي سعد'],
      not: ['Dentist appointment', 'Parent-teacher meeting'],
    },
    'the events Faisal attends',
  ),
  ar(
    'الكامري واليارس ايش لازم نسوي لهم؟',
    {
      kind: 'answer',
      mentions: ['Renew the Camry insurance', 'غسيل الكامري', 'تجديد استمارة اليارس'],
      not: ['Oil change for the Patrol'],
    },
    "two cars' tasks; the Patrol's is not asked about",
  ),
  ar(
    'السيارات وش عليها مهام؟',
    {
      kind: 'answer',
      mentions: [
        'Renew the Camry insurance',
        'Oil change for the Patrol',
        'غسيل الكامري',
        'تجديد استمارة اليارس',
      ],
      not: ['Call the plumber', 'Vacuum the majlis'],
    },
    "the three cars' tasks",
  ),
  ar(
    'إقامة الشغالة متى تنتهي؟',
    { kind: 'answer', mentions: ['إقامة غريس'] },
    'الشغالة = the housekeeper = Grace; the document',
  ),
  ar(
    'وش الوثائق اللي تنتهي خلال أسبوعين؟',
    {
      kind: 'answer',
      mentions: ['إقامة غريس', 'استمارة اليارس'],
      not: ['Camry insurance', 'Patrol registration', 'جواز فيصل'],
    },
    "14-28 Nov: the 22nd and the 27th; Huda's passport (29th) is at the edge and not checked",
  ),
  ar(
    'في صيانة للبيت هالشهر؟',
    {
      kind: 'answer',
      mentions: ['رش المبيدات', 'صيانة المسبح', 'AC filter cleaning'],
      not: ['Water heater inspection', 'فحص طفايات الحريق'],
    },
    'house maintenance of November',
  ),
  ar(
    'هل ريم اشترت هدية تالا؟',
    { kind: 'answer', mentions: ['Buy a birthday present for Tala'] },
    'a yes/no question: nothing may be completed',
  ),
  ar(
    'زيارة خالتي منيرة بكرة صح؟',
    { kind: 'answer', mentions: ['زيارة خالتي منيرة'] },
    'a check with «صح»: nothing may move or be added',
  ),
  ar(
    'هو أنور هيغسل الكامري يوم الاتنين؟',
    { kind: 'answer', mentions: ['غسيل الكامري'] },
    'Egyptian; a yes/no question about the stored task as it is: nothing may change',
  ),
  ar(
    'الاتنين بعد الضهر شو في؟',
    {
      kind: 'answer',
      mentions: ['Dentist appointment'],
      not: ['Eye doctor appointment', 'Parent-teacher meeting'],
    },
    "Levantine; Monday afternoon: the 16:00 dentist; Monday's tasks without a time are not checked",
  ),

  // ───────────── reassign (Arabic), batch 10 ─────────────
  ar(
    'السباك خله على ريم',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'ريم' },
    'unassigned before; stored in English; not the AC technician call',
  ),
  ar(
    'هدى بتشفط المجلس اليوم',
    { kind: 'reassign', task: 'Vacuum the majlis', assignee: 'هدى' },
    "شفط = vacuum; a future hand-over (Grace's before); stored in English",
  ),
  ar(
    'خلي بابا يشتري هدية تالا',
    { kind: 'reassign', task: 'Buy a birthday present for Tala', assignee: 'Faisal' },
    'بابا = the father, Faisal; stored in English',
  ),
  ar(
    'ماما بتودي ريم النادي بكرة',
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'هدى' },
    "ماما = Huda; not Tala's drop-off",
  ),
  ar(
    'حولوا تغيير زيت الباترول على السواق',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'أنور' },
    '«حوّل … على X» hands the task over; السواق = the driver = Anwar; stored in English',
  ),
  ar(
    'تجهيز شنطة زياد خلوه على زياد نفسه',
    { kind: 'reassign', task: 'تجهيز شنطة الرحلة لزياد', assignee: 'Ziad' },
    'Huda had it; Ziad packs his own bag',
  ),
  ar(
    'اليوم زياد هو اللي بيأكل القطوة بدال ريم',
    { kind: 'reassign', task: 'Feed the cat', assignee: 'Ziad' },
    'Gulf; stored in English',
  ),
  ar(
    'هدى بتمر المدرسة بكرة تاخذ العيال بدال السواق',
    { kind: 'reassign', task: 'Pick up the kids from school', assignee: 'هدى' },
    'a future hand-over (السواق = Anwar had it); not the football pick-up',
  ),
  ar(
    'أنور يتكفل بتجديد تأمين الكامري',
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'أنور' },
    'the task, stored in English; not the Camry wash (already his)',
  ),
  ar(
    'خلي هدى تسدد الكهربا هالشهر',
    { kind: 'reassign', task: 'دفع فاتورة الكهرباء', assignee: 'هدى' },
    'a request, not a payment; not the water bill',
  ),
  ar(
    'هدى بتطلب مويا الشرب بدل جريس',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'هدى' },
    'جريس = Grace, who had it; not the water bill or tank',
  ),
  ar(
    'هدي بتجيب الدوا من الصيدليه بدال ريم',
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'هدى' },
    'phone spelling هدي for هدى, ه for ة; a future hand-over, not a completion',
  ),
  ar(
    'انقل مهمة ترتيب غرفة الألعاب من زياد إلى ريم',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'ريم' },
    'MSA; «انقل … من X إلى Y» names members, so a hand-over; the date must not change',
  ),
  ar(
    'أعطِ مهمة الاتصال بفني التكييف لأنور',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'أنور' },
    'MSA; stored in English; not the plumber call',
  ),
  ar(
    'سقي النخل بكرة على فيصل',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'Faisal' },
    'tomorrow is the stored date',
  ),
  ar(
    'ريم تطلع الزبالة الليلة، زياد عنده اختبار',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'ريم' },
    'the reason comes after; stored in English',
  ),

  // ───────────── hand-over asks (Arabic), batch 10 ─────────────
  ar(
    'خل غريس تسوي المكالمة',
    { kind: 'ask', reason: 'which', candidates: ['Call the AC technician', 'Call the plumber'] },
    'two calls',
  ),
  ar(
    'سلطان بيسقي النخل بكرة',
    { kind: 'ask', reason: 'notFound' },
    "no member Sultan; the palms must stay Grace's",
  ),

  // ───────────── complete (Arabic), batch 10 ─────────────
  ar(
    'العيش اتشرى خلاص',
    { kind: 'complete', task: 'شراء الخبز' },
    'Egyptian عيش = bread; a passive',
  ),
  ar(
    'وصّينا على مويه الشرب من المحل',
    { kind: 'complete', task: 'Order drinking water' },
    'Gulf وصّى على = ordered; stored in English; not the water bill or tank',
  ),
  ar(
    'دفعت فاتورة مويه البيت',
    { kind: 'complete', task: 'دفع فاتورة الماء' },
    'a past payment; not the electricity bill',
  ),
  ar('الخزان تنظف', { kind: 'complete', task: 'تنظيف خزان الماء' }, 'a passive; the only tank'),
  ar(
    'الكامري انغسلت عند المغسلة',
    { kind: 'complete', task: 'غسيل الكامري' },
    'a passive; not the Camry insurance',
  ),
  ar(
    'خلصنا من كتب المكتبة، رجعناها',
    { kind: 'complete', task: 'Return the library books' },
    'stored in English',
  ),
  ar(
    'الهدية حقت تالا خلاص شريناها',
    { kind: 'complete', task: 'Buy a birthday present for Tala' },
    'Gulf; stored in English',
  ),
  ar('رتبنا أغراض زياد في شنطة الرحلة', { kind: 'complete', task: 'تجهيز شنطة الرحلة لزياد' }),
  ar(
    'الألعاب كلها رجعت مكانها بالغرفة',
    { kind: 'complete', task: 'ترتيب غرفة الألعاب' },
    'the playroom tidied, in other words',
  ),
  ar(
    'زياد حط الزبالة قدام الباب',
    { kind: 'complete', task: 'Put the bins out' },
    'the rubbish put out by the door; stored in English',
  ),
  ar(
    'رجعنا زياد من ملعب الكورة',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'the pick-up done, in other words; stored in English; not the school pick-up',
  ),
  ar(
    'تالا بالروضة، أنور وداها',
    { kind: 'complete', task: 'توصيل تالا للروضة' },
    "Gulf وداها; not Reem's drop-off",
  ),
  ar(
    'فني التكييف رد على فيصل أخيرًا',
    { kind: 'complete', task: 'Call the AC technician' },
    'the call got through; stored in English; not the plumber',
  ),
  ar(
    'خلصت من موضوع الكهربا، دفعتها',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'a past payment; not the water bill',
  ),
  ar('ريم أطعمت القطة', { kind: 'complete', task: 'Feed the cat' }, 'MSA; stored in English'),

  // ───────────── must not complete (Arabic), batch 10 ─────────────
  ar(
    'جابوا الدوا ولا لسه؟',
    { kind: 'answer', mentions: ['جلب الدواء من الصيدلية'] },
    'a question: nothing may be completed',
  ),
  ar(
    'أنور ما غسل الكامري لين الحين',
    { kind: 'answer', mentions: ['غسيل الكامري'] },
    'a negation: nothing may be completed; the reply names the open task',
  ),
  ar('نظفت الفريزر', { kind: 'ask', reason: 'notFound' }, 'no freezer task; nothing may complete'),

  // ───────────── move (Arabic), batch 10 ─────────────
  ar(
    'الكهربا ندفعها يوم ٢٣ بدل الخميس',
    { kind: 'move', task: 'دفع فاتورة الكهرباء', date: '2026-11-23' },
    'not the water bill',
  ),
  ar(
    'أنور بيغسل الكامري يوم الأربعاء بدل الاثنين',
    { kind: 'move', task: 'غسيل الكامري', date: '2026-11-18' },
    'Anwar already has the wash, so only its day changes; not the Camry insurance',
  ),
  ar(
    'الخبز نشتريه بعد بكرة',
    { kind: 'move', task: 'شراء الخبز', date: '2026-11-16' },
    'a later day said as a plan; today → 16 Nov',
  ),
  ar(
    'تجديد استمارة اليارس تقدم ليوم ٢٠',
    { kind: 'move', task: 'تجديد استمارة اليارس', date: '2026-11-20' },
    'brought forward from the 26th; the task, not the document',
  ),
  ar(
    'النخل نسقيه الأربعاء بدل الأحد',
    { kind: 'move', task: 'سقي النخل', date: '2026-11-18' },
    'Gulf; the stored Sunday to Wednesday',
  ),
  ar(
    'ريم تمرينها بكرة بيتأخر، فخل أنور يوصلها النادي الساعة ٦',
    { kind: 'move', task: 'توصيل ريم للنادي', date: '2026-11-15', time: '18:00' },
    'Anwar already has the drop-off, so only its time changes; an afternoon item (17:00), so 6 pm',
  ),
  ar(
    'ترتيب غرفة الألعاب خلوه للثلاثاء',
    { kind: 'move', task: 'ترتيب غرفة الألعاب', date: '2026-11-17' },
    'the assignee (Ziad) stays',
  ),
  ar(
    'حصة السباحة تأجلت للأربعاء نفس الوقت',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-18' },
    'the time (17:00) stays',
  ),
  ar(
    'زيارة عمي سعد خلوها بعد بكرة الساعة ٧ المسا',
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-16', time: '19:00' },
    "brought forward from Friday; not aunt Munira's visit",
  ),
  ar(
    'ميعاد دكتور العيون اتنقل للحد الساعة 12 الضهر',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-15', time: '12:00' },
    'Egyptian; الحد = Sunday; ASCII digits; stored in English',
  ),
  ar(
    'مباراة زياد صارت بكير، الساعة ٣ العصر',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '15:00' },
    'Levantine بكير = earlier; the date stays; stored in English',
  ),
  ar(
    'تم تأجيل حفل المدرسة لتالا إلى يوم الأحد ٢٩ نوفمبر',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-29' },
    'MSA; the time (09:00) stays',
  ),
  ar(
    'جيبة العيال من المدرسة بكرة صارت الساعة ١٢',
    { kind: 'move', task: 'Pick up the kids from school', date: '2026-11-15', time: '12:00' },
    'Gulf جيبة = pick-up; a midday item (13:30), so 12 noon; not the football pick-up',
  ),
  ar(
    'أخر تنظيف خزان الماء لين ١ رجب',
    { kind: 'move', task: 'تنظيف خزان الماء', date: '2026-12-10' },
    'Gulf لين = until; 1 Rajab 1448 = 10 Dec',
  ),
  ar(
    'أخّر طلب مويا الشرب يومين',
    { kind: 'move', task: 'Order drinking water', date: '2026-11-17' },
    'two days after the stored 15 Nov; stored in English; not the water bill or tank',
  ),
  ar(
    'ترجيع كتب المكتبة خلوه بكرة بدل الثلاثاء',
    { kind: 'move', task: 'Return the library books', date: '2026-11-15' },
    'brought forward from 17 Nov; stored in English',
  ),
  ar(
    'دفع فاتورة المي صار آخر موعد له يوم ٢٠',
    { kind: 'move', task: 'دفع فاتورة الماء', date: '2026-11-20' },
    'Levantine المي; a new due day said as a fact; not the electricity bill',
  ),

  // ───────────── out of scope, missing slot, add a member (Arabic), batch 10 ─────────────
  ar(
    'حوّل راتب أنور لحسابه',
    { kind: 'refuse' },
    "a money transfer (his salary is not a task); none of Anwar's tasks may change",
  ),
  ar('اطلب لي كابتن للمطار', { kind: 'refuse' }, 'ride hailing'),
  ar('وش أخبار الأسهم اليوم؟', { kind: 'refuse' }, 'market news'),
  ar(
    'سدد رسوم الروضة حق تالا بالبطاقة',
    { kind: 'refuse' },
    "a payment; Tala's drop-off must not change",
  ),
  ar('سجل موعد لزياد يوم الخميس', { kind: 'ask', reason: 'missingSlot' }, 'what appointment?'),
  ar(
    'غيّر وقت اجتماع أولياء الأمور',
    { kind: 'ask', reason: 'missingSlot' },
    'to what time? the meeting must not move',
  ),
  ar(
    'أبي أغير المسؤول عن سقي النخل',
    { kind: 'ask', reason: 'missingSlot' },
    "to whom? the palms must stay Grace's",
  ),
  ar('ضيف ولد عمي ناصر للعيلة', { kind: 'addMember', name: 'ناصر' }, 'ولد عمي is a kinship word'),
  ar('أضيفي المربية الجديدة ماريا', { kind: 'addMember', name: 'ماريا' }, 'a new nanny'),
  ar('سجل بنتي الصغيرة ليان كطفلة بالعائلة', {
    kind: 'addMember',
    name: 'ليان',
    role: 'child',
  }),
  ar(
    'بدي ضيف ستي فاطمة عالعيلة',
    { kind: 'addMember', name: 'فاطمة' },
    'Levantine; ستي = grandma, a kinship word',
  ),

  // ───────────── batch 11 (2026-11-29): 200 commands, all to the dev half, written without seeing the grammar ─────────────

  // ───────────── questions (English), batch 11 ─────────────
  en(
    "run me through anwar's day tomorrow",
    {
      kind: 'answer',
      mentions: ['Pick up the kids from school', 'توصيل ريم للنادي', 'توصيل تالا للروضة'],
      not: ['غسيل الكامري'],
    },
    "a question said as a command; Anwar's three tasks of 15 Nov; the Camry wash is on the 16th",
  ),
  en(
    'show me wednesday',
    {
      kind: 'answer',
      mentions: ['تجهيز شنطة الرحلة لزياد', 'Eye doctor appointment'],
      not: ['Parent-teacher meeting', 'Buy a birthday present for Tala'],
    },
    '18 Nov: the task and the event; the Tuesday and Thursday items are not on it',
  ),
  en(
    "who's got to sort the bread today?",
    { kind: 'answer', mentions: ['شراء الخبز'] },
    'the bread task has no assignee; the reply names it and says nobody has it; nothing may be assigned',
  ),
  en(
    'how many things do we need to remember for the 19th',
    {
      kind: 'answer',
      mentions: ['Buy a birthday present for Tala', 'دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['Eye doctor appointment', 'زيارة عمي سعد'],
    },
    'a count; the two tasks and the match of 19 Nov',
  ),
  en(
    "give me ziad's chores",
    {
      kind: 'answer',
      mentions: ['Put the bins out', 'Return the library books', 'ترتيب غرفة الألعاب'],
      not: ['Feed the cat', 'تجهيز شنطة الرحلة لزياد'],
    },
    "Ziad's three tasks; the trip bag is about him but is Huda's",
  ),
  en(
    "which of Huda's jobs are high priority?",
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['دفع فاتورة الماء', 'Pick up Ziad from football practice', 'تجهيز شنطة الرحلة لزياد'],
    },
    "Huda's one high-priority task; her medium ones are not",
  ),
  en(
    'does the Patrol need anything doing?',
    {
      kind: 'answer',
      mentions: ['Oil change for the Patrol'],
      not: ['غسيل الكامري', 'تجديد استمارة اليارس'],
    },
    "the Patrol's one task",
  ),
  en(
    'which car stuff is due before the 22nd',
    {
      kind: 'answer',
      mentions: ['غسيل الكامري', 'Oil change for the Patrol'],
      not: ['Renew the Camry insurance', 'تجديد استمارة اليارس'],
    },
    "the cars' tasks due 14-21 Nov; the 25th and 26th are after",
  ),
  en(
    'what documents run out in the last week of november?',
    {
      kind: 'answer',
      mentions: ['استمارة اليارس', "Huda's passport", 'Camry insurance'],
      not: ['إقامة غريس', 'Patrol registration'],
    },
    "the 27th, 29th and 30th (either reading of the last week); Grace's iqama (22nd) is before",
  ),
  en(
    "Huda's passport - is it still valid for the umrah trip in december?",
    { kind: 'answer', mentions: ["Huda's passport"] },
    'a yes/no question (it expires on 29 Nov); nothing may be added for the trip',
  ),
  en(
    'which docs belong to the cars?',
    {
      kind: 'answer',
      mentions: ['Camry insurance', 'استمارة اليارس', 'Patrol registration'],
      not: ["Huda's passport", 'Fridge warranty'],
    },
    "the three cars' documents",
  ),
  en(
    'anything maintenance-wise on friday?',
    {
      kind: 'answer',
      mentions: ['AC filter cleaning'],
      not: ['صيانة المسبح', 'Water heater inspection'],
    },
    'the maintenance item of 20 Nov',
  ),
  en(
    'is the water heater check this month?',
    { kind: 'answer', mentions: ['Water heater inspection'] },
    'a yes/no question: no, it is on 5 Dec',
  ),
  en(
    'how many tasks has grace got tomorrow',
    {
      kind: 'answer',
      mentions: ['Order drinking water', 'سقي النخل'],
      not: ['Vacuum the majlis'],
    },
    "a count; Grace's two tasks of 15 Nov; the majlis is today",
  ),
  en(
    "is Ziad's match still on thursday at 5",
    { kind: 'answer', mentions: ["Ziad's football match"] },
    'a check: it is; nothing may move',
  ),
  en(
    "Grace is doing the water order tomorrow, isn't she?",
    { kind: 'answer', mentions: ['Order drinking water'] },
    'a tag question about the task as stored: nothing may change',
  ),
  en(
    'apart from huda, who else is going to see aunt munira?',
    { kind: 'answer', mentions: ['ريم', 'تالا'] },
    "the visit's other attendees; aliases Reem, Tala",
  ),
  en(
    'what time does Reem need dropping at the club',
    { kind: 'answer', mentions: ['توصيل ريم للنادي'] },
    'the 17:00 drop-off of 15 Nov; stored in Arabic',
  ),
  en(
    'need a rundown of the week ahead for Huda',
    {
      kind: 'answer',
      mentions: [
        'Pick up Ziad from football practice',
        'دفع فاتورة الماء',
        'تجهيز شنطة الرحلة لزياد',
        'زيارة خالتي منيرة',
        'Dentist appointment',
        'Parent-teacher meeting',
      ],
      not: ['تجديد استمارة اليارس', 'حفل المدرسة لتالا'],
    },
    "Huda's tasks and events of 14-20 Nov (nothing of hers falls on the 21st); the 24th and 26th are later",
  ),
  en(
    "what's the earliest thing on tomorrow",
    { kind: 'answer', mentions: ['توصيل تالا للروضة'] },
    'the 06:45 drop-off of 15 Nov',
  ),
  en(
    'r there any events for ziad coming up',
    {
      kind: 'answer',
      mentions: ["Ziad's football match", 'زيارة عمي سعد', 'حصة السباحة لزياد'],
      not: ['Dentist appointment', 'Eye doctor appointment'],
    },
    'the events Ziad attends',
  ),
  en(
    "when's Tala's school party and who's taking her",
    { kind: 'answer', mentions: ['حفل المدرسة لتالا', 'هدى'] },
    'the 24 Nov party and its other attendee (alias Huda)',
  ),

  // ───────────── questions (Arabic), batch 11 ─────────────
  ar(
    'وريني شغلات ريم',
    {
      kind: 'answer',
      mentions: ['Feed the cat', 'Buy a birthday present for Tala', 'جلب الدواء من الصيدلية'],
      not: ['Put the bins out', 'Vacuum the majlis'],
    },
    "a question said as a command; Reem's three tasks",
  ),
  ar(
    'قولي وش عند فيصل الخميس',
    {
      kind: 'answer',
      mentions: ['دفع فاتورة الكهرباء', "Ziad's football match"],
      not: ['Buy a birthday present for Tala', 'Eye doctor appointment'],
    },
    "Faisal's task and event of 19 Nov; the present that day is Reem's",
  ),
  ar(
    'بكرة من الساعة ٥ وطالع وش عندنا؟',
    {
      kind: 'answer',
      mentions: ['توصيل ريم للنادي', 'حصة السباحة لزياد', 'زيارة خالتي منيرة'],
      not: ['توصيل تالا للروضة', 'Pick up the kids from school'],
    },
    'Gulf; 15 Nov from 17:00: the 17:00 drop-off and lesson and the 19:30 visit; 06:45 and 13:30 are before',
  ),
  ar(
    'هدى كم موعد عندها؟',
    {
      kind: 'answer',
      mentions: [
        'Dentist appointment',
        'Parent-teacher meeting',
        'زيارة خالتي منيرة',
        'حفل المدرسة لتالا',
      ],
      not: ['Eye doctor appointment', "Ziad's football match"],
    },
    'a count; the four events Huda attends',
  ),
  ar(
    'مين هيودي تالا لدكتور السنان يوم الاتنين؟',
    { kind: 'answer', mentions: ['هدى'] },
    "Egyptian; the dentist's other attendee",
  ),
  ar(
    'عربية اليارس محتاجة إيه؟',
    {
      kind: 'answer',
      mentions: ['تجديد استمارة اليارس'],
      not: ['Renew the Camry insurance', 'Oil change for the Patrol'],
    },
    "Egyptian عربية = car; the Yaris's one task",
  ),
  ar(
    'أبي الوثايق اللي ينتهي تاريخها قبل ١٥ ديسمبر',
    {
      kind: 'answer',
      mentions: [
        "Huda's passport",
        'إقامة غريس',
        'Camry insurance',
        'استمارة اليارس',
        'Patrol registration',
      ],
      not: ['جواز فيصل', 'رخصة قيادة أنور', 'Fridge warranty'],
    },
    'before 15 Dec: the four of November and the Patrol registration (12 Dec); the 2027 ones are not',
  ),
  ar(
    'عند هدى أوراق بتخلص قريب؟',
    { kind: 'answer', mentions: ["Huda's passport"], not: ['جواز فيصل'] },
    "Huda's passport (29 Nov); Faisal's is in 2027",
  ),
  ar(
    'الشهر الجاي في صيانات للبيت؟',
    {
      kind: 'answer',
      mentions: ['Water heater inspection'],
      not: ['AC filter cleaning', 'فحص طفايات الحريق'],
    },
    'December: the water heater (5 Dec); the extinguishers are in January',
  ),
  ar(
    'الرش حق الحشرات اليوم ولا بكرة؟',
    { kind: 'answer', mentions: ['رش المبيدات'] },
    'Gulf; the pest spraying is today',
  ),
  ar(
    'مين عليه يتصل بالسباك؟',
    { kind: 'answer', mentions: ['Call the plumber'] },
    'the plumber call has no assignee; the reply says so; nothing may be assigned',
  ),
  ar(
    'زياد عنده سباحة بكرة الساعة كم؟',
    { kind: 'answer', mentions: ['حصة السباحة لزياد'] },
    'the 17:00 lesson',
  ),
  ar(
    'هل أحد رايح مع فيصل لدكتور العيون؟',
    { kind: 'answer', mentions: ['Faisal'], not: ['هدى'] },
    'a yes/no question: no, Faisal is its only attendee',
  ),
  ar(
    'ابغى اعرف ايش مطلوب من غريس هالأسبوع',
    {
      kind: 'answer',
      mentions: ['Vacuum the majlis', 'Order drinking water', 'سقي النخل'],
      not: ['Feed the cat'],
    },
    "no hamza; all Grace's tasks fall on 14-15 Nov, in this week by either reading",
  ),
  ar(
    'النهارده إيه اللي لسه ما خلصش؟',
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
      not: ['Order drinking water', 'سقي النخل'],
    },
    "Egyptian; today's open tasks (every task is pending); tomorrow's are not",
  ),
  ar(
    'يوم ١٧ شو في؟',
    {
      kind: 'answer',
      mentions: ['Return the library books', 'Parent-teacher meeting'],
      not: ['Dentist appointment', 'Eye doctor appointment'],
    },
    'Levantine; 17 Nov: the task and the event',
  ),
  ar(
    'وش المهام اللي تتكرر كل أسبوع؟',
    {
      kind: 'answer',
      mentions: [
        'Put the bins out',
        'Pick up the kids from school',
        'توصيل تالا للروضة',
        'سقي النخل',
      ],
      not: ['Feed the cat', 'Call the plumber'],
    },
    'the four weekly tasks; the cat is daily',
  ),
  ar(
    'أنور وراه شي يوم الاثنين؟',
    {
      kind: 'answer',
      mentions: ['غسيل الكامري'],
      not: ['Pick up the kids from school', 'توصيل ريم للنادي'],
    },
    "Anwar's one task of 16 Nov",
  ),
  ar(
    'عطيني مهام زياد اللي أولويتها منخفضة',
    {
      kind: 'answer',
      mentions: ['Put the bins out', 'Return the library books', 'ترتيب غرفة الألعاب'],
      not: ['Feed the cat', 'سقي النخل'],
    },
    "all three of Ziad's tasks are low; the other low ones are not his",
  ),
  ar(
    '٢٠ نوفمبر شنو فيه عندنا؟',
    {
      kind: 'answer',
      mentions: ['زيارة عمي سعد'],
      not: ["Ziad's football match", 'Buy a birthday present for Tala'],
    },
    'Kuwaiti شنو; 20 Nov (the AC filter maintenance is not checked); the 19th is not it',
  ),
  ar(
    'اليوم الساعة ٦ مين عنده مشوار؟',
    { kind: 'answer', mentions: ['هدى'] },
    "the 18:00 football pick-up is Huda's",
  ),
  ar(
    'في عزيمة الليلة؟',
    { kind: 'answer', mentions: ["Dinner at Abu Khalid's"] },
    'a yes/no question: the 20:00 dinner; nothing may be added',
  ),
  ar(
    'عندنا شي مع عمي سعد هالأسبوع؟',
    { kind: 'answer', mentions: ['زيارة عمي سعد'], not: ['زيارة خالتي منيرة'] },
    'the 20 Nov visit, in this week by either reading',
  ),

  // ───────────── create an event (English), batch 11 ─────────────
  en(
    'Ziad has a robotics club showcase tuesday 10 till 12',
    {
      kind: 'createEvent',
      title: 'robotics club showcase',
      date: '2026-11-17',
      time: '10:00',
      endTime: '12:00',
      attendees: ['Ziad'],
    },
    'a statement that acts; Ziad is its attendee',
  ),
  en(
    'bridal shower at the Hilton on the 26th, 7pm - Huda and Reem',
    {
      kind: 'createEvent',
      title: 'bridal shower',
      location: 'the Hilton',
      date: '2026-11-26',
      time: '19:00',
      attendees: ['هدى', 'ريم'],
    },
    'terse; the members named after the dash are the attendees',
  ),
  en(
    'Tala has a ballet trial class at Flow Studio on monday at 5pm',
    {
      kind: 'createEvent',
      title: 'ballet trial class',
      location: 'Flow Studio',
      date: '2026-11-16',
      time: '17:00',
      attendees: ['تالا'],
    },
    "a new event the same day as Tala's dentist, which must not move",
  ),
  en(
    "faisal's got a work conference in Jeddah on the 23rd, starts 9am",
    {
      kind: 'createEvent',
      title: 'work conference',
      location: 'Jeddah',
      date: '2026-11-23',
      time: '09:00',
      attendees: ['Faisal'],
    },
    '"in Jeddah" is the location',
  ),
  en(
    "we're invited to lunch at Abu Khalid's farm next saturday 1pm",
    {
      kind: 'createEvent',
      title: 'lunch',
      location: "Abu Khalid's farm",
      date: '2026-11-21',
      time: '13:00',
    },
    "an invitation; a lunch at his farm next week, not tonight's Dinner at Abu Khalid's, which must not move",
  ),
  en(
    "Grace has a doctor's appointment at Dallah clinic on monday at 10am",
    {
      kind: 'createEvent',
      title: "doctor's appointment",
      location: 'Dallah clinic',
      date: '2026-11-16',
      time: '10:00',
      attendees: ['Grace'],
    },
    "Grace's own appointment; the dentist (Monday 16:00) and eye doctor must not move",
  ),
  en(
    'Ziad got picked for a chess tournament @ Al Yamamah library, sat 21st 3-6pm',
    {
      kind: 'createEvent',
      title: 'chess tournament',
      location: 'Al Yamamah library',
      date: '2026-11-21',
      time: '15:00',
      endTime: '18:00',
      attendees: ['Ziad'],
    },
    '"@" gives the location; not the football match',
  ),
  en(
    'date night for faisal and huda at the italian place thurs 9pm',
    {
      kind: 'createEvent',
      title: 'date night',
      location: 'the italian place',
      date: '2026-11-19',
      time: '21:00',
      attendees: ['Faisal', 'هدى'],
    },
    'terse; "for <members>" names the attendees and leaves the title',
  ),
  en(
    "ok so um huda's got a work breakfast friday at like 9 at the Boulevard, can you put that in",
    {
      kind: 'createEvent',
      title: 'work breakfast',
      location: 'the Boulevard',
      date: '2026-11-20',
      time: '09:00',
      attendees: ['هدى'],
    },
    'voice-like run-on; a breakfast at 9 is 9 am',
  ),
  en(
    'we got salems wedding at narcissus hall on teh 4th, 9pm',
    {
      kind: 'createEvent',
      title: 'salems wedding',
      location: 'narcissus hall',
      date: '2026-12-04',
      time: '21:00',
    },
    'typos; the 4th = 4 Dec; Salem is not a member',
  ),
  en('Reem has a graduation photoshoot at Lens Studio on tuesday at 4pm', {
    kind: 'createEvent',
    title: 'graduation photoshoot',
    location: 'Lens Studio',
    date: '2026-11-17',
    time: '16:00',
    attendees: ['ريم'],
  }),
  en(
    'padel for Faisal at Padel Rush on the 25th, 8pm',
    {
      kind: 'createEvent',
      title: 'padel',
      location: 'Padel Rush',
      date: '2026-11-25',
      time: '20:00',
      attendees: ['Faisal'],
    },
    "terse; Faisal's own game; Ziad's football match must not move",
  ),
  en(
    "Tala's invited to Jana's birthday party friday 4 to 6pm",
    {
      kind: 'createEvent',
      title: "Jana's birthday party",
      date: '2026-11-20',
      time: '16:00',
      endTime: '18:00',
      attendees: ['تالا'],
    },
    "an invitation; Jana is not a member; Tala's present task must not change",
  ),
  en("spelling bee at school wed 3pm, Ziad's in it", {
    kind: 'createEvent',
    title: 'spelling bee',
    location: 'school',
    date: '2026-11-18',
    time: '15:00',
    attendees: ['Ziad'],
  }),
  en(
    'pencil in a family picnic at Salam park next friday at 4pm',
    {
      kind: 'createEvent',
      title: 'family picnic',
      location: 'Salam park',
      date: '2026-11-20',
      time: '16:00',
    },
    "next Friday = 20 Nov; uncle Saad's visit that day must not move",
  ),
  en(
    "the whole family's going to the camel festival on the 12th of december",
    { kind: 'createEvent', title: 'camel festival', date: '2026-12-12' },
    'no time given; "the whole family" is not checked as attendees',
  ),
  en(
    "Huda's got a second parent-teacher meeting, this one for Reem, at the high school on thursday at 1",
    {
      kind: 'createEvent',
      title: 'parent-teacher meeting',
      location: 'the high school',
      date: '2026-11-19',
      time: '13:00',
    },
    '"a second" = another: a new meeting; the stored one (Tuesday 12:00) must not move; attendees not checked',
  ),

  // ───────────── event statements: unclear (English), batch 11 ─────────────
  en(
    'dentist wednesday 3pm',
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment'] },
    "genuinely unclear: Tala's dentist (Monday 16:00) moved to Wednesday, or another one (for whom)? Ask; nothing may change",
  ),
  en(
    'uncle saad visit tues 7pm',
    { kind: 'ask', reason: 'which', candidates: ['زيارة عمي سعد'] },
    'genuinely unclear: the stored visit (Friday 16:00) moved to Tuesday, or a second visit? Ask; nothing may change',
  ),
  en(
    "we've got something on the 3rd, put it in the calendar",
    { kind: 'ask', reason: 'missingSlot' },
    'what is it?',
  ),

  // ───────────── create an event (Arabic), batch 11 ─────────────
  ar(
    'جمعة البنات في كوفي بلوم يوم ٢٦ الساعة ٥ العصر، هدى رايحة',
    {
      kind: 'createEvent',
      title: 'جمعة البنات',
      location: 'كوفي بلوم',
      date: '2026-11-26',
      time: '17:00',
      attendees: ['هدى'],
    },
    'news; «في» gives the location; Huda is going; the Yaris renewal that day must not change',
  ),
  ar('ريم عندها حفلة تخرج صاحبتها في قاعة الفيصلية يوم ٢٨ الساعة ٨ المسا', {
    kind: 'createEvent',
    title: 'حفلة تخرج صاحبتها',
    location: 'قاعة الفيصلية',
    date: '2026-11-28',
    time: '20:00',
    attendees: ['ريم'],
  }),
  ar(
    'فيصل عنده اجتماع شغل في الشركة يوم الحد الساعة ٩ الصبح',
    {
      kind: 'createEvent',
      title: 'اجتماع شغل',
      location: 'الشركة',
      date: '2026-11-15',
      time: '09:00',
      attendees: ['Faisal'],
    },
    'Egyptian الحد = Sunday',
  ),
  ar(
    'عنا عرس ابن عمي يوم ٥ الشهر الجاي الساعة ٨ المسا في صالة الأمراء',
    {
      kind: 'createEvent',
      title: 'عرس ابن عمي',
      location: 'صالة الأمراء',
      date: '2026-12-05',
      time: '20:00',
    },
    'Levantine; the 5th of next month = 5 Dec; the place comes last',
  ),
  ar(
    'لدى ريم اختبار القدرات في مركز قياس يوم الأربعاء الساعة الثامنة صباحًا',
    {
      kind: 'createEvent',
      title: 'اختبار القدرات',
      location: 'مركز قياس',
      date: '2026-11-18',
      time: '08:00',
      attendees: ['ريم'],
    },
    'MSA; the hour in words',
  ),
  ar(
    'عزيمة عند أم ناصر يوم الاثنين الساعة ٧ المسا',
    { kind: 'createEvent', title: 'عزيمة عند أم ناصر', date: '2026-11-16', time: '19:00' },
    '«عند» is not «في», so the host stays in the title',
  ),
  ar(
    'زياد وريم عندهم مسابقة سباحة في نادي الهلال يوم السبت الجاي الساعة ٣ العصر',
    {
      kind: 'createEvent',
      title: 'مسابقة سباحة',
      location: 'نادي الهلال',
      date: '2026-11-21',
      time: '15:00',
      attendees: ['Ziad', 'ريم'],
    },
    "a competition for two, another day: new; Ziad's swimming lesson must not move",
  ),
  ar(
    'تالا معزومة على عيد ميلاد صاحبتها لمى يوم التلات الساعة ٥ العصر',
    {
      kind: 'createEvent',
      title: 'عيد ميلاد صاحبتها لمى',
      date: '2026-11-17',
      time: '17:00',
      attendees: ['تالا'],
    },
    "Egyptian التلات = Tuesday; an invitation; Tala's present must not change",
  ),

  // ───────────── event statements: unclear (Arabic), batch 11 ─────────────
  ar(
    'اجتماع المدرسة الأحد ١٠ الصبح',
    { kind: 'ask', reason: 'which', candidates: ['Parent-teacher meeting'] },
    "genuinely unclear: Huda's parent-teacher meeting (Tuesday 12:00) moved to Sunday, or another school meeting? Ask; nothing may change",
  ),
  ar('سجل لي موعد بكرة الساعة ١٠', { kind: 'ask', reason: 'missingSlot' }, 'what appointment?'),

  // ───────────── complete (English), batch 11 ─────────────
  en('trash is at the curb 🗑️', { kind: 'complete', task: 'Put the bins out' }, 'American'),
  en(
    'picked up a couple of loaves on my way back',
    { kind: 'complete', task: 'شراء الخبز' },
    'stored in Arabic',
  ),
  en('fed the kitty, she was starving lol', { kind: 'complete', task: 'Feed the cat' }),
  en(
    'spoke to the plumber guy, all sorted',
    { kind: 'complete', task: 'Call the plumber' },
    'not the AC technician call',
  ),
  en(
    'huda just walked in with ziad, practice is done',
    { kind: 'complete', task: 'Pick up Ziad from football practice' },
    'not the school pick-up',
  ),
  en(
    '10 bottles of water on the way, ordered them just now',
    { kind: 'complete', task: 'Order drinking water' },
    'not the water bill or the tank; nothing is added for the delivery',
  ),
  en('majlis is dust-free now ✔', { kind: 'complete', task: 'Vacuum the majlis' }),
  en(
    'spoke to the aircon repair guy',
    { kind: 'complete', task: 'Call the AC technician' },
    'not the plumber call',
  ),
  en('library books dropped back, no fines 🙌', {
    kind: 'complete',
    task: 'Return the library books',
  }),
  en("present for Tala: done, Reem's hiding it in her room", {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en(
    'yaris registration renewed online just now',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task is done; the استمارة اليارس document does not change',
  ),
  en(
    'the tank company came and did the job this morning',
    { kind: 'complete', task: 'تنظيف خزان الماء' },
    'done by others for us; not the water bill or drinking water',
  ),

  // ───────────── must not complete (English), batch 11 ─────────────
  en(
    "Ziad's gonna do the bins after his shower",
    { kind: 'answer', mentions: ['Put the bins out'] },
    'a plan, not a fact: nothing may complete (Ziad already has it)',
  ),
  en(
    "the neighbours' driver took their kids to school",
    { kind: 'ask', reason: 'notFound' },
    "another household's school run: the school pick-up (Anwar's) must stay pending",
  ),
  en(
    'fixed the leaking tap in the kitchen',
    { kind: 'ask', reason: 'notFound' },
    'no tap task; the plumber call must not complete',
  ),

  // ───────────── complete (Arabic), batch 11 ─────────────
  ar(
    'اشتريت رغيفين عيش من الفرن',
    { kind: 'complete', task: 'شراء الخبز' },
    'Egyptian عيش = bread',
  ),
  ar(
    'البسة تغدت 🐈',
    { kind: 'complete', task: 'Feed the cat' },
    'Levantine البسة; stored in English',
  ),
  ar(
    'صناديق الزبالة صارت برا عند الشارع',
    { kind: 'complete', task: 'Put the bins out' },
    'stored in English',
  ),
  ar('الدوا وصل البيت، ريم جابته', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
  ar(
    'جريس خلصت المجلس وصار يلمع',
    { kind: 'complete', task: 'Vacuum the majlis' },
    'جريس = Grace; stored in English',
  ),
  ar(
    'سددت الكهربا من التطبيق',
    { kind: 'complete', task: 'دفع فاتورة الكهرباء' },
    'a past payment; not the water bill',
  ),
  ar(
    'وثيقة تأمين الكامري الجديدة وصلتني على الإيميل',
    { kind: 'complete', task: 'Renew the Camry insurance' },
    'the new policy came, so the renewal is done; the Camry insurance document does not change; not the Camry wash',
  ),
  ar('زياد خلص غرفة الألعاب وكل لعبة بمكانها', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  ar(
    'النخلات أخذت مويتها اليوم',
    { kind: 'complete', task: 'سقي النخل' },
    'done a day early (stored for 15 Nov); not the water bill, tank or drinking water',
  ),
  ar(
    'كراتين المويه وصلت',
    { kind: 'complete', task: 'Order drinking water' },
    'the water arrived, so it was ordered; stored in English; not the bill or the tank',
  ),
  ar(
    'نزلنا ريم عند باب النادي قبل شوي',
    { kind: 'complete', task: 'توصيل ريم للنادي' },
    "Reem dropped off; not Tala's drop-off",
  ),
  ar(
    'استمارة اليارس تجددت وطلعت الجديدة من أبشر',
    { kind: 'complete', task: 'تجديد استمارة اليارس' },
    'the task is done; the document does not change',
  ),

  // ───────────── must not complete (Arabic), batch 11 ─────────────
  ar(
    'غريس خلصت شغل المجلس ولا باقي عليها؟',
    { kind: 'answer', mentions: ['Vacuum the majlis'] },
    'a question: nothing may be completed',
  ),
  ar(
    'كتب المكتبة لسا عندنا ما رجعت',
    { kind: 'answer', mentions: ['Return the library books'] },
    'a negation: nothing may be completed',
  ),
  ar(
    'زرعت شتلات الورد بالحوش',
    { kind: 'ask', reason: 'notFound' },
    'no planting task; the palms must stay pending',
  ),

  // ───────────── reassign (English), batch 11 ─────────────
  en(
    "Grace can pick up bread when she's out",
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' },
    'unassigned before; stored in Arabic; not either pick-up',
  ),
  en(
    'Huda can deal with calling the plumber',
    { kind: 'reassign', task: 'Call the plumber', assignee: 'هدى' },
    'unassigned before; not the AC technician call',
  ),
  en(
    "Anwar's off tomorrow so mum will do Tala's kindergarten run",
    { kind: 'reassign', task: 'توصيل تالا للروضة', assignee: 'هدى' },
    "mum = Huda; the reason comes first; not Reem's club drop-off",
  ),
  en(
    "the housekeeper can feed the cat today, Reem's got an exam",
    { kind: 'reassign', task: 'Feed the cat', assignee: 'Grace' },
    'the housekeeper = Grace; the reason comes after',
  ),
  en(
    "Ziad's washing the Camry monday for pocket money, not Anwar",
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' },
    'Monday is the stored date; not the Camry insurance',
  ),
  en(
    'water bill → Faysal pls',
    { kind: 'reassign', task: 'دفع فاتورة الماء', assignee: 'Faisal' },
    'terse; misspelt Faisal; not the electricity bill, the tank or the drinking water',
  ),
  en(
    "the pharmacy trip is Ziad's now",
    { kind: 'reassign', task: 'جلب الدواء من الصيدلية', assignee: 'Ziad' },
    'Reem had it; stored in Arabic',
  ),
  en(
    'Graec will take over tidying the toy room',
    { kind: 'reassign', task: 'ترتيب غرفة الألعاب', assignee: 'Grace' },
    'misspelt Grace; the toy room = the playroom; stored in Arabic',
  ),
  en(
    "Huda's gonna do the Camry insurance renewal, Faisal's travelling",
    { kind: 'reassign', task: 'Renew the Camry insurance', assignee: 'هدى' },
    'British travelling; not the Camry wash',
  ),

  // ───────────── hand-over asks (English), batch 11 ─────────────
  en(
    "tomorrow's drop-off is on Huda",
    { kind: 'ask', reason: 'which', candidates: ['توصيل ريم للنادي', 'توصيل تالا للروضة'] },
    'two drop-offs tomorrow',
  ),
  en(
    'Reem can look after the water stuff',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
    },
    'three water things',
  ),
  en(
    'my cousin Bandar is gonna vacuum the majlis for us today',
    { kind: 'ask', reason: 'notFound' },
    "no member Bandar; the majlis must stay Grace's",
  ),

  // ───────────── reassign (Arabic), batch 11 ─────────────
  ar(
    'طلبية المويه بكرة يسويها زياد',
    { kind: 'reassign', task: 'Order drinking water', assignee: 'Ziad' },
    'Grace had it; stored in English; not the water bill or tank',
  ),
  ar(
    'هدى بتتابع تنظيف الخزان بدال فيصل',
    { kind: 'reassign', task: 'تنظيف خزان الماء', assignee: 'هدى' },
    'the only tank task',
  ),
  ar(
    'فيصل بيرجع الكتب للمكتبة وهو رايح الدوام',
    { kind: 'reassign', task: 'Return the library books', assignee: 'Faisal' },
    'a future hand-over (Ziad had it); stored in English',
  ),
  ar(
    'العيش النهارده على هدى',
    { kind: 'reassign', task: 'شراء الخبز', assignee: 'هدى' },
    'Egyptian عيش = bread; unassigned before',
  ),
  ar(
    'بدي ريم تاخد موضوع تغيير زيت الباترول',
    { kind: 'reassign', task: 'Oil change for the Patrol', assignee: 'ريم' },
    'Levantine; unassigned before; stored in English',
  ),
  ar(
    'بابا قال هو بيغسل الكامري بنفسه',
    { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Faisal' },
    'بابا = Faisal; a future hand-over (Anwar had it); not the Camry insurance',
  ),
  ar(
    'ريم تسقي النخل بكرة عن جريس',
    { kind: 'reassign', task: 'سقي النخل', assignee: 'ريم' },
    '«عن» = instead of; جريس = Grace; tomorrow is the stored date',
  ),
  ar(
    'ماما بتتصل بفني المكيف بدال بابا',
    { kind: 'reassign', task: 'Call the AC technician', assignee: 'هدى' },
    'ماما = Huda; بابا = Faisal, who had it; not the plumber call',
  ),
  ar(
    'جريس هي اللي بتطلع الزبالة الليلة',
    { kind: 'reassign', task: 'Put the bins out', assignee: 'Grace' },
    'a future hand-over (Ziad had it); stored in English',
  ),
  ar(
    'أسند مهمة توصيل ريم للنادي إلى فيصل',
    { kind: 'reassign', task: 'توصيل ريم للنادي', assignee: 'Faisal' },
    "MSA; Anwar had it; not Tala's drop-off",
  ),

  // ───────────── hand-over asks (Arabic), batch 11 ─────────────
  ar(
    'أنور يتكفل بسداد الفاتورة',
    { kind: 'ask', reason: 'which', candidates: ['دفع فاتورة الماء', 'دفع فاتورة الكهرباء'] },
    'two bills',
  ),
  ar(
    'عطوا زياد شغلة الكامري',
    { kind: 'ask', reason: 'which', candidates: ['Renew the Camry insurance', 'غسيل الكامري'] },
    'two Camry tasks',
  ),
  ar(
    'خلي جارنا أبو سلمان يوصل تالا الروضة بكرة',
    { kind: 'ask', reason: 'notFound' },
    "a neighbour, not a member; the kindergarten drop-off must stay Anwar's",
  ),

  // ───────────── move (English), batch 11 ─────────────
  en(
    "dentist's office called, they've put Tala in for tuesday instead, same slot",
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-17' },
    'a fact; the time (16:00) stays; not a new appointment',
  ),
  en(
    'do the plumber call a day later',
    { kind: 'move', task: 'Call the plumber', date: '2026-11-17' },
    'one day after the stored 16 Nov; not the AC technician call',
  ),
  en(
    'eye doc changed the time, its 2pm now',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-18', time: '14:00' },
    'a time only: the date stays',
  ),
  en(
    'make the bins 9:30 tonight',
    { kind: 'move', task: 'Put the bins out', date: '2026-11-14', time: '21:30' },
    'the stored day; an evening item',
  ),
  en(
    'can we bump the oil change up to wednesday',
    { kind: 'move', task: 'Oil change for the Patrol', date: '2026-11-18' },
    'brought forward from 21 Nov',
  ),
  en(
    "Uncle Saad's visit is on 15 Jumada al-Akhirah now",
    { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-25' },
    'Hijri: 15 Jumada al-Akhirah 1448 = 25 Nov; the time (16:00) stays',
  ),
  en(
    'dinner at abu khalids got moved to tomorrow 8.30',
    { kind: 'move', event: "Dinner at Abu Khalid's", date: '2026-11-15', time: '20:30' },
    'a fact; an evening item, so 8:30 pm',
  ),
  en(
    'school pushed the PTM to thurs, time unchanged',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-19' },
    'PTM = the parent-teacher meeting; the time (12:00) stays',
  ),
  en(
    'renew the camry insurance by the 20th instead',
    { kind: 'move', task: 'Renew the Camry insurance', date: '2026-11-20' },
    '"instead": a new due day for the stored task, not a new task',
  ),
  en(
    'mve the swiming lesson to 6',
    { kind: 'move', event: 'حصة السباحة لزياد', date: '2026-11-15', time: '18:00' },
    'typos; a time only; an afternoon item (17:00), so 6 pm',
  ),
  en(
    'the football match on thursday kicks off half an hour earlier',
    { kind: 'move', event: "Ziad's football match", date: '2026-11-19', time: '16:30' },
    '17:00 minus half an hour',
  ),
  en(
    "the doctor's appt needs to go to the 23rd",
    { kind: 'ask', reason: 'which', candidates: ['Dentist appointment', 'Eye doctor appointment'] },
    'two doctor appointments (dentist and eye doctor)',
  ),

  // ───────────── move (Arabic), batch 11 ─────────────
  ar(
    'ميعاد السنان اتأجل يوم',
    { kind: 'move', event: 'Dentist appointment', date: '2026-11-17' },
    'Egyptian; by a day = one day after the stored 16 Nov; the time stays',
  ),
  ar(
    'خلوا سقي النخل يوم ٢٠ جمادى الآخرة',
    { kind: 'move', task: 'سقي النخل', date: '2026-11-30' },
    'Hijri: 20 Jumada al-Akhirah 1448 = 30 Nov',
  ),
  ar(
    'حفل الروضة حق تالا خلوه الساعة ٩ ونص',
    { kind: 'move', event: 'حفل المدرسة لتالا', date: '2026-11-24', time: '09:30' },
    "a time only; a morning item (09:00), so 9:30 am; Tala's only party",
  ),
  ar(
    'خالتي منيرة تبينا نجيها الساعة ٧ بدال ٧ ونص',
    { kind: 'move', event: 'زيارة خالتي منيرة', date: '2026-11-15', time: '19:00' },
    'the host asks for 7 instead of 7:30: the stored visit moves; the date stays',
  ),
  ar(
    'الكهربا ما بندفعها الخميس، خلها الأحد ٢٢',
    { kind: 'move', task: 'دفع فاتورة الكهرباء', date: '2026-11-22' },
    'not the water bill',
  ),
  ar(
    'شنطة زياد للرحلة لازم تجهز بكرا مش الأربعا',
    { kind: 'move', task: 'تجهيز شنطة الرحلة لزياد', date: '2026-11-15' },
    'Levantine; brought forward from 18 Nov',
  ),
  ar(
    'غسيل الكامري نخليه يوم الجمعة',
    { kind: 'move', task: 'غسيل الكامري', date: '2026-11-20' },
    'not the Camry insurance',
  ),
  ar(
    'زياد تمرينه يخلص ٧ اليوم، فجيبته من النادي الساعة ٧',
    {
      kind: 'move',
      task: 'Pick up Ziad from football practice',
      date: '2026-11-14',
      time: '19:00',
    },
    "a fact then the new time; 18:00 → 19:00 today; stored in English; not Reem's club drop-off or the school pick-up",
  ),
  ar(
    'أخر جلب الدوا لبكره',
    { kind: 'move', task: 'جلب الدواء من الصيدلية', date: '2026-11-15' },
    'no hamza, ه for ة',
  ),
  ar(
    'يُرجى نقل موعد طبيب العيون إلى يوم الخميس الساعة الحادية عشرة صباحًا',
    { kind: 'move', event: 'Eye doctor appointment', date: '2026-11-19', time: '11:00' },
    'MSA; the hour in words; stored in English',
  ),
  ar(
    'اجتماع المدرسة بتاع هدى بقى يوم الحد الساعة ١',
    { kind: 'move', event: 'Parent-teacher meeting', date: '2026-11-15', time: '13:00' },
    'Egyptian الحد = Sunday; a midday item (12:00), so 1 pm; stored in English',
  ),
  ar(
    'موضوع المويه خلوه يوم الثلاثاء',
    {
      kind: 'ask',
      reason: 'which',
      candidates: ['دفع فاتورة الماء', 'تنظيف خزان الماء', 'Order drinking water'],
    },
    'three water things',
  ),
  ar(
    'أجلوا الزيارة للسبت الجاي',
    { kind: 'ask', reason: 'which', candidates: ['زيارة خالتي منيرة', 'زيارة عمي سعد'] },
    'two visits',
  ),

  // ───────────── create a task (English), batch 11 ─────────────
  en('Ziad has to get a haircut wednesday', {
    kind: 'createTask',
    title: 'get a haircut',
    assignee: 'Ziad',
    date: '2026-11-18',
  }),
  en(
    "ask anwar to get the patrol's windscreen chip repaired on the 3rd",
    {
      kind: 'createTask',
      title: "get the patrol's windscreen chip repaired",
      assignee: 'أنور',
      date: '2026-12-03',
      vehicle: 'Patrol',
    },
    'the 3rd = 3 Dec; not the Patrol oil change',
  ),
  en(
    'high prio: get the fridge warranty claim filed by the 25th',
    {
      kind: 'createTask',
      title: 'get the fridge warranty claim filed',
      date: '2026-11-25',
      priority: 'high',
    },
    'nobody named, so no assignee; the Fridge warranty document does not change',
  ),
  en('grace to defrost the freezer sunday morning at 9', {
    kind: 'createTask',
    title: 'defrost the freezer',
    assignee: 'Grace',
    date: '2026-11-15',
    time: '09:00',
  }),
  en(
    'remind me to get the pool chemicals',
    { kind: 'createTask', title: 'get the pool chemicals' },
    'no day; the pool maintenance item does not change',
  ),
  en(
    'get the yaris tyres rotated, low priority',
    {
      kind: 'createTask',
      title: 'get the yaris tyres rotated',
      priority: 'low',
      vehicle: 'Yaris',
    },
    'not the Yaris registration renewal',
  ),
  en(
    "Faisal has to print Tala's passport photos tmrw",
    {
      kind: 'createTask',
      title: "print Tala's passport photos",
      assignee: 'Faisal',
      date: '2026-11-15',
    },
    "Tala's is a possessive; Faisal is the assignee",
  ),
  en(
    'anwar: collect the new car seat from Mothercare on monday',
    {
      kind: 'createTask',
      title: 'collect the new car seat from Mothercare',
      assignee: 'أنور',
      date: '2026-11-16',
    },
    'not either pick-up',
  ),
  en(
    'oh and can you add that huda has to get the curtains measured on tuesday its urgent',
    {
      kind: 'createTask',
      title: 'get the curtains measured',
      assignee: 'هدى',
      date: '2026-11-17',
      priority: 'high',
    },
    'voice-like run-on; urgent = high',
  ),
  en(
    'Grace to hoover the stairs on friday, not urgent',
    {
      kind: 'createTask',
      title: 'hoover the stairs',
      assignee: 'Grace',
      date: '2026-11-20',
      priority: 'low',
    },
    'British hoover; "not urgent" = low; not the majlis',
  ),
  en(
    "pick up Faisal's suit from the dry cleaner thursday 6pm",
    {
      kind: 'createTask',
      title: "pick up Faisal's suit from the dry cleaner",
      date: '2026-11-19',
      time: '18:00',
    },
    "Faisal's is a possessive, so no assignee; not either pick-up",
  ),
  en(
    "new job for the driver - get the Patrol's AC regassed on saturday",
    {
      kind: 'createTask',
      title: "get the Patrol's AC regassed",
      assignee: 'أنور',
      date: '2026-11-21',
      vehicle: 'Patrol',
    },
    'the driver = Anwar; Saturday = next week; not the Patrol oil change or the AC technician call',
  ),

  // ───────────── create a task (Arabic), batch 11 ─────────────
  ar(
    'لازم نشتري زينة وبالونات لعيد ميلاد تالا يوم الثلاثاء',
    { kind: 'createTask', title: 'نشتري زينة وبالونات لعيد ميلاد تالا', date: '2026-11-17' },
    "a verb form stays; Tala is in the thing, not an assignee; not Tala's present",
  ),
  ar('ريم لازم تطبع ملخصات الفيزياء يوم الاثنين', {
    kind: 'createTask',
    title: 'تطبع ملخصات الفيزياء',
    assignee: 'ريم',
    date: '2026-11-16',
  }),
  ar(
    'أنور يركب كاميرا خلفية للكامري يوم ٢٣',
    {
      kind: 'createTask',
      title: 'يركب كاميرا خلفية للكامري',
      assignee: 'أنور',
      date: '2026-11-23',
      vehicle: 'Camry',
    },
    'not the Camry wash or insurance',
  ),
  ar('غريس تمسح الشبابيك من برا يوم الأحد، مو مستعجلة', {
    kind: 'createTask',
    title: 'تمسح الشبابيك من برا',
    assignee: 'Grace',
    date: '2026-11-15',
    priority: 'low',
  }),
  ar(
    'تأشيرة خروج وعودة حق جريس يوم ٢٥، ضروري',
    {
      kind: 'createTask',
      title: 'تأشيرة خروج وعودة حق جريس',
      date: '2026-11-25',
      priority: 'high',
    },
    "«حق جريس» is a possessive, so no assignee; ضروري = high; Grace's iqama document does not change",
  ),
  ar(
    'فيصل محتاج يصلّح حنفية المطبخ يوم الخميس',
    { kind: 'createTask', title: 'يصلح حنفية المطبخ', assignee: 'Faisal', date: '2026-11-19' },
    'Egyptian محتاج; the plumber call must not change',
  ),
  ar(
    'بدي ذكّر زياد يجيب كتاب العلوم من عند رفيقه بكرا',
    {
      kind: 'createTask',
      title: 'يجيب كتاب العلوم من عند رفيقه',
      assignee: 'Ziad',
      date: '2026-11-15',
    },
    'Levantine; not the library books',
  ),
  ar(
    'أضف مهمة تبديل لمبات الحوش يوم الثلاثاء بأولوية متوسطة',
    { kind: 'createTask', title: 'تبديل لمبات الحوش', date: '2026-11-17', priority: 'medium' },
    'MSA',
  ),
  ar(
    'ترجيع صحون خالتي منيرة بكرة',
    { kind: 'createTask', title: 'ترجيع صحون خالتي منيرة', date: '2026-11-15' },
    'خالتي منيرة is not a member, so she stays; the visit (tomorrow) must not change',
  ),
  ar(
    'جريس ترتب الدولاب حق تالا الخميس الساعة ١٠ الصبح',
    {
      kind: 'createTask',
      title: 'ترتب الدولاب حق تالا',
      assignee: 'Grace',
      date: '2026-11-19',
      time: '10:00',
    },
    '«حق تالا» is a possessive, not an assignee; Grace is',
  ),
  ar(
    'زياد يجهز شنطة التمرين الليلة',
    { kind: 'createTask', title: 'يجهز شنطة التمرين', assignee: 'Ziad', date: '2026-11-14' },
    "a new task; the trip bag (Huda's) must not change",
  ),
  ar(
    'بطارية جديدة لليارس يوم الأحد، ضروري',
    {
      kind: 'createTask',
      title: 'بطارية جديدة لليارس',
      date: '2026-11-15',
      priority: 'high',
      vehicle: 'Yaris',
    },
    'ضروري = high; not the Yaris registration renewal',
  ),
  ar(
    'سجلي على فيصل يكلم مدرسة زياد عن الباص بعد بكرة الساعة ١٠ الصبح',
    {
      kind: 'createTask',
      title: 'يكلم مدرسة زياد عن الباص',
      assignee: 'Faisal',
      date: '2026-11-16',
      time: '10:00',
    },
    '«على فيصل» is the assignee; مدرسة زياد is a possessive',
  ),

  // ───────────── out of scope, missing slot, add a member (English), batch 11 ─────────────
  en('dim the lights in the majlis to 50%', { kind: 'refuse' }, 'smart-home control'),
  en(
    'how hot will it get in riyadh on thursday',
    { kind: 'refuse' },
    "weather; Thursday's items must not change",
  ),
  en('who won the 1994 world cup', { kind: 'refuse' }, 'trivia'),
  en(
    'wire 1000 sar to anwar',
    { kind: 'refuse' },
    "a money transfer; none of Anwar's tasks may change",
  ),
  en('make a task for thursday 5pm', { kind: 'ask', reason: 'missingSlot' }, 'what task?'),
  en(
    "Asma, Huda's sister, lives with us now - put her in the family",
    { kind: 'addMember', name: 'Asma' },
    "Huda's sister is who she is, not her name",
  ),
  en("we've got a new baby boy, Hamad - add him as a child", {
    kind: 'addMember',
    name: 'Hamad',
    role: 'child',
  }),

  // ───────────── out of scope, missing slot, add a member (Arabic), batch 11 ─────────────
  ar(
    'سدّد فاتورة المويه عن طريق سداد',
    { kind: 'refuse' },
    'a payment to make; the water bill task must stay pending',
  ),
  ar('احجز لنا فندق في العلا ليلتين', { kind: 'refuse' }, 'a hotel booking'),
  ar('كم بتوصل الحرارة يوم الخميس؟', { kind: 'refuse' }, 'weather'),
  ar('طفي المكيف اللي بالمجلس', { kind: 'refuse' }, 'smart-home control; no task may change'),
  ar('مين أول واحد مشى على القمر؟', { kind: 'refuse' }, 'trivia'),
  ar('اطلب لنا عشا من البيك', { kind: 'refuse' }, 'a food order'),
  ar(
    'حوّلي لأنور ٢٠٠ ريال على STC Pay',
    { kind: 'refuse' },
    "a money transfer; none of Anwar's tasks may change",
  ),
  ar('افتح باب الكراج', { kind: 'refuse' }, 'smart-home control'),
  ar('سجلي شي على أنور بكرة الساعة ٣', { kind: 'ask', reason: 'missingSlot' }, 'what?'),
  ar(
    'قدّم موعد المباراة شوي',
    { kind: 'ask', reason: 'missingSlot' },
    'to what time? the match must not move',
  ),
  ar(
    'أمي نوال بتسكن معنا، سجليها بالعائلة',
    { kind: 'addMember', name: 'نوال' },
    'أمي is a kinship word',
  ),
  ar('سجّل ابني الرضيع عمر في العائلة كطفل', {
    kind: 'addMember',
    name: 'عمر',
    role: 'child',
  }),
  ar(
    'ضمي بنت خالتي رغد لأفراد الأسرة',
    { kind: 'addMember', name: 'رغد' },
    'بنت خالتي is a kinship word',
  ),
];
