import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { freeQuestion } from './questions.js';
import {
  isPlaceholder,
  memberNamed,
  nameSkeleton,
  outOfScope,
  takeMember,
  takeTimeRange,
} from './refine.js';

const members = [
  { id: 'm1', name: 'Faisal' },
  { id: 'm2', name: 'هدى' },
  { id: 'm3', name: 'Ziad' },
  { id: 'm4', name: 'أحمد' },
  { id: 'm5', name: 'Grace' },
];
const context: GrammarContext = {
  today: '2026-11-14',
  members,
  tasks: [
    { id: 't1', name: 'يوصل الأولاد' },
    { id: 't2', name: 'Put the bins out' },
    { id: 't3', name: 'Call the plumber' },
    { id: 't4', name: 'Pick up the kids from school' },
  ],
  events: [{ id: 'e1', name: "Ziad's football match" }],
};

describe('names across scripts', () => {
  it('matches a member written in the other script by the consonants', () => {
    expect(nameSkeleton('Faisal')).toBe(nameSkeleton('فيصل'));
    expect(nameSkeleton('Huda')).toBe(nameSkeleton('هدى'));
    expect(nameSkeleton('Grace')).toBe(nameSkeleton('غريس'));
    expect(memberNamed('فيصل', members)?.id).toBe('m1');
    expect(memberNamed('Huda', members)?.id).toBe('m2');
    expect(memberNamed('السيارة', members)).toBeUndefined();
  });

  it('keeps a vowel onset: «أنور» is Anwar and never Nora, «عمر» is Omar', () => {
    expect(nameSkeleton('Anwar')).toBe(nameSkeleton('أنور'));
    expect(nameSkeleton('Omar')).toBe(nameSkeleton('عمر'));
    expect(nameSkeleton('Ahmed')).toBe(nameSkeleton('أحمد'));
    expect(nameSkeleton('Nora')).not.toBe(nameSkeleton('أنور'));
    const driver = [{ id: 'm9', name: 'أنور' }];
    expect(memberNamed('Anwar', driver)?.id).toBe('m9');
    expect(memberNamed('Nora', driver)).toBeUndefined();
    expect(memberNamed('an', [{ id: 'm8', name: 'عين' }])).toBeUndefined();
  });
});

describe('titles', () => {
  it('drops a preposition left without its object: «أضف إلى التقويم: …»', () => {
    expect(
      understand('أضف إلى التقويم: اجتماع الحي يوم الثلاثاء الساعة ٧ مساءً', context).slots.title,
    ).toBe('اجتماع الحي');
  });

  it('takes the member a title is for out of it, and keeps what names no member', () => {
    expect(takeMember('تنظيف المطبخ لأحمد', members)).toEqual({
      title: 'تنظيف المطبخ',
      member: members[3],
    });
    expect(takeMember('fix the garage door for Ziad', members)).toMatchObject({
      title: 'fix the garage door',
      member: members[2],
    });
    expect(takeMember('لفيصل: تجديد التأمين', members)).toMatchObject({
      title: 'تجديد التأمين',
      member: members[0],
    });
    expect(takeMember('أشتري هدية لخالتي منيرة', members).member).toBeNull();
    expect(takeMember('buy food for the cat', members).member).toBeNull();
    expect(takeMember('تجديد تأمين السيارة', members).member).toBeNull();
  });

  it('asks for a title that names nothing', () => {
    expect(isPlaceholder('something')).toBe(true);
    expect(isPlaceholder('موعد')).toBe(true);
    expect(isPlaceholder('dentist')).toBe(false);
  });

  it('reads a time range into a start and an end', () => {
    expect(takeTimeRange('driving lesson on Wednesday from 4 to 5pm')).toEqual({
      text: 'driving lesson on Wednesday at 16:00',
      end: '17:00',
    });
    expect(takeTimeRange('gala next Saturday 9am-12pm').end).toBe('12:00');
    expect(takeTimeRange('عزيمة يوم الجمعة من ٨ لين ١١ بالليل')).toEqual({
      text: 'عزيمة يوم الجمعة الساعة 20:00',
      end: '23:00',
    });
    expect(takeTimeRange('buy 5-6 apples').end).toBeNull();
    // An end before the start is in the afternoon; "5 to 6" said with a word is a range; noon.
    expect(takeTimeRange('bazaar on the 26th from 9 till 1').end).toBe('13:00');
    expect(takeTimeRange('swimming on Sunday 5 to 6')).toEqual({
      text: 'swimming on Sunday at 17:00',
      end: '18:00',
    });
    expect(takeTimeRange('power cut from 9am to noon').end).toBe('12:00');
    expect(takeTimeRange('اجتماع يوم ٢٨ من ٧ لـ ٩ بالليل').end).toBe('21:00');
  });
});

describe('understanding (issue 28)', () => {
  it('sets the assignee from «لأحمد» and "for Ziad", and leaves the title clean', () => {
    expect(understand('ضيف مهمة تنظيف المطبخ لأحمد بكرة', context)).toMatchObject({
      intent: 'createTask',
      slots: { title: 'تنظيف المطبخ', assigneeId: 'm4', date: '2026-11-15' },
    });
    expect(understand('add a task to fix the garage door for Ziad', context).slots).toMatchObject({
      title: 'fix the garage door',
      assigneeId: 'm3',
    });
  });

  it('reassigns "X can take Y to … instead of Z" (a modal after the doer; take someone = drop off)', () => {
    const school: GrammarContext = {
      ...context,
      tasks: [{ id: 'd1', name: 'توصيل تالا للروضة' }],
      members: [...members, { id: 'm6', name: 'تالا' }, { id: 'm7', name: 'أنور' }],
    };
    expect(
      understand('Faisal can take Tala to kindergarten tomorrow instead of Anwar', school),
    ).toMatchObject({ intent: 'reassignTask', slots: { taskId: 'd1', assigneeId: 'm1' } });
  });

  it('reassigns with «خلي أحمد هو اللي …» instead of creating a task', () => {
    expect(understand('خلي أحمد هو اللي يوصل الأولاد اليوم', context)).toMatchObject({
      intent: 'reassignTask',
      slots: { taskId: 't1', assigneeId: 'm4' },
    });
  });

  it('reads a statement of what was done: contracted "is", the doer first, a possessive', () => {
    const house: GrammarContext = {
      ...context,
      tasks: [
        { id: 'b1', name: 'Pay the water bill' },
        { id: 'b2', name: 'Tidy the playroom' },
        { id: 'b3', name: "Pack Ziad's trip bag" },
      ],
    };
    // "the bill's paid" is "the bill is paid"; so with an irregular participle.
    expect(understand("water bill's paid", house)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 'b1' },
    });
    expect(understand("the playroom's done", house)).toMatchObject({ slots: { taskId: 'b2' } });
    // "Ziad tidied …" says what he did (a completion), not that it is now his (a hand-over).
    expect(understand('Ziad tidied the playroom', house)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 'b2' },
    });
    // An Arabic verb in the perfect after its doer is a report, never a hand-over.
    const palms: GrammarContext = { ...context, tasks: [{ id: 'p1', name: 'سقي النخل' }] };
    expect(understand('زياد سقى النخل', palms)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 'p1' },
    });
    expect(understand('زياد بيسقي النخل', palms)).toMatchObject({
      intent: 'reassignTask',
      slots: { taskId: 'p1', assigneeId: 'm3' },
    });
    // "put the bins out" is an imperative ("put" is past only after its subject).
    const bins: GrammarContext = { ...context, tasks: [{ id: 'k1', name: 'Put the bins out' }] };
    expect(understand('put the bins out', bins).intent).not.toBe('completeTask');
    expect(understand('I put the bins out', bins)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 'k1' },
    });
    // "Ziad's trip bag" is his bag, not Ziad as the one to do it.
    expect(understand("Ziad's trip bag is packed", house)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 'b3' },
    });
  });

  it('reads a note to self without its subject as a task: "need to …"', () => {
    expect(understand('need to get the windshield fixed by friday', context)).toMatchObject({
      intent: 'createTask',
      slots: { title: 'get the windshield fixed', date: '2026-11-20' },
    });
  });

  it('refuses transfers and flights, and asks for a missing title', () => {
    expect(outOfScope('book me a flight to Dubai on Thursday')).toBe(true);
    expect(outOfScope('حوّل ٣٠٠ ريال لحساب أنور')).toBe(true);
    expect(outOfScope('remind me to book flights next week')).toBe(false);
    expect(outOfScope('remind me to call the bank at 10')).toBe(false);
    // Trivia: who was first, who invented (session 23).
    expect(outOfScope('منو أول انسان وصل القطب الجنوبي؟')).toBe(true);
    expect(outOfScope('who invented the telephone')).toBe(true);
    expect(outOfScope('مين أول واحد بيوصل تالا بكرة؟')).toBe(false);
    expect(understand('book me a flight to Dubai on Thursday', context).intent).toBe('unknown');
    expect(understand('add a task for Ziad', context)).toMatchObject({ missing: 'title' });
  });

  it('completes a task said as a fact only when every word said is in its title', () => {
    expect(understand('the bins are out', context)).toMatchObject({
      intent: 'completeTask',
      slots: { taskId: 't2' },
      target: { match: 'loose' },
    });
    const other = understand('the car has been washed', context);
    expect(other.slots.taskId).toBeUndefined();
  });

  it('adds an event said as a fact, with the end of its time range', () => {
    expect(
      understand('we have a school play next Tuesday from 11am to 1pm', context),
    ).toMatchObject({
      intent: 'createEvent',
      slots: { title: 'school play', date: '2026-11-17', time: '11:00', endTime: '13:00' },
    });
  });
});

describe('questions', () => {
  it('reads who, when, a member’s tasks and a day', () => {
    expect(freeQuestion("who's picking up the kids tomorrow?", context)).toMatchObject({
      kind: 'who',
      target: { kind: 'loose', row: { id: 't4' } },
    });
    expect(freeQuestion("when is Ziad's football match?", context)).toMatchObject({
      kind: 'when',
      target: { kind: 'exact', row: { id: 'e1' } },
    });
    expect(freeQuestion('what does Ziad have to do today?', context)).toMatchObject({
      kind: 'member',
      member: { id: 'm3' },
      date: '2026-11-14',
    });
    expect(freeQuestion("what's on today?", context)).toEqual({
      kind: 'day',
      date: '2026-11-14',
      tasks: true,
      events: true,
    });
    expect(freeQuestion('وش عندي بكرة؟', context)).toMatchObject({
      kind: 'day',
      date: '2026-11-15',
    });
    // "what have we got …", «ايش في …» ask what is on that day: its events as well as its tasks.
    expect(freeQuestion('what have we got on tomorrow?', context)).toMatchObject({
      kind: 'day',
      date: '2026-11-15',
      events: true,
    });
    expect(freeQuestion('ايش في بكرة؟', context)).toMatchObject({
      kind: 'day',
      date: '2026-11-15',
      events: true,
    });
    expect(freeQuestion('add a task to call mum', context)).toBeNull();
  });
});

describe('vehicles named in titles', () => {
  it('links "the Camry", «الكامري», «للباترول» to the stored vehicle', async () => {
    const { vehicleIn } = await import('./refine.js');
    const vehicles = [
      { id: 'v1', name: 'Camry' },
      { id: 'v2', name: 'Patrol' },
      { id: 'v3', name: 'Yaris' },
    ];
    expect(vehicleIn('oil change for the Camry', vehicles)?.id).toBe('v1');
    expect(vehicleIn('تغيير زيت الكامري', vehicles)?.id).toBe('v1');
    expect(vehicleIn('فحص الإطارات للباترول', vehicles)?.id).toBe('v2');
    expect(vehicleIn('تعبئة بنزين اليارس', vehicles)?.id).toBe('v3');
    expect(vehicleIn('buy milk', vehicles)).toBeUndefined();
    const u = understand('add oil change for the Camry next Friday', { ...context, vehicles });
    expect(u).toMatchObject({
      intent: 'createTask',
      slots: { title: 'oil change for the Camry', vehicleId: 'v1', date: '2026-11-20' },
    });
  });
});

describe('questions that list by what rows have', () => {
  const vehicles = [
    { id: 'v1', name: 'Camry' },
    { id: 'v2', name: 'Patrol' },
    { id: 'v3', name: 'Yaris' },
  ];
  const withCars: GrammarContext = {
    ...context,
    vehicles,
    tasks: [...context.tasks, { id: 't9', name: 'تجديد استمارة اليارس' }],
  };

  it('asks over the days between two days, said either way', () => {
    expect(freeQuestion('what do we have between monday and wednesday?', context)).toMatchObject({
      kind: 'day',
      date: '2026-11-16',
      to: '2026-11-18',
    });
    expect(freeQuestion('شو المواعيد اللي عنا من الأحد للتلاتا؟', context)).toMatchObject({
      kind: 'day',
      date: '2026-11-15',
      to: '2026-11-17',
      tasks: false,
    });
  });

  it('lists a vehicle’s tasks, the unassigned ones, those of a priority and expiring documents', () => {
    expect(freeQuestion('what needs doing on the camry?', withCars)).toMatchObject({
      kind: 'vehicle',
      vehicle: { id: 'v1' },
    });
    expect(freeQuestion('وش باقي على الباترول؟', withCars)).toMatchObject({
      kind: 'vehicle',
      vehicle: { id: 'v2' },
    });
    expect(freeQuestion("which tasks aren't assigned to anyone?", context)).toEqual({
      kind: 'unassigned',
    });
    expect(freeQuestion('وش المهام المستعجلة؟', context)).toEqual({
      kind: 'priority',
      priority: 'high',
    });
    expect(freeQuestion("what's urgent?", context)).toEqual({ kind: 'priority', priority: 'high' });
    expect(freeQuestion('وش الوثائق اللي بتخلص السنة الجاية؟', context)).toEqual({
      kind: 'documents',
      range: { from: '2027-01-01', to: '2027-12-31' },
    });
    // Not a list question: a new task that is urgent.
    expect(freeQuestion('add an urgent task to call mum', context)).toBeNull();
  });

  it('never answers with a row about another car, and reads questions with tashkeel', () => {
    expect(freeQuestion('متى لازم نجدد استمارة الباترول؟', withCars)).toMatchObject({
      kind: 'when',
      target: { kind: 'notFound' },
    });
    expect(freeQuestion('متى لازم نجدد استمارة اليارس؟', withCars)).toMatchObject({
      kind: 'when',
      target: { row: { id: 't9' } },
    });
    expect(freeQuestion('مَتَى مَوْعِدُ مُبَارَاةِ زِيَاد؟', context)).toMatchObject({ kind: 'when' });
  });
});
