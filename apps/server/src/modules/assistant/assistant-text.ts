import type { MissingSlot } from '@usra/domain/assistant/grammar';

/** The assistant's replies, in Arabic and English (spec core section 8 for the fixed texts). */
export type Language = 'ar' | 'en';

type Text = Record<Language, string>;

const t = (ar: string, en: string): Text => ({ ar, en });

/** Arabic counted nouns: one, two, 3–10 (plural), 11 and more (singular), as Arabic says them. */
const hours = { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' };
const mins = { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة' };
const arabicPlural = new Intl.PluralRules('ar');
// Counts in replies: Arabic-Indic digits in Arabic; no group separator under 10,000 (a year said
// as a number stays «٢٠٢٦», "2026").
const arabicDigits = new Intl.NumberFormat('ar-SA-u-nu-arab', { useGrouping: 'min2' });
const englishDigits = new Intl.NumberFormat('en', { useGrouping: 'min2' });
function arabicCount(n: number, noun: typeof hours): string {
  const form = arabicPlural.select(n);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two;
  return `${arabicDigits.format(n)} ${form === 'few' ? noun.few : noun.many}`;
}

export const replies = {
  taskCreated: t(
    'أضفت المهمة «{title}»{assignee}{due}.',
    'Added the task “{title}”{assignee}{due}.',
  ),
  assigneePart: t(' لـ{name}', ' for {name}'),
  duePart: t('، موعدها {when}', ', due {when}'),
  taskCompleted: t('علّمت المهمة «{title}» كمكتملة.', 'Marked “{title}” as completed.'),
  taskAlreadyListed: t(
    '«{title}» موجودة في القائمة من قبل{assignee}{due}، فلم أضفها مرة ثانية.',
    '“{title}” is already on the list{assignee}{due}, so I didn’t add it again.',
  ),
  alreadyTheirs: t('«{title}» على {name} من قبل{when}.', '“{title}” is already {name}’s{when}.'),
  taskAlreadyDone: t('المهمة «{title}» مكتملة من قبل.', '“{title}” was already completed.'),
  taskReassigned: t('أسندت المهمة «{title}» إلى {name}.', 'Assigned “{title}” to {name}.'),
  eventCreated: t(
    'أضفت «{title}» إلى التقويم: {when}{place}.',
    'Added “{title}” to the calendar: {when}{place}.',
  ),
  placePart: t(' في {place}', ' at {place}'),
  eventMoved: t('نقلت «{title}» إلى {when}.', 'Moved “{title}” to {when}.'),
  taskDeleted: t('حذفت المهمة «{title}».', 'Deleted the task “{title}”.'),
  eventDeleted: t('حذفت «{title}» من التقويم.', 'Deleted “{title}” from the calendar.'),
  memberAdded: t('أضفت {name} إلى العائلة.', 'Added {name} to the family.'),
  memberAlready: t(
    '{name} في العائلة من قبل، فلم أضفه مرة ثانية.',
    '{name} is already in the family, so I didn’t add them again.',
  ),
  taskMoved: t('نقلت موعد المهمة «{title}» إلى {when}.', 'Moved “{title}” to {when}.'),
  confirm: {
    completeTask: t('أعلّم «{title}» كمكتملة؟', 'Complete “{title}”?'),
    reassignTask: t('أسند «{title}» إلى {name}؟', 'Assign “{title}” to {name}?'),
    moveEvent: t('أنقل «{title}» إلى {when}؟', 'Move “{title}” to {when}?'),
    deleteItem: t('أحذف «{title}»؟', 'Delete “{title}”?'),
    /** "Postpone “X” by 2 days?", «أؤجل «X» يومين؟» (a shift from the row's own day). */
    shift: (days: number): Text => {
      const n = Math.abs(days);
      const ar =
        n === 1
          ? 'يومًا واحدًا'
          : n === 2
            ? 'يومين'
            : `${new Intl.NumberFormat('ar-SA-u-nu-arab').format(n)} ${n <= 10 ? 'أيام' : 'يومًا'}`;
      const en = n === 1 ? '1 day' : `${n} days`;
      return days > 0
        ? t(`أؤجل «{title}» ${ar}؟`, `Postpone “{title}” by ${en}?`)
        : t(`أقدّم «{title}» ${ar}؟`, `Bring “{title}” forward by ${en}?`);
    },
    /** "Move “X” 1 hour later?", «أؤخر «X» نص ساعة؟» (a shift from the row's own time). */
    shiftTime: (minutes: number): Text => {
      const n = Math.abs(minutes);
      const ar =
        n === 30 ? 'نص ساعة' : n % 60 === 0 ? arabicCount(n / 60, hours) : arabicCount(n, mins);
      const en =
        n % 60 === 0 ? `${n / 60} hour${n === 60 ? '' : 's'}` : `${n} minute${n === 1 ? '' : 's'}`;
      return minutes > 0
        ? t(`أؤخر «{title}» ${ar}؟`, `Move “{title}” ${en} later?`)
        : t(`أقدّم «{title}» ${ar}؟`, `Move “{title}” ${en} earlier?`);
    },
  },
  /** A creation whose kind the sentence does not settle (issue 28): asked, never guessed. */
  taskOrEvent: t(
    'أضيف «{title}» كمهمة أو كموعد في التقويم؟',
    'Should I add “{title}” as a task or as an event on the calendar?',
  ),
  eventTwin: t(
    '«{title}» موجود في التقويم من قبل ({when}). أنقله إلى الموعد الجديد أم أضيف موعدًا آخر؟',
    '“{title}” is already on the calendar ({when}). Move it to the new time, or add another?',
  ),
  taskTwin: t(
    '«{title}» موجودة في القائمة من قبل ({when}). أنقلها إلى الموعد الجديد أم أضيف شيئًا آخر؟',
    '“{title}” is already on the list ({when}). Move it to the new time, or add another?',
  ),
  eventTwins: t(
    '«{title}» في التقويم أكثر من مرة من قبل. أضيف موعدًا آخر؟',
    '“{title}” is on the calendar more than once already. Add another?',
  ),
  moveTwinLabel: t('انقله', 'Move it'),
  addTwinLabel: t('أضف موعدًا آخر', 'Add another'),
  asTaskLabel: t('مهمة', 'A task'),
  asEventLabel: t('موعد في التقويم', 'A calendar event'),
  confirmLabel: t('تأكيد', 'Confirm'),
  cancelLabel: t('إلغاء', 'Cancel'),
  which: t('أي واحد تقصد بـ«{phrase}»؟', 'Which one do you mean by “{phrase}”?'),
  notFoundNamed: {
    task: t(
      'لم أجد مهمة مفتوحة باسم «{phrase}».',
      "I couldn't find an open task called “{phrase}”.",
    ),
    event: t(
      'لم أجد «{phrase}» في التقويم ولا في المهام.',
      "I couldn't find “{phrase}” in the calendar or the tasks.",
    ),
  },
  closest: t('هل تقصد واحدًا من هذه؟', 'Did you mean one of these?'),
  cancelled: t('تمام، لم أغيّر شيئًا.', 'Okay, I left everything as it was.'),
  expired: t(
    'انتهى وقت هذا السؤال أو أُجيب عنه من قبل، ولم أغيّر شيئًا. أرسل طلبك من جديد.',
    'That question has expired or was already answered, and nothing changed. Please send your request again.',
  ),
  undone: t('تراجعت عن ذلك، وعاد كل شيء كما كان.', 'Undone: everything is back as it was.'),
  undoGone: t(
    'لم يعد التراجع ممكنًا: مرّت أكثر من ١٠ دقائق أو تراجعت عنه من قبل.',
    "That can't be undone any more: more than 10 minutes have passed, or it was already undone.",
  ),
  undoFailed: t(
    'لم أستطع التراجع عن كل شيء لأن بعضه تغيّر أو حُذف بعد ذلك.',
    "I couldn't undo all of it, because some of it was changed or deleted since.",
  ),
  missing: {
    title: t('ما المهمة التي أضيفها؟', 'What should the task say?'),
    date: t('لأي يوم؟', 'For which day?'),
    task: t('أي مهمة؟', 'Which task?'),
    event: t('أي موعد؟', 'Which event?'),
    assignee: t('لمن أسندها؟ اذكر اسم أحد أفراد العائلة.', 'To whom? Name a family member.'),
    name: t('ما اسم الفرد الجديد؟', "What is the new member's name?"),
    when: t('إلى أي يوم أو ساعة؟', 'To which day or time?'),
  } satisfies Record<MissingSlot, Text>,
  notFound: {
    task: t('لم أجد مهمة مفتوحة بهذا الاسم.', "I couldn't find an open task by that name."),
    event: t('لم أجد موعدًا بهذا الاسم في التقويم.', "I couldn't find an event by that name."),
    member: t(
      'لم أجد أحدًا بهذا الاسم في العائلة.',
      "I couldn't find anyone by that name in the family.",
    ),
  },
  dayPlan: t('{day} ({count}):', 'On {day} ({count}):'),
  nothingOnDay: t('لا شيء {day}.', 'Nothing on {day}.'),
  daysPlan: t('من {from} إلى {to} ({count}):', 'From {from} to {to} ({count}):'),
  nothingInDays: t('لا شيء من {from} إلى {to}.', 'Nothing from {from} to {to}.'),
  whoDoes: t('{name}: «{title}»{when}.', '{name} is on “{title}”{when}.'),
  whoNobody: t('«{title}» غير مسندة لأحد بعد.', 'Nobody is assigned to “{title}” yet.'),
  whoEvent: t('«{title}»{when}: {names}.', '“{title}”{when}: {names}.'),
  documentExpires: t('«{title}» تنتهي في {when}.', '“{title}” expires on {when}.'),
  whenIs: t('«{title}»: {when}.', '“{title}” is on {when}.'),
  maintenanceOn: t('«{title}»: الصيانة في {when}.', '“{title}” is due on {when}.'),
  whenNoDate: t('«{title}» بلا موعد محدد.', '“{title}” has no date yet.'),
  whichOf: t('أي واحد تقصد؟ {names}', 'Which one do you mean? {names}'),
  memberTasks: t('على {name} ({count}):', 'For {name} ({count}):'),
  memberNothing: t('لا مهام مفتوحة على {name}.', '{name} has no open tasks.'),
  unassigned: t('مهام ليست على أحد ({count}):', 'Tasks nobody has ({count}):'),
  noUnassigned: t('كل المهام المفتوحة على أحد.', 'Every open task is assigned to someone.'),
  undated: t('مهام بلا موعد ({count}):', 'Tasks with no due date ({count}):'),
  noUndated: t('كل المهام المفتوحة لها موعد.', 'Every open task has a due date.'),
  daily: t('مهام كل يوم ({count}):', 'Tasks done every day ({count}):'),
  noDaily: t('لا مهام تتكرر كل يوم.', 'No task repeats every day.'),
  weekly: t('مهام كل أسبوع ({count}):', 'Tasks done every week ({count}):'),
  noWeekly: t('لا مهام تتكرر كل أسبوع.', 'No task repeats every week.'),
  children: t('الأطفال في العائلة ({count}):', 'The children in the family ({count}):'),
  noChildren: t('لا أطفال في العائلة بعد.', 'There are no children in the family yet.'),
  vehicleDocuments: t('وثائق السيارات ({count}):', 'The cars’ documents ({count}):'),
  noVehicleDocuments: t('لا وثائق للسيارات.', 'There are no documents for the cars.'),
  priorityTasks: t('المهام {level} ({count}):', '{level} tasks ({count}):'),
  noPriorityTasks: t('لا مهام {level} مفتوحة.', 'No open {level} tasks.'),
  priorityHigh: t('المستعجلة', 'High-priority'),
  priorityMedium: t('المتوسطة', 'Medium-priority'),
  priorityLow: t('غير المستعجلة', 'Low-priority'),
  maintenanceSoon: t('الصيانة القادمة ({count}):', 'House maintenance coming up ({count}):'),
  maintenanceNone: t(
    'لا صيانة قادمة للبيت في هذه الفترة.',
    'No house maintenance is due in that time.',
  ),
  nothingToday: t('لا شيء مستحق {day}.', 'Nothing is due {day}.'),
  dueOn: t('المستحق {day} ({count}):', 'Due {day} ({count}):'),
  nothingOverdue: t('لا توجد مهام متأخرة.', 'No tasks are overdue.'),
  overdue: t('المهام المتأخرة ({count}):', 'Overdue tasks ({count}):'),
  nothingWeek: t('لا شيء مستحق هذا الأسبوع.', 'Nothing is due this week.'),
  week: t('المستحق هذا الأسبوع ({count}):', 'Due this week ({count}):'),
  whereOne: t('{name}: {place} (آخر ظهور {when}).', '{name}: {place} (last seen {when}).'),
  whereUnknown: t('{name}: لا يوجد موقع معروف.', '{name}: no known location.'),
  noMembers: t('لا يوجد أفراد في العائلة بعد.', 'There are no family members yet.'),
  documents: t('وثائق تنتهي هذا الشهر ({count}):', 'Documents expiring this month ({count}):'),
  noDocumentsExpiring: t('لا وثائق تنتهي هذا الشهر.', 'No documents expire this month.'),
  documentsUntil: t(
    'وثائق تنتهي حتى {until} ({count}):',
    'Documents expiring by {until} ({count}):',
  ),
  noDocumentsUntil: t('لا وثائق تنتهي حتى {until}.', 'No documents expire by {until}.'),
  vehicles: t('تذكيرات السيارات ({count}):', 'Vehicle reminders ({count}):'),
  vehicleTasks: t('مهام السيارات ({count}):', 'Tasks for the vehicles ({count}):'),
  noVehicleDue: t('لا شيء مستحق للسيارات الآن.', 'Nothing is due for the vehicles right now.'),
  overdueWord: t('متأخر', 'overdue'),
  dueWord: t('مستحق', 'due'),
  maintenance: t('الصيانة المتأخرة ({count}):', 'Overdue maintenance ({count}):'),
  noMaintenance: t('لا توجد صيانة متأخرة في البيت.', 'No house maintenance is overdue.'),
  greeting: t('أهلًا! كيف أقدر أساعدك اليوم؟', 'Hello! How can I help today?'),
  help: t(
    'أقدر أضيف مهام ومواعيد، أكمل المهام وأسندها، أضيف أفراد العائلة، وأجاوب: وش عندي اليوم؟ ايش المتأخر؟ وين فلان؟ هل السيارة تحتاج صيانة؟',
    'I can add tasks and events, complete and reassign tasks, add family members, and answer: what is due today? what is overdue? where is someone? is the car due for service?',
  ),
  unknown: t(
    'لا أستطيع فعل ذلك بعد. جرّب مثلًا: «ذكرني أشتري حليب بكرة»، «وش عندي اليوم؟»، «أجّل موعد الطبيب للخميس الساعة ٤ العصر».',
    "I can't do that yet. Try, for example: “Remind me to buy milk tomorrow”, “What's due today?”, “Move the dentist appointment to Thursday at 4 pm”.",
  ),
  failed: t(
    'عذرًا، حدث خطأ. حاول مرة أخرى.',
    "I'm sorry, I encountered an error. Please try again.",
  ),
  today: t('اليوم', 'today'),
  home: t('البيت', 'Home'),
};

export const suggestions: Record<string, Text[]> = {
  default: [
    t('وش عندي اليوم؟', "What's due today?"),
    t('ايش المتأخر؟', 'What is overdue?'),
    t('ذكرني أشتري حليب بكرة', 'Remind me to buy milk tomorrow'),
  ],
  task: [t('وش عندي اليوم؟', "What's due today?"), t('مهام هالأسبوع', 'Tasks this week')],
  event: [t('وش عندي هالأسبوع؟', "What's due this week?"), t('وين الكل؟', 'Where is everyone?')],
  member: [
    t('وين الكل؟', 'Where is everyone?'),
    t('ذكرني أشتري حليب بكرة', 'Remind me to buy milk tomorrow'),
  ],
  question: [
    t('ايش المتأخر؟', 'What is overdue?'),
    t('هل السيارة تحتاج صيانة؟', 'Is the car due for service?'),
    t('ايش الصيانة المتأخرة؟', 'What maintenance is overdue?'),
  ],
};

/**
 * Fills `{name}` placeholders: the reply in the reader's language; a number among the values is written in the reader's
 * digits (Arabic-Indic in Arabic: «وثائق تنتهي … (٣):»), a string as it is.
 */
export function say(text: Text, language: Language, values: Record<string, string | number> = {}) {
  return text[language].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (typeof value === 'number')
      return (language === 'ar' ? arabicDigits : englishDigits).format(value);
    return value ?? '';
  });
}

const englishPlural = new Intl.PluralRules('en');

/**
 * The spec's "I've completed N action(s) for you." with the noun's number said (issue 28: plural
 * forms in both languages): "1 action", "3 actions"; in Arabic the noun agrees with the count
 * (one, two, three to ten, eleven and more), in Arabic-Indic digits.
 */
export function actionsDoneText(count: number, language: Language): string {
  if (language === 'en') {
    const noun = englishPlural.select(count) === 'one' ? 'action' : 'actions';
    return `I've completed ${count} ${noun} for you.`;
  }
  if (count === 1) return 'أنجزت لك إجراءً واحدًا.';
  if (count === 2) return 'أنجزت لك إجراءين.';
  const n = arabicDigits.format(count);
  return count % 100 >= 3 && count % 100 <= 10 ? `أنجزت لك ${n} إجراءات.` : `أنجزت لك ${n} إجراءً.`;
}
