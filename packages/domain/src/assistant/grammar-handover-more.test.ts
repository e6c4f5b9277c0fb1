import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'Faisal' },
    { id: 'm2', name: 'هدى' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm4', name: 'تالا' },
    { id: 'm5', name: 'أنور' },
  ],
  tasks: [
    { id: 't1', name: 'Put the bins out' },
    { id: 't2', name: 'Vacuum the majlis' },
    { id: 't3', name: 'سقي النخل' },
    { id: 't4', name: 'غسيل الكامري' },
    { id: 't5', name: 'Return the library books' },
    { id: 't6', name: 'Renew the Camry insurance' },
  ],
  events: [],
};

const handed = (text: string) => {
  const u = understand(text, context);
  return [u.intent, u.slots.task ?? null, u.slots.assignee ?? u.missing];
};

describe('hand-overs said in other orders (issue 28)', () => {
  it('reads the verb first, the task first with «عطوه», and «رح» apart from its verb', () => {
    expect(handed('تتولى هدى مهمة سقي النخل')).toEqual(['reassignTask', 'سقي النخل', 'هدى']);
    expect(handed('سقي النخل عطوه أنور')).toEqual(['reassignTask', 'سقي النخل', 'أنور']);
    expect(handed('هدى راح تسقي النخل بدل أنور')).toEqual(['reassignTask', 'سقي النخل', 'هدى']);
  });

  it('reads "X\'s Y\'s job" as whose it is', () => {
    expect(handed("the majlis's Ziad's job this week")).toEqual([
      'reassignTask',
      'Vacuum the majlis',
      'Ziad',
    ]);
  });

  it('asks who when someone else is asked for', () => {
    expect(handed('Ziad is sick, could somebody else put the bins out?')).toEqual([
      'reassignTask',
      'Put the bins out',
      'assignee',
    ]);
    expect(handed('can anyone take the bins tonight?')[0]).toBe('reassignTask');
    expect(handed('let somebody else do the majlis')).toEqual([
      'reassignTask',
      'Vacuum the majlis',
      'assignee',
    ]);
  });
});

describe('a member and a perfect: done, not whose (issue 28)', () => {
  it('reads "X has <done> the task" as the task done, never handed over', () => {
    const u = understand('Faisal has vacuumed the majlis', context);
    expect([u.intent, u.slots.task, u.target?.match]).toEqual([
      'completeTask',
      'Vacuum the majlis',
      'loose',
    ]);
    expect(understand('Ziad has the bins tonight', context).intent).toBe('reassignTask');
  });
});

describe('done said by giving back or paying for a renewal (issue 28)', () => {
  it('reads "X back" as returned and "paid the X renewal" as renewed', () => {
    const done = (text: string) => understand(text, context).slots.task;
    expect(done('Ziad took the library books back today')).toBe('Return the library books');
    expect(done('I paid the Camry insurance renewal')).toBe('Renew the Camry insurance');
  });

  it('leaves «عنا» out of an event’s title', () => {
    expect(understand('في عنا حفلة تخرج يوم الخميس', context).slots.title).toBe('حفلة تخرج');
  });
});

describe('hand-overs said with a general verb or a when (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    members: [...context.members, { id: 'm6', name: 'ريم' }, { id: 'm7', name: 'Grace' }],
    tasks: [
      ...context.tasks,
      { id: 't7', name: 'شراء الخبز' },
      { id: 't8', name: 'ترتيب غرفة الألعاب' },
      { id: 't9', name: 'توصيل ريم للنادي' },
    ],
  };
  const to = (text: string) => {
    const u = understand(text, more);
    return [u.intent, u.slots.task ?? null, u.slots.assignee ?? null];
  };

  it('takes the thing after "can get", "will take care of", and drops "when she’s out"', () => {
    expect(to('Grace can get the bread on her way back from school')).toEqual([
      'reassignTask',
      'شراء الخبز',
      'Grace',
    ]);
    expect(to('Faisal will take care of the toy room')).toEqual([
      'reassignTask',
      'ترتيب غرفة الألعاب',
      'Faisal',
    ]);
    expect(to('Huda can deal with the bins when she gets home')).toEqual([
      'reassignTask',
      'Put the bins out',
      'هدى',
    ]);
  });

  it('knows a misspelt name with two letters swapped, and a word that only sounds like one', () => {
    expect(to('Graec will do the majlis')).toEqual(['reassignTask', 'Vacuum the majlis', 'Grace']);
    // "room" is not «ريم»: the long vowel her name writes is not said.
    expect(to('Faisal will take care of the room')[1]).not.toBe('توصيل ريم للنادي');
  });
});

describe('hand-overs said tersely or as whose (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    members: [...context.members, { id: 'm6', name: 'ريم' }, { id: 'm7', name: 'Grace' }],
    tasks: [
      ...context.tasks,
      { id: 't7', name: 'جلب الدواء من الصيدلية' },
      { id: 't8', name: 'Order drinking water' },
      { id: 't9', name: 'Call the AC technician' },
      { id: 't10', name: 'تجهيز شنطة الرحلة لزياد' },
    ],
  };
  const to = (text: string) => {
    const u = understand(text, more);
    return [u.intent, u.slots.task ?? u.target?.match ?? null, u.slots.assignee ?? u.notFound];
  };

  it('reads "X → Y", "X is Y’s now", «X يسويها Y», «عطوا Y شغلة X»', () => {
    expect(to('library books → Faisal')).toEqual([
      'reassignTask',
      'Return the library books',
      'Faisal',
    ]);
    expect(to("the medicine run is Reem's now")).toEqual([
      'reassignTask',
      'جلب الدواء من الصيدلية',
      'ريم',
    ]);
    expect(to('طلب المويه يسويه زياد')).toEqual(['reassignTask', 'Order drinking water', 'Ziad']);
    expect(to('عطوا هدى شغلة الكامري')).toEqual(['reassignTask', 'which', 'هدى']);
  });

  it('leaves why, when and who not after the doing, and what someone said they will do', () => {
    expect(to('Ziad is washing the Camry for pocket money, not Anwar')).toEqual([
      'reassignTask',
      'غسيل الكامري',
      'Ziad',
    ]);
    expect(to('فيصل بيرجع الكتب للمكتبة وهو طالع الصبح')).toEqual([
      'reassignTask',
      'Return the library books',
      'Faisal',
    ]);
    expect(to('هدى قالت إنها بتتصل بفني المكيف')).toEqual([
      'reassignTask',
      'Call the AC technician',
      'هدى',
    ]);
  });

  it('says someone not of the family doing an open task is not found', () => {
    expect(to('خلي جارنا أبو فهد يوصل الكتب للمكتبة بكرة')).toEqual([
      'reassignTask',
      null,
      'member',
    ]);
  });
});
