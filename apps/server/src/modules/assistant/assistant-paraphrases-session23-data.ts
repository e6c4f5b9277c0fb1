import type { Expect, OutcomeCase } from '@usra/domain/assistant/outcome-set/outcome-set-types';

/**
 * Paraphrase probes of session 23 (issue 28): batch 11's families said other ways by the tuner
 * (questions said as commands, news of events with their places and people, done said as what
 * came of it, terse hand-overs, moves said as news or needs, notes for a member, members said
 * first). World: `outcome-world.ts` (today Saturday 2026-11-14).
 */
const en = (text: string, expect: Expect): OutcomeCase => ({ text, language: 'en', expect });
const ar = (text: string, expect: Expect): OutcomeCase => ({ text, language: 'ar', expect });

export const sixthProbes: OutcomeCase[] = [
  // questions said as commands / other shapes
  en("walk me through ziad's tuesday", {
    kind: 'answer',
    mentions: ['Return the library books'],
    not: ['Put the bins out'],
  }),
  en("show me grace's jobs for tomorrow", {
    kind: 'answer',
    mentions: ['Order drinking water', 'سقي النخل'],
    not: ['Vacuum the majlis'],
  }),
  en('list everything on monday', {
    kind: 'answer',
    mentions: ['Dentist appointment', 'Call the plumber', 'دفع فاتورة الماء'],
  }),
  en('give me a quick rundown of tomorrow', {
    kind: 'answer',
    mentions: ['حصة السباحة لزياد', 'توصيل تالا للروضة'],
  }),
  en('what has reem got on this week', {
    kind: 'answer',
    mentions: ['Feed the cat', 'زيارة خالتي منيرة'],
  }),
  en('any high priority stuff for faisal?', {
    kind: 'answer',
    mentions: ['دفع فاتورة الكهرباء', 'Renew the Camry insurance'],
    not: ['Call the AC technician'],
  }),
  en('what does the camry need doing before the 20th', {
    kind: 'answer',
    mentions: ['غسيل الكامري'],
    not: ['Renew the Camry insurance'],
  }),
  en('which papers expire in the final week of the month?', {
    kind: 'answer',
    mentions: ['استمارة اليارس', 'Camry insurance'],
    not: ['إقامة غريس'],
  }),
  en('is the fridge warranty still valid?', { kind: 'answer', mentions: ['Fridge warranty'] }),
  en('is the pool maintenance this week?', { kind: 'answer', mentions: ['صيانة المسبح'] }),
  en("who's going with ziad to uncle saad's?", { kind: 'answer', mentions: ['Faisal'] }),
  en("besides tala, who's at the dentist?", { kind: 'answer', mentions: ['هدى'] }),
  en('what is the first thing on monday?', { kind: 'answer', mentions: ['Call the plumber'] }),
  en("when is ziad's football match and who's going", {
    kind: 'answer',
    mentions: ["Ziad's football match", 'Faisal'],
  }),
  en('anything with aunt munira this week?', {
    kind: 'answer',
    mentions: ['زيارة خالتي منيرة'],
    not: ['زيارة عمي سعد'],
  }),
  en('which chores repeat every week?', {
    kind: 'answer',
    mentions: ['Put the bins out', 'سقي النخل'],
    not: ['Feed the cat'],
  }),
  ar('وريني مهام غريس بكرة', {
    kind: 'answer',
    mentions: ['Order drinking water', 'سقي النخل'],
    not: ['Vacuum the majlis'],
  }),
  ar('عطيني شغلات هدى هالأسبوع', {
    kind: 'answer',
    mentions: ['دفع فاتورة الماء', 'تجهيز شنطة الرحلة لزياد'],
  }),
  ar('مين بياخذ تالا لحفل المدرسة؟', { kind: 'answer', mentions: ['هدى'] }),
  ar('الباترول محتاج إيه؟', { kind: 'answer', mentions: ['Oil change for the Patrol'] }),
  ar('أبغى المهام اللي أولويتها عالية', {
    kind: 'answer',
    mentions: ['تجديد استمارة اليارس', 'دفع فاتورة الكهرباء'],
  }),
  ar('صيانة المسبح بكرة ولا بعده؟', { kind: 'answer', mentions: ['صيانة المسبح'] }),
  ar('هل أحد رايح مع زياد للسباحة بكرة؟', { kind: 'answer', mentions: ['Ziad'] }),
  ar('بكرة وش اللي لسه ما انعمل؟', {
    kind: 'answer',
    mentions: ['Order drinking water', 'سقي النخل'],
  }),
  ar('شنو عندنا الخميس؟', {
    kind: 'answer',
    mentions: ["Ziad's football match", 'دفع فاتورة الكهرباء'],
  }),
  ar('الليلة الساعة ٩ مين عليه شي؟', { kind: 'answer', mentions: ['Ziad'] }),
  ar('عندنا شي مع خالتي منيرة بكرة؟', { kind: 'answer', mentions: ['زيارة خالتي منيرة'] }),
  ar('زياد خلص ترتيب الألعاب ولا باقي عليه؟', { kind: 'answer', mentions: ['ترتيب غرفة الألعاب'] }),
  // events
  en('Reem got invited to a graduation party on the 28th at 8pm', {
    kind: 'createEvent',
    title: 'graduation party',
    date: '2026-11-28',
    time: '20:00',
    attendees: ['ريم'],
  }),
  en('robotics fair at the science museum sat 21st 10am, Ziad and Reem are going', {
    kind: 'createEvent',
    title: 'robotics fair',
    location: 'the science museum',
    date: '2026-11-21',
    time: '10:00',
  }),
  en('faisal has a board meeting in Dammam on the 24th, starts at 8am', {
    kind: 'createEvent',
    title: 'board meeting',
    location: 'Dammam',
    date: '2026-11-24',
    time: '08:00',
    attendees: ['Faisal'],
  }),
  en('tennis for Ziad at the sports club on the 27th, 5pm', {
    kind: 'createEvent',
    title: 'tennis',
    location: 'the sports club',
    date: '2026-11-27',
    time: '17:00',
    attendees: ['Ziad'],
  }),
  en("huda's got lunch with friends on thursday at like 1 at the mall, can you add it", {
    kind: 'createEvent',
    title: 'lunch with friends',
    location: 'the mall',
    date: '2026-11-19',
    time: '13:00',
    attendees: ['هدى'],
  }),
  en('karate grading at the dojo wed 6pm, Ziad is in it', {
    kind: 'createEvent',
    title: 'karate grading',
    location: 'the dojo',
    date: '2026-11-18',
    time: '18:00',
    attendees: ['Ziad'],
  }),
  ar('ريم عندها مقابلة في الجامعة يوم الأحد الساعة ١٠ الصبح', {
    kind: 'createEvent',
    title: 'مقابلة',
    location: 'الجامعة',
    date: '2026-11-15',
    time: '10:00',
    attendees: ['ريم'],
  }),
  ar('زياد معزوم على عيد ميلاد صاحبه يوم الأربعاء الساعة ٦ المسا', {
    kind: 'createEvent',
    title: 'عيد ميلاد صاحبه',
    date: '2026-11-18',
    time: '18:00',
    attendees: ['Ziad'],
  }),
  ar('قعدة العائلة في بيت جدي يوم الجمعة الساعة ٨ المسا، هدى رايحة', {
    kind: 'createEvent',
    title: 'قعدة العائلة',
    location: 'بيت جدي',
    date: '2026-11-20',
    time: '20:00',
    attendees: ['هدى'],
  }),
  ar('عندنا عزيمة يوم ٣ الشهر الجاي الساعة ٩ المسا في استراحة الربيع', {
    kind: 'createEvent',
    title: 'عزيمة',
    location: 'استراحة الربيع',
    date: '2026-12-03',
    time: '21:00',
  }),
  // completions
  en('got the bread on my way home', { kind: 'complete', task: 'شراء الخبز' }),
  en('talked to the plumber, sorted', { kind: 'complete', task: 'Call the plumber' }),
  en('the water we ordered arrived', { kind: 'complete', task: 'Order drinking water' }),
  en('the cat has eaten', { kind: 'complete', task: 'Feed the cat' }),
  en('the ac guy came and fixed it', { kind: 'complete', task: 'Call the AC technician' }),
  en('the library books, returned them this morning', {
    kind: 'complete',
    task: 'Return the library books',
  }),
  ar('القطوة أكلت', { kind: 'complete', task: 'Feed the cat' }),
  ar('الزبالة صارت برا', { kind: 'complete', task: 'Put the bins out' }),
  ar('الخبز وصل، جبته من الفرن', { kind: 'complete', task: 'شراء الخبز' }),
  ar('استمارة اليارس الجديدة طلعت', { kind: 'complete', task: 'تجديد استمارة اليارس' }),
  ar('مويه الشرب وصلت', { kind: 'complete', task: 'Order drinking water' }),
  // hand-overs
  en('bread → Grace', { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' }),
  en("the toy room is Reem's now", {
    kind: 'reassign',
    task: 'ترتيب غرفة الألعاب',
    assignee: 'ريم',
  }),
  en('Huda can take care of the electricity bill', {
    kind: 'reassign',
    task: 'دفع فاتورة الكهرباء',
    assignee: 'هدى',
  }),
  en('Faisal will do the bins tonight, not Ziad', {
    kind: 'reassign',
    task: 'Put the bins out',
    assignee: 'Faisal',
  }),
  ar('سقي النخل بكرة تسويه ريم', { kind: 'reassign', task: 'سقي النخل', assignee: 'ريم' }),
  ar('عطوا غريس شغلة الخبز', { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' }),
  ar('ماما قالت هي بتدفع فاتورة الكهربا', {
    kind: 'reassign',
    task: 'دفع فاتورة الكهرباء',
    assignee: 'هدى',
  }),
  ar('هدى بترجع كتب المكتبة وهي رايحة السوق', {
    kind: 'reassign',
    task: 'Return the library books',
    assignee: 'هدى',
  }),
  ar('خلي صاحب زياد يودي الكتب للمكتبة', { kind: 'ask', reason: 'notFound' }),
  // moves
  en("uncle saad's visit got pushed to saturday", {
    kind: 'move',
    event: 'زيارة عمي سعد',
    date: '2026-11-21',
  }),
  en('the PTM needs to go to wednesday', {
    kind: 'move',
    event: 'Parent-teacher meeting',
    date: '2026-11-18',
  }),
  en('dentist changed the time, its 5pm now', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-16',
    time: '17:00',
  }),
  en('do the camry wash a day later', { kind: 'move', task: 'غسيل الكامري', date: '2026-11-17' }),
  en('pay the water bill on wednesday instead', {
    kind: 'move',
    task: 'دفع فاتورة الماء',
    date: '2026-11-18',
  }),
  en('move the football match to 6', {
    kind: 'move',
    event: "Ziad's football match",
    date: '2026-11-19',
    time: '18:00',
  }),
  ar('زيارة عمي سعد تأجلت للسبت', { kind: 'move', event: 'زيارة عمي سعد', date: '2026-11-21' }),
  ar('الرجاء تأجيل اجتماع أولياء الأمور إلى يوم الخميس', {
    kind: 'move',
    event: 'Parent-teacher meeting',
    date: '2026-11-19',
  }),
  ar('عمي سعد يبينا نجيه الساعة ٥ بدال ٤', {
    kind: 'move',
    event: 'زيارة عمي سعد',
    date: '2026-11-20',
    time: '17:00',
  }),
  // tasks
  en('reem to tidy her wardrobe on sunday', {
    kind: 'createTask',
    title: 'tidy her wardrobe',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  en('faisal: book the car service for the patrol on tuesday', {
    kind: 'createTask',
    title: 'book the car service for the patrol',
    assignee: 'Faisal',
    date: '2026-11-17',
  }),
  en('new job for the housekeeper - clean the oven on friday', {
    kind: 'createTask',
    title: 'clean the oven',
    assignee: 'Grace',
    date: '2026-11-20',
  }),
  en('get the camry windows tinted, low priority', {
    kind: 'createTask',
    title: 'get the camry windows tinted',
    priority: 'low',
    vehicle: 'Camry',
  }),
  ar('تجديد جواز فيصل يوم ٣٠، ضروري', {
    kind: 'createTask',
    title: 'تجديد جواز فيصل',
    date: '2026-11-30',
    priority: 'high',
  }),
  ar('غريس تنظف الفرن يوم الجمعة الساعة ١١ الصبح', {
    kind: 'createTask',
    title: 'تنظف الفرن',
    assignee: 'Grace',
    date: '2026-11-20',
    time: '11:00',
  }),
  ar('زياد يرتب مكتبه الليلة', {
    kind: 'createTask',
    title: 'يرتب مكتبه',
    assignee: 'Ziad',
    date: '2026-11-14',
  }),
  ar('سجلي على ريم تكلم المدرسة بكرة', {
    kind: 'createTask',
    title: 'تكلم المدرسة',
    assignee: 'ريم',
    date: '2026-11-15',
  }),
  // members / asks
  en('Lina, my niece, lives with us now - add her to the family', {
    kind: 'addMember',
    name: 'Lina',
  }),
  ar('أختي سارة بتسكن معنا، ضيفيها للعائلة', { kind: 'addMember', name: 'سارة' }),
  en('create an event on friday at 7', { kind: 'ask', reason: 'missingSlot' }),
  en('dentist friday 2pm', { kind: 'ask', reason: 'which', candidates: ['Dentist appointment'] }),
  ar('زيارة عمي سعد الأحد الساعة ٦', {
    kind: 'ask',
    reason: 'which',
    candidates: ['زيارة عمي سعد'],
  }),
];

/** A second round, written after the first was understood: other words for the same families. */
export const seventhProbes: OutcomeCase[] = [
  // English events said as news (and twins)
  en('parent teacher meeting wednesday at 1', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Parent-teacher meeting'],
  }),
  en("ziad's match kicks off at 6 on thursday now", {
    kind: 'move',
    event: "Ziad's football match",
    date: '2026-11-19',
    time: '18:00',
  }),
  en('the eye doctor is friday at 9 now', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
    time: '09:00',
  }),
  en("reem's got her driving test at the licensing centre on the 30th at 8am", {
    kind: 'createEvent',
    title: 'driving test',
    location: 'the licensing centre',
    date: '2026-11-30',
    time: '08:00',
    attendees: ['ريم'],
  }),
  en('family dinner at the Shrimp House friday 8pm, all of us', {
    kind: 'createEvent',
    title: 'family dinner',
    location: 'the Shrimp House',
    date: '2026-11-20',
    time: '20:00',
  }),
  en("tala's got a playdate at Sara's house tuesday 4-6pm", {
    kind: 'createEvent',
    title: 'playdate',
    location: "Sara's house",
    date: '2026-11-17',
    time: '16:00',
    endTime: '18:00',
    attendees: ['تالا'],
  }),
  en('we have a wedding in Jeddah on the 10th of december', {
    kind: 'createEvent',
    title: 'wedding',
    location: 'Jeddah',
    date: '2026-12-10',
  }),
  en("Ziad's been selected for the school choir concert, thursday at 10am in the school hall", {
    kind: 'createEvent',
    title: 'school choir concert',
    location: 'the school hall',
    date: '2026-11-19',
    time: '10:00',
    attendees: ['Ziad'],
  }),
  en('huda has a facial at the spa sunday 3pm', {
    kind: 'createEvent',
    title: 'facial',
    location: 'the spa',
    date: '2026-11-15',
    time: '15:00',
    attendees: ['هدى'],
  }),
  // moves & hand-overs English
  en('the dentist has been moved to wednesday', {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-18',
  }),
  en("tala's dentist is now on tuesday, same time", {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-17',
  }),
  en('can the plumber call be on tuesday instead', {
    kind: 'move',
    task: 'Call the plumber',
    date: '2026-11-17',
  }),
  en('the oil change needs to happen on friday', {
    kind: 'move',
    task: 'Oil change for the Patrol',
    date: '2026-11-20',
  }),
  en('bump the library books to thursday', {
    kind: 'move',
    task: 'Return the library books',
    date: '2026-11-19',
  }),
  en('Anwar can handle the oil change', {
    kind: 'reassign',
    task: 'Oil change for the Patrol',
    assignee: 'أنور',
  }),
  en("Reem's doing the palms tomorrow instead of Grace", {
    kind: 'reassign',
    task: 'سقي النخل',
    assignee: 'ريم',
  }),
  en('feeding the cat goes to Ziad this week', {
    kind: 'reassign',
    task: 'Feed the cat',
    assignee: 'Ziad',
  }),
  en('give the majlis to Reem today', {
    kind: 'reassign',
    task: 'Vacuum the majlis',
    assignee: 'ريم',
  }),
  en('Grace is taking over the bread', { kind: 'reassign', task: 'شراء الخبز', assignee: 'Grace' }),
  // completions English
  en('bins are out', { kind: 'complete', task: 'Put the bins out' }),
  en('the majlis is spotless now', { kind: 'complete', task: 'Vacuum the majlis' }),
  en('electricity bill paid ✅', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  en('just got back from the pharmacy with the meds', {
    kind: 'complete',
    task: 'جلب الدواء من الصيدلية',
  }),
  en('the palms got watered this morning', { kind: 'complete', task: 'سقي النخل' }),
  en('the camry is washed', { kind: 'complete', task: 'غسيل الكامري' }),
  en('Reem bought the present for Tala yesterday', {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en('finally got through to the AC technician', {
    kind: 'complete',
    task: 'Call the AC technician',
  }),
  en("the kids' school pickup is done, anwar got them", {
    kind: 'complete',
    task: 'Pick up the kids from school',
  }),
  en('the water tank has been cleaned', { kind: 'complete', task: 'تنظيف خزان الماء' }),
  // questions
  en("what's on for huda on monday", {
    kind: 'answer',
    mentions: ['Dentist appointment', 'دفع فاتورة الماء'],
  }),
  en('who is doing the school pickup tomorrow', { kind: 'answer', mentions: ['أنور'] }),
  en('when does the camry insurance expire', { kind: 'answer', mentions: ['Camry insurance'] }),
  en('anything due for the yaris?', { kind: 'answer', mentions: ['تجديد استمارة اليارس'] }),
  en("what's left for grace today", { kind: 'answer', mentions: ['Vacuum the majlis'] }),
  en('is anyone going with faisal to the eye doctor', { kind: 'answer', mentions: ['Faisal'] }),
  en("who hasn't got any tasks", { kind: 'ask', reason: 'notFound' }),
  en('which tasks are due this week that nobody has', {
    kind: 'answer',
    mentions: ['شراء الخبز', 'Call the plumber'],
  }),
  en('what time is the swimming lesson tomorrow', {
    kind: 'answer',
    mentions: ['حصة السباحة لزياد'],
  }),
  en("is ziad's football match still on thursday?", {
    kind: 'answer',
    mentions: ["Ziad's football match"],
  }),
  en('tell me what reem has to do this week', {
    kind: 'answer',
    mentions: ['Feed the cat', 'Buy a birthday present for Tala'],
  }),
  en('any maintenance coming up in december?', {
    kind: 'answer',
    mentions: ['Water heater inspection'],
  }),
  ar('متى موعد حفل تالا ومين رايح معها؟', {
    kind: 'answer',
    mentions: ['حفل المدرسة لتالا', 'هدى'],
  }),
  ar('وش آخر شي الليلة؟', { kind: 'answer', mentions: ['Put the bins out'] }),
  ar('وريني يوم الاثنين', { kind: 'answer', mentions: ['Dentist appointment', 'غسيل الكامري'] }),
  ar('كم مهمة على أنور بكرة؟', { kind: 'answer', mentions: ['توصيل تالا للروضة'] }),
  ar('جواز هدى لسه ساري؟', { kind: 'answer', mentions: ["Huda's passport"] }),
];

const twin = (c: string): Expect => ({ kind: 'ask', reason: 'which', candidates: [c] });

/**
 * Stored rows said again with a new day or time (moved, or asked: moved or another?), and
 * questions about them: never a new row beside them.
 */
export const eighthProbes: OutcomeCase[] = [
  en('swimming lesson sunday at 6', twin('حصة السباحة لزياد')),
  en('swimming on sunday at 6pm', twin('حصة السباحة لزياد')),
  en('eye doctor thursday 3pm', twin('Eye doctor appointment')),
  en("aunt munira's visit monday at 8", twin('زيارة خالتي منيرة')),
  en('football match saturday 4pm', twin("Ziad's football match")),
  en('the school party is on the 25th', {
    kind: 'move',
    event: 'حفل المدرسة لتالا',
    date: '2026-11-25',
  }),
  en("tala's school party is now at 10", {
    kind: 'move',
    event: 'حفل المدرسة لتالا',
    date: '2026-11-24',
    time: '10:00',
  }),
  en('dinner at abu khalids is at 9 tonight', {
    kind: 'move',
    event: "Dinner at Abu Khalid's",
    date: '2026-11-14',
    time: '21:00',
  }),
  en('parents evening tuesday at 5', {
    kind: 'ask',
    reason: 'which',
    candidates: ['Parent-teacher meeting'],
  }),
  en('is there a dentist appointment on monday?', {
    kind: 'answer',
    mentions: ['Dentist appointment'],
  }),
  en('do we have swimming tomorrow at 5?', { kind: 'answer', mentions: ['حصة السباحة لزياد'] }),
  en('what about the eye doctor on wednesday', {
    kind: 'answer',
    mentions: ['Eye doctor appointment'],
  }),
  en("when's uncle saad coming over", { kind: 'answer', mentions: ['زيارة عمي سعد'] }),
  en("the dentist can't do monday anymore, they offered wednesday 4pm", {
    kind: 'move',
    event: 'Dentist appointment',
    date: '2026-11-18',
    time: '16:00',
  }),
  en('can we get the eye doctor moved to friday?', {
    kind: 'move',
    event: 'Eye doctor appointment',
    date: '2026-11-20',
  }),
  en('I think the swimming lesson might be at 6 tomorrow', { kind: 'ask', reason: 'notFound' }),
  en('football practice pickup at 7 today', twin('Pick up Ziad from football practice')),
  en('school pickup tomorrow at 2', {
    kind: 'move',
    task: 'Pick up the kids from school',
    date: '2026-11-15',
    time: '14:00',
  }),
  en("reem's club drop-off is at 6 tomorrow", {
    kind: 'move',
    task: 'توصيل ريم للنادي',
    date: '2026-11-15',
    time: '18:00',
  }),
  ar('موعد الأسنان الأربعاء الساعة ٤', twin('Dentist appointment')),
  ar('السباحة بكرة الساعة ٦', twin('حصة السباحة لزياد')),
];

/** English done said as a state, and English events and tasks said in everyday ways. */
export const ninthProbes: OutcomeCase[] = [
  en('bread sorted', { kind: 'complete', task: 'شراء الخبز' }),
  en('the meds are here, reem picked them up', {
    kind: 'complete',
    task: 'جلب الدواء من الصيدلية',
  }),
  en('kitty has been fed', { kind: 'complete', task: 'Feed the cat' }),
  en('rubbish is out on the street', { kind: 'complete', task: 'Put the bins out' }),
  en('water delivery came this morning', { kind: 'complete', task: 'Order drinking water' }),
  en('the plumber has been called', { kind: 'complete', task: 'Call the plumber' }),
  en("ziad's playroom is tidy now", { kind: 'complete', task: 'ترتيب غرفة الألعاب' }),
  en('the electric bill is paid', { kind: 'complete', task: 'دفع فاتورة الكهرباء' }),
  en("Tala's present is bought and wrapped", {
    kind: 'complete',
    task: 'Buy a birthday present for Tala',
  }),
  en('returned the books to the library', { kind: 'complete', task: 'Return the library books' }),
  en('reem got dropped at the club', { kind: 'complete', task: 'توصيل ريم للنادي' }),
  en('the yaris registration is renewed', { kind: 'complete', task: 'تجديد استمارة اليارس' }),
  en("haven't called the plumber yet", { kind: 'answer', mentions: ['Call the plumber'] }),
  en('Ziad will put the bins out later', { kind: 'answer', mentions: ['Put the bins out'] }),
  en('book club at Kinokuniya on tuesday 7pm', {
    kind: 'createEvent',
    title: 'book club',
    location: 'Kinokuniya',
    date: '2026-11-17',
    time: '19:00',
  }),
  en('Reem has volleyball training at the academy thursday 5 to 7pm', {
    kind: 'createEvent',
    title: 'volleyball training',
    location: 'the academy',
    date: '2026-11-19',
    time: '17:00',
    endTime: '19:00',
    attendees: ['ريم'],
  }),
  en('we have a barbecue at the farm friday 6pm', {
    kind: 'createEvent',
    title: 'barbecue',
    location: 'the farm',
    date: '2026-11-20',
    time: '18:00',
  }),
  en("Huda's invited to a baby shower on monday at 5 at Nora's", {
    kind: 'createEvent',
    title: 'baby shower',
    location: "Nora's",
    date: '2026-11-16',
    time: '17:00',
    attendees: ['هدى'],
  }),
  en('Faisal and Ziad have a father-son camp on the 27th', {
    kind: 'createEvent',
    title: 'father-son camp',
    date: '2026-11-27',
    attendees: ['Faisal', 'Ziad'],
  }),
  en('movie night at home saturday 8pm, everyone', {
    kind: 'createEvent',
    title: 'movie night',
    location: 'home',
    date: '2026-11-21',
    time: '20:00',
  }),
  en('add a reminder for anwar to check the patrol tyres on monday', {
    kind: 'createTask',
    title: 'check the patrol tyres',
    assignee: 'أنور',
    date: '2026-11-16',
    vehicle: 'Patrol',
  }),

  en('reem has to tidy her room on monday', {
    kind: 'createTask',
    title: 'tidy her room',
    assignee: 'ريم',
    date: '2026-11-16',
  }),
];
