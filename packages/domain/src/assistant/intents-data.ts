/**
 * The assistant's sentence templates (issue 16, decision 013), in the style of Home Assistant's
 * hassil: `(a|b)` alternatives, `[word]` optional, `{member}` a list slot filled at match time
 * (the family's members), `{title:*}` a wildcard, `<week>` / `<month>` the ranges "this week" /
 * "this month" (dates and times are cut out before matching and given as slots). Words are
 * written naturally; they are folded like search text (hamza, ta marbuta, alef maqsura,
 * Arabic-Indic digits, the article ال), so `المهام` also matches `مهام` and `المهام`.
 */

export const intentNames = [
  'createTask',
  'completeTask',
  'reassignTask',
  'createEvent',
  'moveEvent',
  'addMember',
  'tasksToday',
  'tasksOverdue',
  'tasksWeek',
  'whereIs',
  'documentsExpiring',
  'vehicleService',
  'maintenanceOverdue',
  'greeting',
  'help',
] as const;
export type IntentName = (typeof intentNames)[number];

/** Shared pieces, substituted into templates as `$name`. */
const EN = {
  please: '[please|can you|could you|pls]',
  want: '[i want to|i wanna|i would like to|id like to]',
  a: '[a|an|the|new|a new]',
  task: '(task|todo|to do|reminder|to-do)',
  me: '[me|us]',
  whatIs:
    "(what is|whats|what's|what are|what|which|show [me]|list|any|anything|are there [any]|is there [any]|do we have [any]|do i have [any])",
};
const AR = {
  want: '[ابغى|ابغي|ابي|أبي|ودي|أريد|اريد|بغيت|ممكن|لو سمحت|تكفى]',
  add: '(ضيف|ضيفي|أضف|اضف|اضيف|أضيف|إضافة|اضافه|سجل|سجلي|اسجل|حط|احط|سوي|سو|اعمل|انشئ|أنشئ|ابغى|ابي)',
  task: '(مهمة|مهمه|تذكير|مهام)',
  what: '(وش|ايش|شو|ما هي|ما هو|ماهي|ما|شنو|وريني|ورني|عطني|اعطني|اعرض|فيه|في|هل فيه|هل في|هل)',
};

function expand(templates: string[], pieces: Record<string, string>): string[] {
  return templates.map((t) =>
    t.replace(/\$(\w+)/g, (_, name: string) => pieces[name] ?? `$${name}`),
  );
}

const en: Record<IntentName, string[]> = {
  createTask: [
    '$please remind (me|us|{assignee}) [to] {title:*}',
    '$please set $a reminder [for {assignee}] [to] {title:*}',
    '$please (add|create|make|put|ad|new) $a [high priority|low priority|urgent] $task for {assignee} [to|:] {title:*}',
    '$please (add|create|make|ad) $a [high priority|low priority|urgent] $task [to|:|called|named] {title:*}',
    '$please (add|create|make|ad) $a $task for {assignee} [:] {title:*}',
    '(new|a new) $task [for {assignee}] [:] {title:*}',
    '$task [for {assignee}] [:] {title:*}',
    '(add|put) {title:*} (to|on) [my|our|the] (list|tasks|task list|todo list|to do list) [for {assignee}]',
    '(add|put) to [my|our|the] (list|tasks|todo list) [:] {title:*}',
    '(assign|give) {assignee} the task of {title:*}',
    '(dont|do not) let me forget [to] {title:*}',
    '(i|we) (need|have|got) to {title:*}',
    '(i|we) must {title:*}',
    '{assignee} (needs to|should|has to|must|got to|is to) {title:*}',
  ],
  completeTask: [
    '$please (mark|set|tick off|tick|check off|check) [the] [task] {task:*} (as|to) (done|complete|completed|finished)',
    '$please (mark|set) [the] [task] {task:*} (done|complete|completed|finished)',
    '$please (tick off|check off|complete|finish|close) [the] [task] [:] {task:*}',
    '(i|we|ive|weve) [have|just] (finished|completed|done|did) [with] [the] [task] {task:*}',
    '(finished|completed|done with|done) [the] [task] {task:*}',
    '[the] {task:*} is (done|finished|completed|paid|cleaned|washed|complete) [close the task|mark it done]',
    '[i|we|ive|weve] [have|just|already] {task:*} [already] [,] [you can|please] (mark it|close it|tick it) [as] [done|complete|off]',
    '[i|we|ive|weve] [have|just|already] (washed|cleaned|paid|bought|watered|took out|taken out|fed|fixed) {task:*} [already]',
  ],
  reassignTask: [
    '$please (reassign|reasign|assign|give|move|transfer|switch|hand over|hand) [the] [task] {task:*} to {assignee} [instead]',
    '$please change the (assignee|owner|person) (of|for|on) [the] [task] {task:*} to {assignee}',
    'let {assignee} (do|take|handle) [the] {task:*} [instead]',
    '{assignee} (will|should|can|is going to) {task:*} (instead [of me]|not me|[,] not me)',
  ],
  createEvent: [
    '$please (schedule|schedual|shedule|plan|book|add|create|put) [a|an|the|new] (event|calendar event) [called|named|for|:] {title:*} [on|to] [the|my|our] [calendar]',
    '$please (schedule|schedual|shedule|plan|book) [a|an|the] {title:*}',
    '$please (add|put|create) [a|an|the] {title:*} (on|to|in) [the|my|our] calendar',
    '(new|a new) [calendar] event [:] {title:*}',
    '(add|put) to [the|my|our] calendar [:] {title:*}',
    'calendar [:] {title:*}',
    '$please (add|create) [a|an] {title:*} (appointment|meeting|party|dinner|class|exam)',
  ],
  moveEvent: [
    '$please (move|reschedule|resched|push|postpone|delay|shift|change|bring forward) [the] [event] {event:*} [to|until|till|for] [the]',
  ],
  addMember: [
    '$please add [my|a|our] [new] [family] member [named|called|:] {name:*} [,] [he is|she is|hes|shes|as] [a|an|the|our] {role}',
    '$please add [my|a|our] [new] [family] member [named|called|:] {name:*}',
    '$please add [my|our] {role} {name:*} [to] [the|our|my] [family] [members]',
    '$please add {name:*} (to|into) [the|our|my] family [members] [as [a|an] {role}]',
    '$please add {name:*} as [a|an|the|our] {role}',
    '(new|a new) family member [:] {name:*} [,] {role}',
    '(new|a new) family member [:] {name:*}',
    'my {role} {name:*} (should be|needs to be|must be) (in|added to) [the] family',
  ],
  tasksToday: [
    '$whatIs [is|are] [tasks|task] (due|pending) [for] [me|us]',
    '(what|whats) (do|have) (i|we) (have|got) [on] [due]',
    '(what|whats) [are] [my|our] tasks [for]',
    '$whatIs (my|our) tasks [for]',
    "(show|list) [me] [my|our] (todays|today's|the) tasks",
    '(whats|what is) on my (plate|list|agenda)',
    '(what|whats) [is] [on] [my|our] (agenda|schedule)',
  ],
  tasksOverdue: [
    '$whatIs [is|are] [the] (overdue|late|past due|behind) [tasks|ones|things]',
    '$whatIs [tasks] (is|are) (overdue|late|past due|behind)',
    '(show|list) [me] [the] (overdue|late) [tasks|ones]',
    '(what|which) tasks (are|is) (overdue|late|past due)',
  ],
  tasksWeek: [
    '$whatIs [is|are] [tasks] (due|pending|planned) [for] <week>',
    '(what|whats) (do|have) (i|we) (have|got) [on] [due] <week>',
    '[show|list] [me] [my|our|the] tasks [for|of] <week>',
    "[show|list] [me] (the weeks|the week's|this weeks|this week's) tasks",
    '[show|list] [me] [the] <week> [s] tasks',
    '$whatIs [is] [on] [my|our] (agenda|schedule|plate) [for] <week>',
  ],
  whereIs: [
    '(where is|wheres|where|where are) {member} [now|right now]',
    '(do|did) you know where {member} is',
    '(location|where abouts|whereabouts) of {member}',
    '(where is|wheres|where are) (everyone|everybody|the family|all) [now]',
    '(show|tell) [me] where (everyone|everybody|the family) is',
    '(who is|whos) where',
    '(where is|wheres) {member} now',
  ],
  documentsExpiring: [
    '$whatIs [my|our] (documents|docs|papers|document|ids|passports) (expire|expiring|expires|are expiring|will expire) [soon] [<month>]',
    '$whatIs (documents|docs|papers) (expire|expiring) [<month>]',
    '(is|are) [my|our|the] (passport|id|license|licence|documents|papers|residency|iqama) (expiring|expired|about to expire) [soon]',
    '(which|what) (documents|papers) (expire|are expiring) <month>',
  ],
  vehicleService: [
    '(is|are) [the|my|our] (car|cars|vehicle|vehicles) due (for|a) [service|maintenance]',
    '(when is|whens) [the|my|our] (cars|car|vehicles|vehicle) next (service|maintenance|oil change)',
    '(does|do) [the|my|our] (car|cars|vehicle|vehicles) need [a] (service|maintenance|servicing|oil change)',
    '$whatIs (vehicle|car) (reminders|service|services|maintenance)',
    '(is|are) [the|my] (oil change|service|tyre change|tire change|inspection) due',
  ],
  maintenanceOverdue: [
    '$whatIs [home|house] maintenance (is|are) (overdue|late|due)',
    '(is|are) (any|there any) [home|house] maintenance (overdue|late|due)',
    '(show|list) [me] [the] (overdue|late) (home|house) maintenance',
    '$whatIs (overdue|late) [home|house] maintenance',
    '(what|what is|whats) (needs|need) (fixing|repair|maintenance) in the (house|home)',
  ],
  greeting: [
    '(hello|hi|hey|hiya|salam|salaam|good morning|good evening|good afternoon|good day) [there|assistant]',
    '(assalamu alaikum|as salamu alaikum|peace be upon you)',
  ],
  help: [
    '(help|help me)',
    '(what|which things) can you do',
    'what do you do',
    'how (do|can|should) i use (you|this)',
    '(what|which) commands [do you understand|can i use]',
  ],
};

const ar: Record<IntentName, string[]> = {
  createTask: [
    '$want (ذكرني|ذكرنى|ذكريني|تذكرني|ذكر|فكرني|نبهني) [ب|ان|إن] {title:*}',
    '$want $add $task [جديدة|جديده] [ل|الى|إلى] {assignee} [:] {title:*}',
    '$want $add [ل|الى] {assignee} $task [:] {title:*}',
    '$want $add $task [جديدة|جديده] [:] {title:*}',
    '$want $task [جديدة|جديده] [ل] {assignee} [:] {title:*}',
    '$want $task [جديدة|جديده] [:] {title:*}',
    '$want تذكير [ل] {assignee} [:] {title:*}',
    '$want تذكير [:] {title:*}',
    '$want $add (الى|إلى|ل|في|على) (قائمتي|القائمه|المهام|مهامي) [:] {title:*}',
    '(لا تخليني|لا تخلني|لاتخليني) (انسى|أنسى) [ان|أن] {title:*}',
    '(خلي|خل) {assignee} {title:*}',
    '{assignee} (لازم|يبي له|يحتاج|عليه|عليها) {title:*}',
    '(لازم|يجب|علي|عليّ|لا بد) [ان|أن] {title:*}',
  ],
  completeTask: [
    '(خلصت|خلص|خلصنا|خلصتها|خلصته|انهيت|أنهيت|انجزت|أنجزت|كملت|سويت|سوينا|تم|خلاص) [من] [مهمه|مهمة] {task:*}',
    'تم (انجاز|إنجاز|الانتهاء من|انهاء|إنهاء) [مهمه|مهمة] {task:*}',
    '(اعتبر|حط|علم على|علّم على|خل|خلي) [مهمه|مهمة] {task:*} (مكتمل|مكتمله|منجز|منجزه|خالص|خالصه|خلصت|انها منجزه|إنها منجزة|تمت)',
    '{task:*} (خلاص|تم|خلصت|مكتمل|مكتمله|انتهيت منه|انتهيت منها)',
  ],
  reassignTask: [
    '$want (حول|حوّل|انقل|عطي|اعط|أعط|اعطي|أعطي|عين|اسند|أسند|بدل|غير) [مهمه|مهمة] {task:*} [الى|إلى|على|ل] {assignee}',
    '$want غير (المسؤول|المسئول|الشخص) (عن|عن مهمة|حق) {task:*} [الى|إلى|ل] {assignee}',
    '(خل|خلي) {assignee} (يسوي|تسوي|ياخذ|تاخذ|يتكفل|تتكفل|يتولى|تتولى|يستلم|تستلم) [ب] [مهمه|مهمة] {task:*} [بدالي|بدلي|عني|بدال|بدلا مني]',
  ],
  createEvent: [
    '$want $add (حدث|مناسبة|مناسبه|فعالية|فعاليه) [جديد|جديدة] [:] {title:*}',
    '$want $add (للتقويم|في التقويم|بالتقويم|على التقويم|ل التقويم) [:] {title:*}',
    '$want $add {title:*} (في|ل|على|ب) التقويم',
    '(حدث|موعد|مناسبة) (جديد|جديدة) [:] {title:*}',
    '$want (احجز|حجز|احجزلي) {title:*}',
    '$want $add {title:*}',
  ],
  moveEvent: [
    '$want (اجل|أجل|أجّل|أخر|اخر|أخّر|قدم|قدّم|انقل|حول|غير|بدل) [موعد|وقت] {event:*}',
    '$want (خل|خلي) {event:*}',
    '(ممكن|تقدر) (تنقل|تأجل|تأجل|تأخر|تقدم|تغير) [موعد|وقت] {event:*}',
  ],
  addMember: [
    '$want $add [فرد|عضو] [جديد] [للعائلة|للعائله|لأفراد العائلة|لافراد العائله|في العائلة] [اسمه|اسمها|باسم] {name:*} (وهو|وهي|هو|هي) {role}',
    '$want $add (فرد|عضو) [جديد] [للعائلة|للعائله|في العائلة] (اسمه|اسمها|باسم) {name:*}',
    '$want $add {role} {name:*} [ل] [لأفراد العائلة|لافراد العائله|للعائلة|للعائله|في العائلة|العائلة]',
    '$want $add {name:*} {role}',
    '$want $add {name:*} (للعائلة|للعائله|لأفراد العائلة|لافراد العائله|في العائلة)',
    '(عضو|فرد) جديد [:] {name:*} [،|,] {role}',
    '(عضو|فرد) جديد [:] {name:*}',
    '{role} {name:*} (ضيفه|ضيفها|ضيفيه|ضيفيها|اضفه|اضفها|سجله|سجلها) [للعائلة|للعائله|في العائلة]',
  ],
  tasksToday: [
    '$what (عندي|عندنا|علي|علينا) [شي|مهام]',
    '(عندي|عندنا) (شي|اشياء|مهام)',
    '$what [المهام|مهام|مهامي] [المطلوبة|المطلوبه]',
    '$what (المطلوب|المطلوبة) [مني|منا]',
    '(مهام|مهامي) [اليوم]',
  ],
  tasksOverdue: [
    '$what [المهام|مهام] (المتأخرة|المتاخره|المتأخر|المتاخر|متأخر|متأخرة|متاخره|متاخر) [شي]',
    '$what (شي|اشياء) (متأخر|متاخر|متأخرة|متاخره)',
    '(المهام|مهام) (المتأخرة|المتاخره|اللي فات موعدها|اللي فاتت|اللي تأخرت)',
    '(المتأخر|المتاخر)',
  ],
  tasksWeek: [
    '$what (عندي|عندنا|علي|علينا) [شي|مهام] <week>',
    '$what [المهام|مهام|مهامي] [المطلوبة|المطلوب] (<week>|اسبوع)',
    '$what (المطلوب|المطلوبة) [مني|منا] <week>',
    '(مهام|المهام|مهامي) (<week>|اسبوع)',
  ],
  whereIs: [
    '[تعرف|تدري] (وين|أين|اين|فين) {member} [الحين|الحين|الآن|الان]',
    '(موقع|مكان) {member}',
    '(وين|أين|اين|فين) (الكل|الجميع|الجماعة|الجماعه|العائلة|العائله|الناس كلهم|كلهم|الأهل|الاهل)',
    '(مين|من) وين',
  ],
  documentsExpiring: [
    '$what [الوثائق|المستندات|الاوراق|الأوراق|وثائق|مستندات] (اللي|التي|الي) (تنتهي|بتنتهي|راح تنتهي|بتخلص|تخلص|منتهيه|قربت تنتهي) [<month>]',
    '(الوثائق|المستندات|الاوراق) (المنتهية|المنتهيه|اللي تنتهي) [<month>]',
    '[هل] (فيه|في) (جواز|هويه|هوية|رخصه|رخصة|اقامه|إقامة|وثيقه|وثيقة) (بينتهي|ينتهي|منتهي|بتنتهي|تنتهي|قرب ينتهي)',
    '$what (الوثائق|المستندات) (<month>)',
  ],
  vehicleService: [
    '[هل] (السيارة|السياره|سيارتي|سيارتنا|السيارات) (تحتاج|محتاجة|محتاجه|يبي لها|تبي) [الى] (صيانة|صيانه|سرفس|تغيير زيت)',
    'متى (موعد|وقت) (صيانة|صيانه|سرفس) (السيارة|السياره|سيارتي)',
    '[هل] (السيارة|السياره|سيارتي) (عليها|عليه) (صيانة|صيانه|تغيير زيت|سرفس)',
    '$what (تذكيرات|تنبيهات) (للسيارة|للسياره|السيارة|السياره|السيارات)',
    '(هل|متى) (موعد|وقت) (تغيير الزيت|تغيير زيت|السرفس|الصيانة) (للسيارة|للسياره)',
  ],
  maintenanceOverdue: [
    '$what [صيانة|صيانه] [البيت|المنزل] (الصيانة|الصيانه|صيانة|صيانه) (المتأخرة|المتاخره|المتأخره|متأخرة|متاخره)',
    '$what (صيانة|صيانه) (البيت|المنزل) (المتأخرة|المتاخره|المتأخره)',
    '$what (صيانة|صيانه) (متأخرة|متاخره|المتأخرة) [في|ب] [البيت|المنزل]',
    '$what (اللي|الي) (يحتاج|تحتاج) (اصلاح|إصلاح|صيانة|صيانه|تصليح) (في|ب) (البيت|المنزل)',
  ],
  greeting: [
    '(السلام عليكم|سلام عليكم|السلام|مرحبا|مرحبا بك|هلا|هلا والله|اهلا|أهلا|هاي|صباح الخير|مساء الخير|صباح النور|مساء النور|هلا بك) [ورحمة الله|ورحمه الله] [وبركاته]',
  ],
  help: [
    '(مساعدة|مساعده|ساعدني|help)',
    '$what (تقدر|تقدرين|تعرف) (تسوي|تسوين|تعمل)',
    'كيف (أستخدمك|استخدمك|استعملك|أستعملك)',
    '$what (الأوامر|الاوامر) [اللي تفهمها]',
  ],
};

export const intentTemplates: Record<'en' | 'ar', Record<IntentName, string[]>> = {
  en: Object.fromEntries(Object.entries(en).map(([k, v]) => [k, expand(v, EN)])) as Record<
    IntentName,
    string[]
  >,
  ar: Object.fromEntries(Object.entries(ar).map(([k, v]) => [k, expand(v, AR)])) as Record<
    IntentName,
    string[]
  >,
};

/** Role words (list slot `{role}`): what a person says → the member role stored. */
export const roleWords: [string, string][] = [
  ['son|daughter|kid|child|baby|boy|girl', 'child'],
  ['wife|husband|spouse|partner', 'spouse'],
  ['brother|sister|sibling', 'sibling'],
  ['mom|mother|mum|dad|father|parent', 'parent'],
  ['guardian', 'guardian'],
  ['ولدي|ابني|بنتي|ابنتي|طفل|طفله|ولد|بنت|ابن', 'child'],
  ['زوجتي|زوجي|زوجه|زوج|حرمتي|رجلي', 'spouse'],
  ['اخوي|اخي|أخوي|أخي|اختي|أختي|اخو|اخت|أخ|أخت', 'sibling'],
  ['ام|أم|اب|أب|ابوي|امي|أمي|والد|والدي|والدتي|والده', 'parent'],
  ['ولي امر|ولي أمر|وليه امر|ولية أمر', 'guardian'],
];

/** Priority words, cut out of the sentence like dates. */
export const priorityWords: [string, 'high' | 'low'][] = [
  [
    "(?:it'?s\\s+|its\\s+)?(?:very\\s+)?(?:important|urgent|urgently|asap)|high\\s+priority|top\\s+priority",
    'high',
  ],
  ['low\\s+priority|not\\s+urgent|no\\s+rush|whenever', 'low'],
  [
    'ضروري|ضروريه|عاجل|عاجله|مستعجل|مستعجله|اولويه\\s+عاليه|عالي(?:ه)?\\s+الاولويه|مهم\\s+جدا|مهمه\\s+جدا',
    'high',
  ],
  [
    'منخفض(?:ه)?\\s+الاولويه|اولويه\\s+منخفضه|مو\\s+مستعجل(?:ه)?|مش\\s+مستعجل(?:ه)?|غير\\s+مستعجل(?:ه)?',
    'low',
  ],
];

/** Event types by the spec's words (core section 5), in this order; otherwise family. */
export const eventTypeWords: ['work' | 'school' | 'personal', string[]][] = [
  [
    'work',
    ['work', 'meeting', 'conference', 'office', 'اجتماع', 'عمل', 'مؤتمر', 'مكتب', 'دوام', 'شغل'],
  ],
  [
    'school',
    [
      'school',
      'class',
      'exam',
      'homework',
      'مدرسه',
      'حصه',
      'درس',
      'اختبار',
      'امتحان',
      'واجب',
      'فصل',
    ],
  ],
  [
    'personal',
    [
      'doctor',
      'appointment',
      'personal',
      'dentist',
      'طبيب',
      'دكتور',
      'موعد',
      'شخصي',
      'اسنان',
      'عياده',
    ],
  ],
];

/** Common misspellings, fixed before anything else (whole words only). */
export const typoFixes: Record<string, string> = {
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  tomorrw: 'tomorrow',
  tomoro: 'tomorrow',
  todya: 'today',
  tody: 'today',
  wensday: 'wednesday',
  wednsday: 'wednesday',
  thursady: 'thursday',
  thrusday: 'thursday',
  firday: 'friday',
  saturady: 'saturday',
  tusday: 'tuesday',
  remid: 'remind',
  remnd: 'remind',
  rmind: 'remind',
  reminde: 'remind',
  shedule: 'schedule',
  schedual: 'schedule',
  schedul: 'schedule',
  overdeu: 'overdue',
  overdu: 'overdue',
  reasign: 'reassign',
  asign: 'assign',
  // Arabic spellings the folding does not already cover
  بكرى: 'بكرة',
  بكرة: 'بكرة',
  الاسبوع: 'الاسبوع',
};

/** Small words that carry no meaning for matching a title against a stored one. */
export const stopWords = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'my',
  'our',
  'task',
  'event',
  'it',
  'is',
  'with',
  'and',
  'on',
  'at',
  'in',
  'مهمه',
  'موعد',
  'من',
  'على',
  'في',
  'ل',
  'و',
]);

/** A few words and their stored-title forms (irregular verbs, synonyms). */
export const wordStems: Record<string, string> = {
  paid: 'pay',
  bought: 'buy',
  took: 'take',
  taken: 'take',
  fed: 'feed',
  did: 'do',
  دكتور: 'طبيب',
  نظفته: 'تنظيف',
  نظفت: 'تنظيف',
  سقيت: 'ري',
  سقينا: 'ري',
  اشتريت: 'شراء',
  دفعت: 'دفع',
  غسلت: 'غسيل',
  رتبت: 'ترتيب',
  عشا: 'عشاء',
  practise: 'practice',
};
