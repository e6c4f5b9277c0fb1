import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { freeQuestion } from './questions.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'هدى' },
    { id: 'm2', name: 'ريم' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm6', name: 'أنور' },
  ],
  tasks: [{ id: 't0', name: 'Put the bins out' }],
  events: [
    { id: 'e5', name: 'زيارة خالتي منيرة' },
    { id: 'e6', name: 'زيارة عمي سعد' },
  ],
};

describe('what is said around a command (issue 28, batch 7)', () => {
  it('reads past "so um" before "put down that", and "hi priority"', () => {
    const note = understand(
      'so um can you put down that Reem needs to renew her library card by friday',
      context,
    );
    expect([note.intent, note.slots.title, note.slots.assignee]).toEqual([
      'createTask',
      'renew her library card',
      'ريم',
    ]);
    const high = understand('hi priority: fix the gate remote, for anwar, tmrw', context);
    expect([high.slots.title, high.slots.priority, high.slots.assignee]).toEqual([
      'fix the gate remote',
      'high',
      'أنور',
    ]);
  });

  it('reads «طيب اسمع ترا …» and «من شوي» before what was done, and «… فخلاص …»', () => {
    const u = understand('طيب اسمع ترا زياد طلع الزبالة من شوي فخلاص علّم عليها', context);
    expect([u.intent, u.slots.task]).toEqual(['completeTask', 'Put the bins out']);
  });

  it('makes two members who have an event its attendees', () => {
    const u = understand('Huda and Reem have a hair appointment on wednesday at 7pm', context);
    expect([u.intent, u.slots.title, u.slots.attendees]).toEqual([
      'createEvent',
      'hair appointment',
      ['هدى', 'ريم'],
    ]);
  });

  it('asks which visit «تأجلت أسبوع», and reads «ذات الأولوية المنخفضة»', () => {
    const u = understand('الزيارة تأجلت أسبوع', context);
    expect([u.intent, u.target?.match, u.slots.shift]).toEqual(['moveEvent', 'which', 7]);
    expect(freeQuestion('ما المهام ذات الأولوية المنخفضة؟', context)).toEqual({
      kind: 'priority',
      priority: 'low',
    });
  });

  it('reads «الضهر» as «الظهر», and the usual typos ("waterng", "electrcity")', () => {
    const u = understand('حط بالرزنامة مخيم الكشافة لزياد يوم الأحد من ٨ الصبح لـ ٢ الضهر', {
      ...context,
      members: [...context.members],
    });
    expect([u.slots.title, u.slots.attendees, u.slots.endTime]).toEqual([
      'مخيم الكشافة',
      ['Ziad'],
      '14:00',
    ]);
    const typo = understand('reasign the palm waterng to ziad', {
      ...context,
      tasks: [
        { id: 't11', name: 'Order drinking water' },
        { id: 't20', name: 'سقي النخل' },
      ],
    });
    expect(typo.slots.task).toBe('سقي النخل');
  });

  it('adds a task for a car by every word said, never another row of that car', () => {
    const u = understand('Anwar needs to get the Yaris washed on sunday', {
      ...context,
      tasks: [
        { id: 't18', name: 'غسيل الكامري' },
        { id: 't19', name: 'تجديد استمارة اليارس' },
      ],
      vehicles: [
        { id: 'v1', name: 'Camry' },
        { id: 'v3', name: 'Yaris' },
      ],
    });
    expect([u.intent, u.slots.title, u.slots.assignee, u.slots.vehicle]).toEqual([
      'createTask',
      'get the Yaris washed',
      'أنور',
      'Yaris',
    ]);
  });

  it('reads the Arabic way back, two members who «عندهم» an event, and where a member is', () => {
    const more: GrammarContext = {
      ...context,
      tasks: [
        { id: 't17', name: 'جلب الدواء من الصيدلية' },
        { id: 't2', name: 'Pick up Ziad from football practice' },
      ],
    };
    expect(understand('ريم جابت الدوا وهي راجعة', more).slots.task).toBe('جلب الدواء من الصيدلية');
    const two = understand('هدى وريم عندهم موعد شعر الأربعاء الساعة ٧ المسا', more);
    expect([two.slots.title, two.slots.attendees]).toEqual(['موعد شعر', ['هدى', 'ريم']]);
    expect(understand('زياد في التمرين', more).intent).toBe('unknown');
  });
});

describe('never a wrong action (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    members: [...context.members, { id: 'm0', name: 'Faisal' }, { id: 'm5', name: 'Grace' }],
    tasks: [
      ...context.tasks,
      { id: 't1', name: 'ترتيب غرفة الألعاب', assigneeId: 'm3' },
      { id: 't2', name: 'تجهيز شنطة الرحلة لزياد', assigneeId: 'm1' },
    ],
    events: [
      ...context.events,
      { id: 'e7', name: 'Parent-teacher meeting' },
      { id: 'e8', name: 'Eye doctor appointment' },
    ],
  };

  it('asks what a row is when the title is only the command and the kind', () => {
    const u = understand('make a reminder for friday at 6', more);
    expect([u.intent, u.missing, u.slots.title]).toEqual(['createTask', 'title', undefined]);
    expect(understand('سوي مهمة بكرة', more).missing).toBe('title');
  });

  it('adds a member’s doing of another thing (or at a clock hour) for them, never a hand-over', () => {
    const own = understand('ريم ترتب دولاب الملابس الليلة', more);
    expect([own.intent, own.slots.title, own.slots.assignee]).toEqual([
      'createTask',
      'ترتب دولاب الملابس',
      'ريم',
    ]);
    const timed = understand('جريس تمسح الدرج الخميس الساعة ٩', more);
    expect([timed.intent, timed.slots.title, timed.slots.time]).toEqual([
      'createTask',
      'تمسح الدرج',
      '09:00',
    ]);
    const needs = understand('فيصل محتاج يغير لمبة المطبخ يوم الأحد', more);
    expect([needs.intent, needs.slots.assignee]).toEqual(['createTask', 'Faisal']);
  });

  it('keeps «حق X» (whose thing) in the title, and takes «على X» before the doing as the doer', () => {
    const u = understand('غريس تنظف الغرفة حق ريم يوم الأحد', more);
    expect([u.slots.title, u.slots.assignee]).toEqual(['تنظف الغرفة حق ريم', 'Grace']);
    const on = understand('سجل على أنور يتصل بالمدرسة بكرة الساعة ١٠', more);
    expect([on.intent, on.slots.title, on.slots.assignee]).toEqual([
      'createTask',
      'يتصل بالمدرسة',
      'أنور',
    ]);
  });

  it('finds a stored row named across scripts and by its usual names', () => {
    const visit = understand("uncle saad's visit is on monday now", more);
    expect([visit.intent, visit.slots.event]).toEqual(['moveEvent', 'زيارة عمي سعد']);
    expect(understand('اجتماع المدرسة صار يوم الخميس', more).slots.event).toBe(
      'Parent-teacher meeting',
    );
    expect(understand('the PTM is on thursday now', more).slots.event).toBe(
      'Parent-teacher meeting',
    );
  });

  it('moves what MSA asks for politely with a verbal noun, and never adds a title that asks a move', () => {
    for (const said of [
      'الرجاء تأجيل موعد طبيب العيون إلى يوم الخميس',
      'يرجى نقل موعد طبيب العيون إلى يوم الخميس الساعة ١١',
    ]) {
      const u = understand(said, more);
      expect([u.intent, u.slots.event]).toEqual(['moveEvent', 'Eye doctor appointment']);
    }
    const why = understand('ريم تمرينها يخلص ٦ اليوم، فجيبتها من النادي الساعة ٦', more);
    expect(['createTask', 'createEvent']).not.toContain(why.intent);
  });
});

describe('events said as news (issue 28, session 23)', () => {
  const ev = (text: string) => {
    const u = understand(text, context);
    return [u.intent, u.slots.title, u.slots.location ?? null, u.slots.attendees ?? null];
  };

  it('ends the place where the sentence goes on, and takes the members named after it', () => {
    expect(ev('engagement party at the Ritz on the 27th, 8pm - Reem and Huda')).toEqual([
      'createEvent',
      'engagement party',
      'the Ritz',
      ['ريم', 'هدى'],
    ]);
    expect(ev("ziad's got a football camp in Khobar on the 24th, starts 8am")[2]).toBe('Khobar');
    expect(ev("reem's got a study group tuesday at 4 at the library, can you add that")[2]).toBe(
      'the library',
    );
  });

  it('reads who was invited or picked, who goes said last, and "the whole family"', () => {
    expect(ev("Ziad's invited to Omar's sleepover friday at 7pm")).toEqual([
      'createEvent',
      "Omar's sleepover",
      null,
      ['Ziad'],
    ]);
    expect(ev('Reem got picked for a debate contest @ the town hall, sat 21st 2-4pm')).toEqual([
      'createEvent',
      'debate contest',
      'the town hall',
      ['ريم'],
    ]);
    expect(ev('science fair at school thurs 10am, Ziad is in it')[3]).toEqual(['Ziad']);
    expect(ev("the whole family's going to the air show on the 5th of december")[1]).toBe(
      'air show',
    );
    expect(ev('ريم معزومة على حفلة صاحبتها يوم الخميس الساعة ٧ المسا')).toEqual([
      'createEvent',
      'حفلة صاحبتها',
      null,
      ['ريم'],
    ]);
    expect(ev('لدى هدى اجتماع في الشركة يوم الأحد الساعة ٩ صباحًا')[3]).toEqual(['هدى']);
    expect(ev('قعدة البنات في المقهى يوم ٢٢ الساعة ٦ المسا، ريم رايحة')[3]).toEqual(['ريم']);
  });

  it('reads "the 5th of next month" and a second one said aside', () => {
    const u = understand('عندنا عرس يوم ٣ الشهر الجاي الساعة ٩ المسا', context);
    expect([u.slots.title, u.slots.date]).toEqual(['عرس', '2026-12-03']);
    expect(
      ev(
        "Huda's got another parent-teacher meeting, this one for Ziad, at the school on monday at 1",
      )[1],
    ).toBe('parent-teacher meeting');
  });
});

describe('a member opening the sentence in lower case, and a book club (issue 28, session 23)', () => {
  it('takes a member written in lower case as the doer only when a verb follows', () => {
    const u = understand('reem needs to return the library card on monday', context);
    expect([u.intent, u.slots.assignee, u.slots.title]).toEqual([
      'createTask',
      'ريم',
      'return the library card',
    ]);
    expect(understand('tell ziad to put the bins out', context).slots.assignee).toBe('Ziad');
  });

  it('reads "book club" as the occasion, not "book" the verb', () => {
    const u = understand('book club at the library on tuesday 7pm', context);
    expect([u.intent, u.slots.title, u.slots.location]).toEqual([
      'createEvent',
      'book club',
      'the library',
    ]);
  });
});
