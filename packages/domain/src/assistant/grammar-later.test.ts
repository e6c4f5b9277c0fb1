import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { unsaidOnlyKind } from './resolve.js';
import { doneSaid } from './grammar-later.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm2', name: 'هدى', role: 'parent' },
    { id: 'm3', name: 'ريم', role: 'child' },
    { id: 'm4', name: 'Ziad', role: 'child' },
    { id: 'm7', name: 'أنور', role: 'other' },
  ],
  tasks: [
    { id: 't3', name: 'Pick up Ziad from football practice', assigneeId: 'm2' },
    { id: 't12', name: 'توصيل ريم للنادي', assigneeId: 'm7' },
    { id: 't13', name: 'دفع فاتورة الماء' },
  ],
  events: [
    { id: 'e2', name: 'Eye doctor appointment' },
    { id: 'e5', name: "Dinner at Abu Khalid's" },
  ],
};

const read = (text: string) => {
  const u = understand(text, context);
  return [u.intent, u.slots.task ?? u.slots.event, u.slots.assignee ?? u.slots.date];
};

describe('what is meant said after why, or by whom (session 22)', () => {
  it('takes the request after "so" / «ف» with the day the reason named', () => {
    expect(read("huda's got a thing at 6 so can anwar get ziad from practice today")).toEqual([
      'reassignTask',
      'Pick up Ziad from football practice',
      'أنور',
    ]);
    // Anwar already drives Reem: only the day and hour change.
    const u = understand('ريم تمرينها بكرة بيتأخر، فخل أنور يوصلها النادي الساعة ٦', context);
    expect([u.intent, u.slots.task, u.slots.date, u.slots.time]).toEqual([
      'moveEvent',
      'توصيل ريم للنادي',
      '2026-11-15',
      '18:00',
    ]);
  });

  it('reads a row moved by someone as moved, never adds one titled so', () => {
    expect(read('أبو خالد أجّل العزيمة للخميس الساعة ٩ بالليل')).toEqual([
      'moveEvent',
      "Dinner at Abu Khalid's",
      '2026-11-19',
    ]);
    expect(understand('the school postponed the recital to friday', context).intent).not.toMatch(
      /^create/,
    );
  });

  it('reads «صار آخر موعد له» as the new due day', () => {
    expect(read('دفع فاتورة المي صار آخر موعد له يوم ٢٠')).toEqual([
      'moveEvent',
      'دفع فاتورة الماء',
      '2026-11-20',
    ]);
  });

  it('never adds a row titled only "tasks" or «مهام»', () => {
    expect(understand('تالا عليها مهام؟', context).intent).toBe('unknown');
  });

  it('takes «عند» as "at" and "doctor" as the kind of an appointment', () => {
    expect(unsaidOnlyKind('موعد عيون', 'Eye doctor appointment', [])).toBe(true);
    expect(unsaidOnlyKind('عشا عند أبو خالد', "Dinner at Abu Khalid's", [])).toBe(true);
    expect(unsaidOnlyKind('dinner', "Dinner at Abu Khalid's", [])).toBe(false);
  });
});

describe('moves said as plans and in MSA (session 22)', () => {
  const plans: GrammarContext = {
    today: '2026-11-14',
    members: [{ id: 'm6', name: 'أنور', role: 'other' }],
    tasks: [
      { id: 't1', name: 'دفع فاتورة الكهرباء' },
      { id: 't2', name: 'شراء الخبز' },
      { id: 't3', name: 'غسيل الكامري', assigneeId: 'm6' },
    ],
    events: [{ id: 'e1', name: 'حفل المدرسة لتالا' }],
  };
  const moved = (text: string) => {
    const u = understand(text, plans);
    return [u.intent, u.slots.task ?? u.slots.event, u.slots.date];
  };

  it('reads «… بدل الخميس» with the new day alone', () => {
    expect(moved('الكهربا ندفعها يوم ٢٣ بدل الخميس')).toEqual([
      'moveEvent',
      'دفع فاتورة الكهرباء',
      '2026-11-23',
    ]);
    // Anwar already washes the Camry: his doing on another day is its move.
    expect(moved('أنور بيغسل الكامري يوم الأربعاء بدل الاثنين')).toEqual([
      'moveEvent',
      'غسيل الكامري',
      '2026-11-18',
    ]);
  });

  it('reads our doing of a stored row on a day as its move', () => {
    expect(moved('الخبز نشتريه بعد بكرة')).toEqual(['moveEvent', 'شراء الخبز', '2026-11-16']);
    // Not a row: nothing moved.
    expect(understand('الباب نصلحه بكرة', plans).intent).not.toBe('moveEvent');
  });

  it('reads «تم تأجيل …» as a move, never as done', () => {
    expect(moved('تم تأجيل حفل المدرسة لتالا إلى يوم الأحد ٢٩ نوفمبر')).toEqual([
      'moveEvent',
      'حفل المدرسة لتالا',
      '2026-11-29',
    ]);
  });
});

describe('English events said as news (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [
      { id: 'm4', name: 'Ziad', role: 'child' },
      { id: 'm5', name: 'تالا', role: 'child' },
    ],
    tasks: [],
    events: [{ id: 'e2', name: 'Eye doctor appointment' }],
  };
  const event = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.slots.title, u.slots.location, u.slots.attendees];
  };

  it('takes whose it is and our being there out of the title', () => {
    expect(event("Ziad's invited to a birthday party at Omar's on saturday 4 to 6pm")).toEqual([
      'createEvent',
      'birthday party',
      "Omar's",
      ['Ziad'],
    ]);
    expect(event('tala has a playdate with Lulu tmrw 4:30pm')).toEqual([
      'createEvent',
      'playdate with Lulu',
      undefined,
      ['تالا'],
    ]);
    expect(event("we're at Abu Khalid's for dinner again on the 26th, 8pm")[1]).toBe('dinner');
  });

  it('reads an invite, "we\'re all going", "at like 7" and "night" before a short day', () => {
    expect(event("got an invite to Mona's henna night thurs 8pm, pls add")[1]).toBe(
      "Mona's henna night",
    );
    expect(event("there's a bbq at Sami's place friday night, we're all going")[2]).toBe(
      "Sami's place",
    );
    expect(
      event("there's this engagement dinner at my brother's on the 1st at like 7 in the evening"),
    ).toEqual(['createEvent', 'engagement dinner', "my brother's", undefined]);
  });

  it('adds a thing said from one hour to another, never a story told', () => {
    expect(event("open house at the neighbours' on the 28th 4-7pm")[0]).toBe('createEvent');
    // (Session 23: what they "can only do" is the row's move, never a new row.)
    expect(
      event(
        'so the eye doctor called and they can only do friday at like 11 so can you sort that',
      )[0],
    ).toBe('moveEvent');
  });
});

describe('hand-overs and English tasks said in parts (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [
      { id: 'm0', name: 'Faisal', role: 'admin' },
      { id: 'm3', name: 'Ziad', role: 'child' },
      { id: 'm2', name: 'ريم', role: 'child' },
      { id: 'm6', name: 'أنور', role: 'other' },
    ],
    tasks: [
      { id: 't1', name: 'Put the bins out', assigneeId: 'm3' },
      { id: 't2', name: 'Oil change for the Patrol' },
      { id: 't3', name: 'تجهيز شنطة الرحلة لزياد', assigneeId: 'm0' },
    ],
    events: [],
  };
  const read = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.slots.task ?? u.slots.title, u.slots.assignee, u.slots.priority];
  };

  it('reads "X\'s on … duty", «حولوا … على», «… نفسه»', () => {
    expect(read("Faisal's on bins duty tonight").slice(0, 3)).toEqual([
      'reassignTask',
      'Put the bins out',
      'Faisal',
    ]);
    expect(read('حولوا تغيير زيت الباترول على أنور').slice(0, 3)).toEqual([
      'reassignTask',
      'Oil change for the Patrol',
      'أنور',
    ]);
    expect(read('تجهيز شنطة زياد خلوه على زياد نفسه').slice(0, 3)).toEqual([
      'reassignTask',
      'تجهيز شنطة الرحلة لزياد',
      'Ziad',
    ]);
  });

  it('reads a priority, a member and the task said as parts', () => {
    expect(read('low priority - Ziad to clean his bike')).toEqual([
      'createTask',
      'clean his bike',
      'Ziad',
      'low',
    ]);
    expect(read('faisal, low priority, call the bank about the car loan, monday')).toEqual([
      'createTask',
      'call the bank about the car loan',
      'Faisal',
      'low',
    ]);
    expect(read("Reem's gotta return the dress to the shop by tuesday").slice(0, 3)).toEqual([
      'createTask',
      'return the dress to the shop',
      'ريم',
    ]);
  });

  it('refuses pay sent, never a row moved or found', () => {
    expect(understand('حوّل راتب أنور لحسابه', family).intent).toBe('unknown');
  });
});

describe('done and not yet said in other words (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [{ id: 'm2', name: 'ريم', role: 'child' }],
    tasks: [
      { id: 't0', name: 'Put the bins out' },
      { id: 't1', name: 'جلب الدواء من الصيدلية', assigneeId: 'm2' },
      { id: 't2', name: 'سقي النخل' },
      { id: 't3', name: 'غسيل الكامري' },
    ],
    events: [],
  };
  const done = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.slots.task];
  };

  it('reads "back with", "have had their water" and a place said last', () => {
    expect(done("Reem's back with the meds")).toEqual(['completeTask', 'جلب الدواء من الصيدلية']);
    expect(done('the palms have had their water')).toEqual(['completeTask', 'سقي النخل']);
    expect(done('الكامري انغسلت عند المغسلة')).toEqual(['completeTask', 'غسيل الكامري']);
  });

  it('never takes a particle ("out") for which task', () => {
    expect(understand('cleaned out the garage today', family).slots.task).toBeUndefined();
  });

  it('reads «لين الحين» and «ولا لسه» as the not-yet forms', () => {
    expect(doneSaid('أنور ما غسل الكامري لين الحين')).toBe('أنور ما غسل الكامري للحين');
    expect(doneSaid('جابوا الدوا ولا لسه؟')).toBe('جابوا الدوا؟');
  });
});

describe('rows named in other words, questions said topic first (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [{ id: 'm3', name: 'Ziad', role: 'child' }],
    tasks: [{ id: 't3', name: 'Pick up Ziad from football practice' }],
    events: [
      { id: 'e3', name: "Ziad's football match" },
      { id: 'e6', name: 'زيارة خالتي منيرة' },
      { id: 'e7', name: 'زيارة عمي سعد' },
    ],
  };
  const read = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.slots.task ?? u.slots.event ?? u.slots.title ?? u.slots.name];
  };

  it('moves "uncle Saad\'s thing", "make X 8:15", and the fetching said', () => {
    expect(read("uncle Saad's thing is thursday now, same time")).toEqual([
      'moveEvent',
      'زيارة عمي سعد',
    ]);
    expect(read("make aunt munira's visit 8:15")).toEqual(['moveEvent', 'زيارة خالتي منيرة']);
    expect(understand('make a cake at 7', family).intent).not.toBe('moveEvent');
    expect(read('جيبة زياد من الكورة صارت 6 ونص')).toEqual([
      'moveEvent',
      'Pick up Ziad from football practice',
    ]);
  });

  it('adds «عزمونا على …», «عقد قران …», and leaves a part of the day out of the place', () => {
    expect(read('عزمونا على ملكة أخت نوف يوم ٢٧ الساعة ٨ ونص بالليل')).toEqual([
      'createEvent',
      'ملكة أخت نوف',
    ]);
    expect(read('عقد قران بندر يوم 1 رجب الساعة 9 مساء')).toEqual(['createEvent', 'عقد قران بندر']);
    expect(
      understand(
        'لدينا حفل تكريم المتفوقين في قاعة المدرسة يوم الأربعاء ٢ ديسمبر من العاشرة حتى الثانية عشرة ظهرًا',
        family,
      ).slots.location,
    ).toBe('قاعة المدرسة');
  });

  it('adds «ستي فاطمة» as فاطمة', () => {
    expect(read('بدي ضيف ستي فاطمة عالعيلة')).toEqual(['addMember', 'فاطمة']);
  });
});

describe('moves of the one on the day said, and of what must be ready (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [{ id: 'm3', name: 'Ziad', role: 'child' }],
    tasks: [{ id: 't23', name: 'تجهيز شنطة الرحلة لزياد' }],
    events: [
      { id: 'e1', name: 'Dentist appointment', date: '2026-11-16' },
      { id: 'e2', name: 'Eye doctor appointment', date: '2026-11-18' },
    ],
  };
  const moved = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.target?.match, u.slots.event ?? u.slots.task, u.slots.date];
  };

  it('takes the only one on the day said, never the day it goes to', () => {
    expect(moved('the appointment on monday is now at 5')).toEqual([
      'moveEvent',
      'loose',
      'Dentist appointment',
      '2026-11-16',
    ]);
    expect(moved('move the appointment to monday at 5')[1]).toBe('which');
  });

  it('moves what must be ready by another day, the reason left out', () => {
    expect(moved('the trip bag has to be ready by monday now, the trip got moved up')).toEqual([
      'moveEvent',
      'loose',
      'تجهيز شنطة الرحلة لزياد',
      '2026-11-16',
    ]);
    expect(moved('الرحلة صارت بدري فشنطة زياد لازم تتجهز يوم الثلاثاء')[3]).toBe('2026-11-17');
  });

  it('never completes a task named only by a member, a place said after', () => {
    expect(understand('Ziad is at the club', family).intent).not.toBe('completeTask');
  });
});

describe('done by the member whose task it is, or said the other way round (session 22)', () => {
  const family: GrammarContext = {
    today: '2026-11-14',
    members: [
      { id: 'm0', name: 'Faisal', role: 'admin' },
      { id: 'm3', name: 'Ziad', role: 'child' },
    ],
    tasks: [
      { id: 't0', name: 'Put the bins out', assigneeId: 'm3' },
      { id: 't4', name: 'Call the AC technician', assigneeId: 'm0' },
      { id: 't21', name: 'ترتيب غرفة الألعاب' },
    ],
    events: [],
  };
  const read = (text: string) => {
    const u = understand(text, family);
    return [u.intent, u.slots.task, u.target?.match];
  };

  it("reads a member's past doing of their own task as done, never a future one", () => {
    expect(read('زياد حط الزبالة قدام الباب')).toEqual([
      'completeTask',
      'Put the bins out',
      'loose',
    ]);
    expect(read('Ziad put the bins out')[0]).toBe('completeTask');
    expect(read('Ziad will put the bins out')[0]).not.toBe('completeTask');
    expect(read('زياد بيطلع الزبالة')[0]).not.toBe('completeTask');
  });

  it('reads the call returned and things back in their place as done', () => {
    expect(read('فني التكييف رد على فيصل أخيرًا')).toEqual([
      'completeTask',
      'Call the AC technician',
      'loose',
    ]);
    expect(read('the AC guy called Faisal back')[1]).toBe('Call the AC technician');
    expect(read('الألعاب كلها رجعت مكانها بالغرفة')[1]).toBe('ترتيب غرفة الألعاب');
  });
});
