import type { Expect, OutcomeCase } from '@usra/domain/assistant/outcome-set/outcome-set-types';

/**
 * Paraphrase probes (issue 28): everyday ways of saying the outcome set's dev commands, written
 * by hand as different people would text or say them (Gulf, Levantine, Egyptian, English; word
 * orders, politeness, fillers, the request after the content, Arabic-Indic digits). They guard
 * the generalisation: the engine must understand the language, not the dev set's sentences.
 * World: `outcome-world.ts` (today Saturday 2026-11-14).
 */
const en = (text: string, expect: Expect): OutcomeCase => ({ text, language: 'en', expect });
const ar = (text: string, expect: Expect): OutcomeCase => ({ text, language: 'ar', expect });

const schoolPlay: Expect = {
  kind: 'createEvent',
  title: 'school play',
  date: '2026-11-17',
  time: '11:00',
};
const bbq: Expect = { kind: 'createEvent', title: 'family BBQ', date: '2026-11-20', time: '19:00' };
const jamea: Expect = { kind: 'createEvent', title: 'عزيمة', date: '2026-11-20', time: '20:00' };
const rehla: Expect = { kind: 'createEvent', title: 'رحلة بر', date: '2026-11-21', time: '15:00' };

export const createEventProbes: OutcomeCase[] = [
  en('can you add a school play next Tuesday at 11am?', schoolPlay),
  en('next Tuesday at 11am there is a school play', schoolPlay),
  en('school play next Tuesday 11am, add it please', schoolPlay),
  en('pls put school play on the calendar next tuesday 11 am', schoolPlay),
  en('could you schedule a school play for next Tuesday at 11?', {
    ...schoolPlay,
    time: undefined,
  } as Expect),
  en('family BBQ on Friday at 7pm', bbq),
  en('add family BBQ friday 7pm to the calendar', bbq),
  en('on Friday at 7pm we are having a family BBQ', bbq),
  en("we're having a family BBQ Friday at 7pm", bbq),
  en('please add an event family BBQ this Friday at 7 pm', bbq),
  en('book a family BBQ for Friday at 7pm', bbq),
  ar('ممكن تضيف عزيمة يوم الجمعة الساعة ٨ بالليل', jamea),
  ar('لو سمحت حط عزيمة يوم الجمعة الساعة ٨ المسا', jamea),
  ar('يوم الجمعة الساعة ٨ بالليل عندنا عزيمة', jamea),
  ar('عزيمة يوم الجمعة الساعة ٨ بالليل ضيفها', jamea),
  ar('سجل عزيمة الجمعة الساعة 8 مساء', jamea),
  ar('عندنا عزيمة الجمعة الساعه ٨ بليل', jamea),
  ar('ضيفي رحلة بر يوم السبت الجاي الساعة ٣ العصر', rehla),
  ar('بليز ضيف رحلة بر السبت الجاي ٣ العصر', rehla),
  ar('رحلة بر السبت الجاي الساعة ٣ العصر', rehla),
  ar('عنا رحلة بر السبت الجاي الساعة ٣ بعد الضهر', rehla),
  ar('عاوز أضيف رحلة بر يوم السبت الجاي الساعة ٣ العصر', rehla),
  en('add dentist for Ziad on Monday at 6:30pm', {
    kind: 'createEvent',
    title: 'dentist',
    date: '2026-11-16',
    time: '18:30',
    attendees: ['Ziad'],
  }),
];

export const addMemberProbes: OutcomeCase[] = [
  en('please add my sister Noura to the family', { kind: 'addMember', name: 'Noura' }),
  en('can you add Noura to the family?', { kind: 'addMember', name: 'Noura' }),
  en('add Noura as a family member', { kind: 'addMember', name: 'Noura' }),
  en('new family member: Noura', { kind: 'addMember', name: 'Noura' }),
  en('add our new nanny Mariam', { kind: 'addMember', name: 'Mariam' }),
  en('add my son Omar as a child', { kind: 'addMember', name: 'Omar', role: 'child' }),
  en('add Omar to the family as a kid', { kind: 'addMember', name: 'Omar', role: 'child' }),
  ar('ضيف أختي نورة للعائلة', { kind: 'addMember', name: 'نورة' }),
  ar('ممكن تضيف نورة للعائلة', { kind: 'addMember', name: 'نورة' }),
  ar('أضف نورة كعضو في العائلة', { kind: 'addMember', name: 'نورة' }),
  ar('بدي ضيف أختي نورة عالعيلة', { kind: 'addMember', name: 'نورة' }),
  ar('ضيف عمر كطفل', { kind: 'addMember', name: 'عمر', role: 'child' }),
  ar('ضيف ولدي عمر للعائلة', { kind: 'addMember', name: 'عمر' }),
  ar('عضو جديد في العائلة اسمه عمر', { kind: 'addMember', name: 'عمر' }),
];

export const answerProbes: OutcomeCase[] = [
  en("what's on tomorrow?", {
    kind: 'answer',
    mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
  }),
  en('do we have anything tomorrow?', {
    kind: 'answer',
    mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
  }),
  en('anything on Monday?', { kind: 'answer', mentions: ['Dentist appointment'] }),
  en('when is the dentist?', { kind: 'answer', mentions: ['Dentist appointment'] }),
  en('when is the dentist appointment?', { kind: 'answer', mentions: ['Dentist appointment'] }),
  en('what does Ziad have to do?', { kind: 'answer', mentions: ['Put the bins out'] }),
  en("what are Ziad's tasks?", { kind: 'answer', mentions: ['Put the bins out'] }),
  ar('ايش عندنا بكرة؟', { kind: 'answer', mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'] }),
  ar('شو في بكرا؟', { kind: 'answer', mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'] }),
  ar('ايه اللي عندنا بكرة؟', {
    kind: 'answer',
    mentions: ['زيارة خالتي منيرة', 'حصة السباحة لزياد'],
  }),
  ar('متى موعد الدكتور؟', {
    kind: 'answer',
    mentions: ['Dentist appointment', 'Eye doctor appointment'],
  }),
  ar('وش مهام زياد؟', { kind: 'answer', mentions: ['Put the bins out'] }),
];

export const reassignProbes: OutcomeCase[] = [
  en('give the bins to Reem', { kind: 'reassign', task: 'Put the bins out', assignee: 'ريم' }),
  en('Reem will put the bins out instead', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'ريم',
  }),
  en('can Reem do the bins instead of Ziad?', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'ريم',
  }),
  en('move the bins task to Reem', { kind: 'reassign', task: 'Put the bins out', assignee: 'ريم' }),
  en('reassign feeding the cat to Grace', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Grace',
  }),
  en('let Grace feed the cat', { kind: 'reassign', task: 'Feed the cat', assignee: 'Grace' }),
  en('Grace should feed the cat from now on', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Grace',
  }),
  ar('خلي ريم تطلع الزبالة بدال زياد', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'ريم',
  }),
  ar('حول غسيل الكامري على زياد', { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' }),
  ar('خلي زياد يغسل الكامري', { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' }),
  ar('غسيل الكامري على زياد', { kind: 'reassign', task: 'غسيل الكامري', assignee: 'Ziad' }),
  ar('ممكن تعطي مهمة غسيل الكامري لزياد', {
    kind: 'reassign',
    task: 'غسيل الكامري',
    assignee: 'Ziad',
  }),
];

export const completeProbes: OutcomeCase[] = [
  en('the cat has been fed', { kind: 'complete', task: 'Feed the cat' }),
  en('fed the cat', { kind: 'complete', task: 'Feed the cat' }),
  en('mark feed the cat as done', { kind: 'complete', task: 'Feed the cat' }),
  en('cat fed ✅', { kind: 'complete', task: 'Feed the cat' }),
  en('Ziad put the bins out', { kind: 'complete', task: 'Put the bins out' }),
  en('tick off the bins', { kind: 'complete', task: 'Put the bins out' }),
  en('we returned the library books', { kind: 'complete', task: 'Return the library books' }),
  en('library books returned', { kind: 'complete', task: 'Return the library books' }),
  ar('دفعت فاتورة الكهرباء', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('فاتورة الكهرباء اندفعت', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('خلصت من فاتورة الكهرباء', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('علّم على دفع فاتورة الكهرباء إنها خلصت', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  ar('سقينا النخل', { kind: 'complete', task: 'سقي النخل' }),
  ar('تم سقي النخل', { kind: 'complete', task: 'سقي النخل' }),
  ar('جبت الدوا من الصيدلية', { kind: 'complete', task: 'جلب الدواء من الصيدلية' }),
];

export const moveProbes: OutcomeCase[] = [
  en('move the dentist to Tuesday', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
  }),
  en('push the dentist appointment to Tuesday', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
  }),
  en('can we move the dentist to Tuesday?', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
  }),
  en('the dentist is now on Tuesday', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
  }),
  en('reschedule the dentist for Tuesday at 5pm', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
    time: '17:00',
  }),
  en('change the dentist appointment to Tuesday 5pm', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
    time: '17:00',
  }),
  en('postpone calling the plumber to Wednesday', {
    kind: 'move',
    task: 'Call the plumber',
    date: '2026-11-18',
  }),
  ar('أجل زيارة عمي سعد للسبت', { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' }),
  ar('ممكن تأجل زيارة عمي سعد ليوم السبت', {
    kind: 'move',
    event: 'زيارة عمي سعد',
    date: '2026-11-21',
  }),
  ar('غير موعد زيارة عمي سعد للسبت', { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' }),
  ar('زيارة عمي سعد صارت يوم السبت', { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' }),
  ar('نقل زيارة عمي سعد ليوم السبت الساعة ٥', {
    kind: 'move',
    event: 'زيارة عمي سعد',
    date: '2026-11-21',
    time: '17:00',
  }),
  ar('بدي أجّل زيارة عمي سعد عالسبت', { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' }),
];

export const createTaskProbes: OutcomeCase[] = [
  en('remind me to renew the gym membership Monday', {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en('on Monday remind me to renew the gym membership', {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en('can you remind me to renew the gym membership on Monday?', {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en("don't let me forget to renew the gym membership on Monday", {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en('I need to renew the gym membership on Monday', {
    kind: 'createTask',
    title: 'renew the gym membership',
    date: '2026-11-16',
  }),
  en('add a task for Reem to tidy her room tomorrow', {
    kind: 'createTask',
    title: 'tidy her room',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en('Reem needs to tidy her room tomorrow', {
    kind: 'createTask',
    title: 'tidy her room',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  ar('ذكرني أجدد اشتراك النادي يوم الاثنين', {
    kind: 'createTask',
    title: 'أجدد اشتراك النادي',
    date: '2026-11-16',
  }),
  ar('ممكن تذكرني أجدد اشتراك النادي الاثنين', {
    kind: 'createTask',
    title: 'أجدد اشتراك النادي',
    date: '2026-11-16',
  }),
  ar('لازم أجدد اشتراك النادي يوم الاثنين', {
    kind: 'createTask',
    title: 'أجدد اشتراك النادي',
    date: '2026-11-16',
  }),
  ar('فكرني أجدد اشتراك النادي يوم الاتنين', {
    kind: 'createTask',
    title: 'أجدد اشتراك النادي',
    date: '2026-11-16',
  }),
  ar('ضيف مهمة لريم ترتب غرفتها بكرة', {
    kind: 'createTask',
    title: 'ترتب غرفتها',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
];

const water = (assignee: string): Expect => ({
  kind: 'reassign',
  task: 'دفع فاتورة الماء',
  assignee,
});
const medicine = (assignee: string): Expect => ({
  kind: 'reassign',
  task: 'جلب الدواء من الصيدلية',
  assignee,
});
const majlis = (assignee: string): Expect => ({
  kind: 'reassign',
  task: 'Vacuum the majlis',
  assignee,
});

/** A second round: hand-overs, the house, and occasions said in more ways. */
export const moreProbes: OutcomeCase[] = [
  en('Grace should feed the cat from now on', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Grace',
  }),
  en('can Faisal get the medicine from the pharmacy instead?', medicine('Faisal')),
  en('Faisal will get the medicine instead of Reem', medicine('Faisal')),
  en('Reem can vacuum the majlis instead of Grace', majlis('ريم')),
  en('assign vacuuming the majlis to Reem', majlis('ريم')),
  en('hand the majlis over to Reem', majlis('ريم')),
  en('Reem is vacuuming the majlis this time', majlis('ريم')),
  ar('فيصل بيدفع فاتورة الماء بدال هدى', water('Faisal')),
  ar('خلي فيصل يدفع فاتورة الماء', water('Faisal')),
  ar('حول فاتورة الماء على فيصل', water('Faisal')),
  ar('فاتورة الماء خليها على فيصل', water('Faisal')),
  ar('ممكن فيصل يدفع فاتورة الماء بدل هدى؟', water('Faisal')),
  ar('خلي فيصل هو اللي يجيب الدوا من الصيدلية', medicine('Faisal')),
  ar('بدي فيصل يجيب الدوا من الصيدلية بدل ريم', medicine('Faisal')),
  en('the majlis is vacuumed', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('Grace vacuumed the majlis', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('just finished vacuuming the majlis', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('ordered the drinking water', { kind: 'complete', task: 'Order drinking water' }),
  en("I've ordered the water", { kind: 'complete', task: 'Order drinking water' }),
  ar('غريس كنست المجلس', { kind: 'complete', task: 'Vacuum the majlis' }),
  ar('تم دفع فاتورة الماء', { kind: 'complete', task: 'دفع فاتورة الماء' }),
  ar('هدى دفعت فاتورة المي', { kind: 'complete', task: 'دفع فاتورة الماء' }),
  ar('خلصنا ترتيب غرفة الألعاب', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  ar('رتبنا غرفة الألعاب', { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  en('Tala has a birthday party on Thursday at 5pm', {
    kind: 'createEvent',
    title: 'birthday party',
    date: '2026-11-19',
    time: '17:00',
    attendees: ['تالا'],
  }),
  en('dinner with the neighbours tomorrow at 8pm', {
    kind: 'createEvent',
    title: 'dinner with the neighbours',
    date: '2026-11-15',
    time: '20:00',
  }),
  en('Sunday 8pm dinner with the neighbours', {
    kind: 'createEvent',
    title: 'dinner with the neighbours',
    date: '2026-11-15',
    time: '20:00',
  }),
  en("we're invited to dinner with the neighbours tomorrow at 8pm", {
    kind: 'createEvent',
    title: 'dinner with the neighbours',
    date: '2026-11-15',
    time: '20:00',
  }),
  en('put in a meeting with the landlord on Wednesday at 3pm', {
    kind: 'createEvent',
    title: 'meeting with the landlord',
    date: '2026-11-18',
    time: '15:00',
  }),
  ar('عندنا عشا عند الجيران بكرة الساعة ٨ بالليل', {
    kind: 'createEvent',
    title: 'عشا عند الجيران',
    date: '2026-11-15',
    time: '20:00',
  }),
  ar('بكرة الساعة ٨ بالليل عشا مع الجيران', {
    kind: 'createEvent',
    title: 'عشا مع الجيران',
    date: '2026-11-15',
    time: '20:00',
  }),
  ar('فيه اجتماع أولياء أمور يوم الأربعاء الساعة ٤ العصر', {
    kind: 'createEvent',
    title: 'اجتماع أولياء أمور',
    date: '2026-11-18',
    time: '16:00',
  }),
  ar('ضيفي موعد أسنان لزياد يوم الاثنين الساعة ٦ ونص المسا', {
    kind: 'createEvent',
    title: 'موعد أسنان',
    date: '2026-11-16',
    time: '18:30',
    attendees: ['Ziad'],
  }),
  ar('حطلي بالتقويم مسرحية المدرسة الثلاثاء الساعة ١١ الصبح', {
    kind: 'createEvent',
    title: 'مسرحية المدرسة',
    date: '2026-11-17',
    time: '11:00',
  }),
  en("who's picking Ziad up from football?", { kind: 'answer', mentions: ['هدى'] }),
  en('who is doing the bins?', { kind: 'answer', mentions: ['Ziad'] }),
  en('when do we see the eye doctor?', { kind: 'answer', mentions: ['Eye doctor appointment'] }),
  ar('مين بيجيب زياد من التمرين؟', { kind: 'answer', mentions: ['هدى'] }),
  ar('متى زيارة عمي سعد؟', { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  ar('امتى حفلة المدرسة تبع تالا؟', { kind: 'answer', mentions: ['حفل المدرسة لتالا'] }),
  ar('شو عند ريم اليوم؟', { kind: 'answer', mentions: ['Feed the cat'] }),
];

const lesson: Expect = {
  kind: 'createEvent',
  title: 'piano lesson',
  date: '2026-11-18',
  time: '16:00',
  attendees: ['تالا'],
};
const dars: Expect = {
  kind: 'createEvent',
  title: 'درس بيانو',
  date: '2026-11-18',
  time: '16:00',
  attendees: ['تالا'],
};

/** A third round: occasions for a member, times said first, tasks said as needs, questions. */
export const thirdProbes: OutcomeCase[] = [
  en('Tala has a piano lesson on Wednesday at 4pm', lesson),
  en('piano lesson for Tala Wednesday 4pm', lesson),
  en('Wednesday 4pm piano lesson for Tala', lesson),
  en('add a piano lesson for Tala on Wednesday at 4 pm', lesson),
  en("can you put Tala's piano lesson on Wednesday at 4pm in the calendar?", {
    ...lesson,
    title: "Tala's piano lesson",
    attendees: undefined,
  } as Expect),
  ar('تالا عندها درس بيانو يوم الأربعاء الساعة ٤ العصر', dars),
  ar('درس بيانو لتالا الأربعاء الساعة ٤ العصر', dars),
  ar('ضيف درس بيانو لتالا يوم الأربعاء ٤ العصر', dars),
  ar('الأربعاء الساعة ٤ العصر درس بيانو لتالا', dars),
  ar('لو سمحت سجلي درس بيانو لتالا يوم الاربع الساعة ٤ العصر', dars),
  en('remind Reem to call grandma tomorrow', {
    kind: 'createTask',
    title: 'call grandma',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en('Reem has to call grandma tomorrow', {
    kind: 'createTask',
    title: 'call grandma',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en('tomorrow Reem should call grandma', {
    kind: 'createTask',
    title: 'call grandma',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en('we need to buy a new kettle', { kind: 'createTask', title: 'buy a new kettle' }),
  en('add buy a new kettle to the list', { kind: 'createTask', title: 'buy a new kettle' }),
  en('gotta buy a new kettle this week', { kind: 'createTask', title: 'buy a new kettle' }),
  ar('لازم نشتري غلاية جديدة', { kind: 'createTask', title: 'نشتري غلاية جديدة' }),
  ar('ذكر ريم تتصل على جدتها بكرة', {
    kind: 'createTask',
    title: 'تتصل على جدتها',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  ar('ضيف مهمة شراء غلاية جديدة', { kind: 'createTask', title: 'شراء غلاية جديدة' }),
  ar('محتاجين نشتري غلاية جديدة', { kind: 'createTask', title: 'نشتري غلاية جديدة' }),
  en("what's Reem got on today?", { kind: 'answer', mentions: ['Feed the cat'] }),
  en('what is Huda doing on Monday?', { kind: 'answer', mentions: ['دفع فاتورة الماء'] }),
  en('any appointments on Wednesday?', { kind: 'answer', mentions: ['Eye doctor appointment'] }),
  en("what's happening this Friday?", { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  ar('وش عندنا يوم الجمعة؟', { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  ar('شو في عنا الجمعة؟', { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  ar('ايش مواعيد يوم الأربعاء؟', { kind: 'answer', mentions: ['Eye doctor appointment'] }),
  ar('مين عليه يطلع الزبالة؟', { kind: 'answer', mentions: ['Ziad'] }),
  en('bins done', { kind: 'complete', task: 'Put the bins out' }),
  en('the bins have been put out', { kind: 'complete', task: 'Put the bins out' }),
  en("Reem's already fed the cat", { kind: 'complete', task: 'Feed the cat' }),
  ar('طلعنا الزبالة', { kind: 'complete', task: 'Put the bins out' }),
  ar('اشتريت الخبز', { kind: 'complete', task: 'شراء الخبز' }),
];

/**
 * Said in ways the engine does not yet take (it asks back or says it cannot; nothing changes):
 * kept so that the day they work is seen. «القطوة أكلت» says what the cat did, not the chore;
 * «انشرى» is a weak verb's passive; «جبت» (brought) fits several pick-ups as well as the bread;
 * «أخر … ساعة» is a shift by an hour, asked for when.
 */
export const knownGaps: OutcomeCase[] = [
  ar('حصة السباحة لزياد صارت الساعة ٦', {
    kind: 'move',
    event: 'حصة السباحة لزياد',
    date: '2026-11-15',
    time: '18:00',
  }),
  ar('أخر حصة السباحة ساعة', {
    kind: 'move',
    event: 'حصة السباحة لزياد',
    date: '2026-11-15',
    time: '18:00',
  }),
  ar('القطوة أكلت', { kind: 'complete', task: 'Feed the cat' }),
  ar('الخبز انشرى', { kind: 'complete', task: 'شراء الخبز' }),
  ar('جبت الخبز خلاص', { kind: 'complete', task: 'شراء الخبز' }),
];

/** A fourth round: occasions with places and spans, going to things, and «رايحين». */
export const fourthProbes: OutcomeCase[] = [
  en("we're going to a wedding on Thursday at 9pm", {
    kind: 'createEvent',
    title: 'wedding',
    date: '2026-11-19',
    time: '21:00',
  }),
  en('wedding Thursday 9pm', {
    kind: 'createEvent',
    title: 'wedding',
    date: '2026-11-19',
    time: '21:00',
  }),
  en("Reem's graduation is on the 30th at 10am", {
    kind: 'createEvent',
    title: "Reem's graduation",
    date: '2026-11-30',
    time: '10:00',
  }),
  en('the graduation is on Monday 30 November at 10am', {
    kind: 'createEvent',
    title: 'graduation',
    date: '2026-11-30',
    time: '10:00',
  }),
  en("lunch at grandma's on Friday at 1pm", {
    kind: 'createEvent',
    title: 'lunch',
    location: "grandma's",
    date: '2026-11-20',
    time: '13:00',
  }),
  en("can you book lunch at grandma's for Friday 1pm?", {
    kind: 'createEvent',
    title: 'lunch',
    location: "grandma's",
    date: '2026-11-20',
    time: '13:00',
  }),
  en('football training for Ziad Tuesday 5 to 6:30pm', {
    kind: 'createEvent',
    title: 'football training',
    date: '2026-11-17',
    time: '17:00',
    endTime: '18:30',
    attendees: ['Ziad'],
  }),
  en('set up a meeting with the contractor tomorrow at 10', {
    kind: 'createEvent',
    title: 'meeting with the contractor',
    date: '2026-11-15',
    time: '10:00',
  }),
  en('plan a picnic on Saturday 21 November at 4pm', {
    kind: 'createEvent',
    title: 'picnic',
    date: '2026-11-21',
    time: '16:00',
  }),
  ar('رايحين عرس يوم الخميس الساعة ٩ بالليل', {
    kind: 'createEvent',
    title: 'عرس',
    date: '2026-11-19',
    time: '21:00',
  }),
  ar('عرس الخميس ٩ بالليل', {
    kind: 'createEvent',
    title: 'عرس',
    date: '2026-11-19',
    time: '21:00',
  }),
  ar('عندنا فرح يوم الخميس الساعة ٩ بالليل', {
    kind: 'createEvent',
    title: 'فرح',
    date: '2026-11-19',
    time: '21:00',
  }),
  ar('تخرج ريم يوم ٣٠ الساعة ١٠ الصبح', {
    kind: 'createEvent',
    title: 'تخرج ريم',
    date: '2026-11-30',
    time: '10:00',
  }),
  ar('غداء عند جدتي يوم الجمعة الساعة ١ الظهر', {
    kind: 'createEvent',
    title: 'غداء عند جدتي',
    date: '2026-11-20',
    time: '13:00',
  }),
  ar('تمرين كورة لزياد الثلاثاء من ٥ لين ٦ ونص', {
    kind: 'createEvent',
    title: 'تمرين كورة',
    date: '2026-11-17',
    time: '17:00',
    endTime: '18:30',
    attendees: ['Ziad'],
  }),
  ar('حط اجتماع مع المقاول بكرة الساعة ١٠ الصبح', {
    kind: 'createEvent',
    title: 'اجتماع مع المقاول',
    date: '2026-11-15',
    time: '10:00',
  }),
  ar('ممكن تحجز لنا طلعة بر السبت الجاي الساعة ٤ العصر', {
    kind: 'createEvent',
    title: 'طلعة بر',
    date: '2026-11-21',
    time: '16:00',
  }),
  en('Reem is taking over the bins from Ziad', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'ريم',
  }),
];

/** A fifth round: people joining the family said every way, moves said as wishes. */
export const fifthProbes: OutcomeCase[] = [
  en('my mum Latifa is joining the family, add her', { kind: 'addMember', name: 'Latifa' }),
  en('please add Latifa, my mother', { kind: 'addMember', name: 'Latifa' }),
  en('Latifa should be in the family too', { kind: 'addMember', name: 'Latifa' }),
  en('add member Latifa', { kind: 'addMember', name: 'Latifa' }),
  en('add a family member named Latifa', { kind: 'addMember', name: 'Latifa' }),
  en('can we add grandma Latifa?', { kind: 'addMember', name: 'Latifa' }),
  en('add Sam, he is our son', { kind: 'addMember', name: 'Sam', role: 'child' }),
  en('add our daughter Lina', { kind: 'addMember', name: 'Lina', role: 'child' }),
  ar('ضيف لطيفة للعيلة', { kind: 'addMember', name: 'لطيفة' }),
  ar('سجل أمي لطيفة في العائلة', { kind: 'addMember', name: 'لطيفة' }),
  ar('ابي أضيف جدتي لطيفة', { kind: 'addMember', name: 'لطيفة' }),
  ar('ضيفي بنتي لينا', { kind: 'addMember', name: 'لينا', role: 'child' }),
  ar('عايزة أضيف ماما لطيفة للعيلة', { kind: 'addMember', name: 'لطيفة' }),
  ar('أضيفي لطيفة كفرد جديد بالعائلة', { kind: 'addMember', name: 'لطيفة' }),
  en('I want to move the eye doctor to Friday', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  en('we need to push the eye doctor to Friday', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  en('eye doctor moved to Friday', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  en("let's do the eye doctor on Friday instead", {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  ar('ابغى أأجل موعد دكتور العيون للجمعة', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  ar('موعد دكتور العيون خليه يوم الجمعة', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
];

/** Said about the family, asking nothing: nothing may change ("the cat is part of the family"). */
export const nothingChanges: OutcomeCase[] = [
  en('the cat is part of the family', { kind: 'ask', reason: 'notFound' }),
  en('Reem is in the family', { kind: 'ask', reason: 'notFound' }),
  ar('القطوة من العيلة', { kind: 'ask', reason: 'notFound' }),
];
