import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { isPlaceholder } from './scope.js';
import { asksSomething } from './grammar-guards.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'Faisal' },
    { id: 'm4', name: 'تالا' },
  ],
  tasks: [
    { id: 't1', name: 'Pick up the kids from school' },
    { id: 't8', name: 'Return the library books' },
    { id: 't12', name: 'دفع فاتورة الماء' },
    { id: 't13', name: 'دفع فاتورة الكهرباء' },
    { id: 't20', name: 'سقي النخل' },
  ],
  events: [
    { id: 'e0', name: 'Dentist appointment' },
    { id: 'e3', name: 'Parent-teacher meeting' },
    { id: 'e8', name: 'حفل المدرسة لتالا' },
  ],
};

const said = (text: string) => {
  const u = understand(text, context);
  return {
    intent: u.intent,
    row: u.slots.event ?? u.slots.task,
    match: u.target?.match,
    when: u.slots.date ?? u.slots.time ?? u.slots.shiftMinutes,
  };
};

describe('a stored row’s new day or time said as a fact (issue 28)', () => {
  it('moves the row a change of day names, confirmed first, never adds one', () => {
    expect(said('the electricity bill is due sunday now')).toEqual({
      intent: 'moveEvent',
      row: 'دفع فاتورة الكهرباء',
      match: 'loose',
      when: '2026-11-15',
    });
    expect(said('the parent teacher meeting got moved to tuesday')).toMatchObject({
      intent: 'moveEvent',
      row: 'Parent-teacher meeting',
      when: '2026-11-17',
    });
    expect(said("dentist's been pushed back an hour")).toMatchObject({
      intent: 'moveEvent',
      row: 'Dentist appointment',
      when: 60,
    });
    expect(said('the library books are due back on friday instead')).toMatchObject({
      intent: 'moveEvent',
      row: 'Return the library books',
    });
  });

  it('leaves whom the row is for out of its name', () => {
    expect(said('the dentist is at 5 on friday for Faisal')).toMatchObject({
      intent: 'moveEvent',
      row: 'Dentist appointment',
    });
    expect(said('سقي النخل صار يوم الخميس لتالا')).toMatchObject({ row: 'سقي النخل' });
  });

  it('asks which when the row said fits several', () => {
    expect(said('the bill is due on monday now')).toMatchObject({
      intent: 'moveEvent',
      match: 'which',
    });
  });

  it('says a changed row it cannot find is not found, never adds it', () => {
    const u = understand('the swimming gala is on friday now', context);
    expect(u.intent).toBe('moveEvent');
    expect(u.target?.match).toBe('notFound');
  });

  it('takes the clause after "so" that says the row’s new time', () => {
    expect(said('school closes early on sunday so the kids pickup is 11:30')).toMatchObject({
      intent: 'moveEvent',
      row: 'Pick up the kids from school',
    });
  });

  it('keeps a new event whose words are not all a stored row’s', () => {
    expect(understand("Tala's school concert is next Saturday at 9am", context).intent).toBe(
      'createEvent',
    );
  });

  it('reads the Arabic verbs of becoming and moving, before and after the row', () => {
    expect(said('سقي النخل بيكون يوم الخميس')).toMatchObject({
      intent: 'moveEvent',
      row: 'سقي النخل',
      when: '2026-11-19',
    });
    expect(said('حفلة المدرسة لتالا راحت للأربعاء')).toMatchObject({
      intent: 'moveEvent',
      row: 'حفل المدرسة لتالا',
      when: '2026-11-18',
    });
    expect(said('تأجل دفع فاتورة الماء ليوم الاثنين')).toMatchObject({
      intent: 'moveEvent',
      row: 'دفع فاتورة الماء',
      when: '2026-11-16',
    });
  });
});

describe('moves said in fewer words (issue 28)', () => {
  it('moves a row named alone with a new day or time', () => {
    expect(said('سقي النخل يوم الجمعة')).toMatchObject({
      intent: 'moveEvent',
      row: 'سقي النخل',
      match: 'loose',
      when: '2026-11-20',
    });
  });

  it('reads "X is going out / coming on <day>" of a stored row as its move', () => {
    expect(said('the library books are going back on monday this week')).toMatchObject({
      intent: 'moveEvent',
      row: 'Return the library books',
      when: '2026-11-16',
    });
  });

  it('reads Egyptian «هيبقى» (ى as the text is normalised) and «للحد» (Sunday)', () => {
    expect(said('اجتماع أولياء الأمور هيبقى يوم الخميس')).toMatchObject({
      intent: 'moveEvent',
      row: 'Parent-teacher meeting',
      when: '2026-11-19',
    });
    expect(said('سقي النخل اتنقل للحد')).toMatchObject({ row: 'سقي النخل', when: '2026-11-15' });
  });

  it('reads a bare hour said last after "to" in a change as the new time', () => {
    // (Session 23: said bare, one o'clock is after noon, and kept bare for the row's own half.)
    expect(said('the parent teacher meeting got moved to 1')).toMatchObject({
      intent: 'moveEvent',
      row: 'Parent-teacher meeting',
      when: '13:00',
    });
    expect(understand('the parent teacher meeting got moved to 1', context).slots.timeBare).toBe(
      true,
    );
  });

  it('reads a host asking for another time as the visit’s move', () => {
    const ctx = { ...context, events: [{ id: 'e9', name: 'زيارة عمي سعد' }] };
    const u = understand('uncle Saad wants us over at 6 instead of 4', ctx);
    expect([u.intent, u.slots.event, u.slots.time]).toEqual([
      'moveEvent',
      'زيارة عمي سعد',
      '18:00',
    ]);
  });

  it('reads an hour with its half or quarter as a clock time, «الساعة» unsaid', () => {
    expect(understand('حفلة المدرسة لتالا صارت عشر ونص', context).slots.time).toBe('10:30');
  });

  it('reads "not until" and "can wait N more days" as moves', () => {
    expect(said('دفع فاتورة الماء ما راح ينسدد إلا يوم الخميس')).toMatchObject({
      intent: 'moveEvent',
      row: 'دفع فاتورة الماء',
    });
    const u = understand('the library books can wait three more days', context);
    expect([u.intent, u.slots.task, u.slots.shift]).toEqual([
      'moveEvent',
      'Return the library books',
      3,
    ]);
  });
});

describe('nothing is added for a pointer or a question (issue 28)', () => {
  it('asks what a pointer with its particles names', () => {
    expect(isPlaceholder('it in')).toBe(true);
    expect(isPlaceholder('that one down')).toBe(true);
    expect(isPlaceholder('it out of the oven')).toBe(false);
    const u = understand('pop it in for friday at 5pm', context);
    expect(['createTask', 'createEvent', 'unknown']).toContain(u.intent);
    expect(u.slots.title).toBeUndefined();
  });

  it('moves nothing for a guess, and still takes a command said unsure', () => {
    expect(understand('I think the dentist might be on friday now', context).intent).toBe(
      'unknown',
    );
    expect(understand('remind me to pay the bill maybe on sunday', context).intent).toBe(
      'createTask',
    );
  });

  it('never adds a sentence that asks', () => {
    expect(asksSomething('المواعيد اللي بكرة وش هي؟')).toBe(true);
    expect(asksSomething('the tasks for friday, which are they?')).toBe(true);
    expect(asksSomething('remind me to call mom')).toBe(false);
    for (const text of [
      'المهام اللي على فيصل وش هي',
      'the reminders for Faisal are what?',
      'is the school concert at 5 on friday',
      'هل عندنا عشاء يوم الخميس',
      'should we move the dentist to friday?',
      'not sure if the concert is at 5 or 6 on friday',
      'مدري إذا العشاء يوم الخميس أو الجمعة',
    ]) {
      expect(['createTask', 'createEvent']).not.toContain(understand(text, context).intent);
    }
  });
});
