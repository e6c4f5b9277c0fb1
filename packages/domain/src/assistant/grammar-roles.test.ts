import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

/** Session 21 (issue 28): members by role, misspelt names, "another", done said otherwise. */
const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'Faisal', role: 'admin' },
    { id: 'm2', name: 'هدى', role: 'parent' },
    { id: 'm3', name: 'Ziad', role: 'child' },
    { id: 'm4', name: 'Grace', role: 'other' },
    { id: 'm5', name: 'أنور', role: 'other' },
  ],
  tasks: [
    { id: 't1', name: 'Pick up the kids from school', assigneeId: 'm5' },
    { id: 't2', name: 'توصيل تالا للروضة', assigneeId: 'm5' },
    { id: 't3', name: 'Vacuum the majlis', assigneeId: 'm4' },
    { id: 't4', name: 'سقي النخل', assigneeId: 'm4' },
    { id: 't5', name: 'Call the plumber', assigneeId: null },
    { id: 't6', name: 'Return the library books', assigneeId: 'm3' },
    { id: 't7', name: 'Oil change for the Patrol', assigneeId: null },
    { id: 't8', name: 'Buy a gift for Ziad', assigneeId: 'm2' },
  ],
  events: [{ id: 'e1', name: 'Dentist appointment', attendees: ['هدى'] }],
  vehicles: [
    { id: 'v1', name: 'Patrol' },
    { id: 'v2', name: 'Yaris' },
  ],
};

const handed = (text: string) => {
  const u = understand(text, context);
  return u.intent === 'reassignTask' ? `${u.slots.taskId}→${u.slots.assigneeId}` : u.intent;
};

describe('members by role and misspelt names', () => {
  it('finds the driver and the housekeeper by the open tasks they hold', () => {
    expect(handed('give the plumber call to the driver')).toBe('t5→m5');
    expect(handed('let the maid call the plumber')).toBe('t5→m4');
    expect(handed('خل السايق يتصل بالسباك')).toBe('t5→m5');
  });

  it('finds dad and mum among the parents by the names', () => {
    expect(handed('dad will call the plumber')).toBe('t5→m1');
    expect(handed('ماما رح تتصل بالسباك')).toBe('t5→m2');
  });

  it('leaves a role that is someone new, or said after a name, alone', () => {
    expect(understand('add my mother-in-law Latifa to the family', context).intent).toBe(
      'addMember',
    );
  });

  it('reads a capitalised name spelt otherwise as the member', () => {
    expect(handed('Zeyad will call the plumber')).toBe('t5→m3');
  });
});

describe('another one, and a task moved by whoever has it', () => {
  it('takes "another" and "too" out of a new event and marks it new', () => {
    const u = understand('we have another dentist visit on the 20th at 5pm', context);
    expect(u.intent).toBe('createEvent');
    expect(u.slots.title).toBe('dentist visit');
    expect(u.another).toBe(true);
  });

  it('moves the task of the member said to do it, with a new day', () => {
    const u = understand("Huda'll get Ziad's gift on wednesday instead", context);
    expect(u.intent).toBe('moveEvent');
    expect(u.slots.taskId).toBe('t8');
  });
});

describe('done said in other words', () => {
  const done = (text: string) => {
    const u = understand(text, context);
    return u.intent === 'completeTask' && u.target?.match !== 'notFound'
      ? `${u.slots.taskId}:${u.target?.match}`
      : null;
  };

  it('finds the one task the words are about, confirmed first', () => {
    expect(done('took the library books back, all done')).toBe('t6:loose');
    expect(done('rang the plumbr')).toBe('t5:loose');
  });

  it('never takes another car or a request for it', () => {
    expect(done('غيرت زيت اليارس')).toBeNull();
    expect(done('can we have Ziad return the library books')).toBeNull();
  });
});

describe('to-dos noted for a member, and new members said first (issue 28, session 23)', () => {
  const task = (text: string) => {
    const u = understand(text, context);
    return [u.intent, u.slots.title, u.slots.assignee, u.slots.priority ?? null];
  };

  it('reads "X to …", "X: …", "a new job for the driver - …" and "add that X has to …"', () => {
    expect(task('ziad to clean his bike on monday')).toEqual([
      'createTask',
      'clean his bike',
      'Ziad',
      null,
    ]);
    expect(task('faisal: renew the parking permit on tuesday')).toEqual([
      'createTask',
      'renew the parking permit',
      'Faisal',
      null,
    ]);
    expect(task('new job for the driver - wash the Yaris on friday')).toEqual([
      'createTask',
      'wash the Yaris',
      'أنور',
      null,
    ]);
    expect(task('and can you add that ziad has to tidy his desk tomorrow, urgent')).toEqual([
      'createTask',
      'tidy his desk',
      'Ziad',
      'high',
    ]);
  });

  it('adds an imperative with its priority or a family car though no day is said', () => {
    expect(task('get the patrol tyres checked, low priority')).toEqual([
      'createTask',
      'get the patrol tyres checked',
      undefined,
      'low',
    ]);
    expect(understand('Khalid will do the Yaris wash', context).intent).not.toBe('createTask');
    // "the dry cleaner" is a shop, not the housekeeper.
    expect(task('collect the rugs from the dry cleaner on monday')[1]).toBe(
      'collect the rugs from the dry cleaner',
    );
  });

  it('adds a thing with its day and priority, and a doing of something an event names', () => {
    expect(task('تجديد رخصة السواقة يوم ٢٠، ضروري')).toEqual([
      'createTask',
      'تجديد رخصة السواقة',
      undefined,
      'high',
    ]);
    const dishes = understand('ترجيع صحون الدكتور بكرة', context);
    expect([dishes.intent, dishes.slots.title]).toEqual(['createTask', 'ترجيع صحون الدكتور']);
  });

  it('adds a member said first and then as "her" or «ها»', () => {
    const add = (text: string) => {
      const u = understand(text, context);
      return [u.intent, u.slots.name, u.slots.role ?? null];
    };
    expect(add('Mona, my cousin, is staying with us now - add her to the family')).toEqual([
      'addMember',
      'Mona',
      null,
    ]);
    expect(add('our new baby girl, Lulwa - add her as a child')).toEqual([
      'addMember',
      'Lulwa',
      'child',
    ]);
    expect(add('جدتي حصة بتسكن عندنا، سجلها بالعائلة')[1]).toBe('حصة');
    expect(add('ضمي بنت عمتي دانة لأفراد الأسرة')[1]).toBe('دانة');
    expect(add('سجل بنتي الرضيعة نورة في العائلة كطفلة')[1]).toBe('نورة');
  });
});
