import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [{ id: 'm4', name: 'تالا' }],
  tasks: [
    { id: 't21', name: 'ترتيب غرفة الألعاب' },
    { id: 't23', name: 'تجهيز شنطة الرحلة لزياد' },
  ],
  events: [
    { id: 'e5', name: 'زيارة خالتي منيرة' },
    { id: 'e6', name: 'زيارة عمي سعد' },
    { id: 'e8', name: 'حفل المدرسة لتالا' },
  ],
};

const moved = (text: string) => {
  const u = understand(text, context);
  return [u.intent, u.slots.event ?? u.slots.task, u.slots.date ?? u.slots.shiftMinutes];
};

describe('moves said the way families say them (issue 28)', () => {
  it('reads an amount said with its way as a move, whatever the verb', () => {
    expect(moved("can uncle Saad's visit start half an hour earlier?")).toEqual([
      'moveEvent',
      'زيارة عمي سعد',
      -30,
    ]);
  });

  it('reads "put … instead", who moved it, and ", same time"', () => {
    expect(moved("put aunt munira's visit on thursday instead")).toEqual([
      'moveEvent',
      'زيارة خالتي منيرة',
      '2026-11-19',
    ]);
    expect(moved("they've shifted Tala's school show to Wednesday the 25th, same time")).toEqual([
      'moveEvent',
      'حفل المدرسة لتالا',
      '2026-11-25',
    ]);
  });

  it('reads the row named first and "that" after, and «نقلي»', () => {
    expect(moved('ummm so the trip bag, can we do that tuesday instead')).toEqual([
      'moveEvent',
      'تجهيز شنطة الرحلة لزياد',
      '2026-11-17',
    ]);
    expect(moved('نقلي ترتيب غرفة الألعاب ليوم الاتنين')).toEqual([
      'moveEvent',
      'ترتيب غرفة الألعاب',
      '2026-11-16',
    ]);
    // A row not found is no move of anything.
    expect(moved('the picnic, can we do that tuesday instead')[0]).not.toBe('moveEvent');
  });

  it('reads «تقدم» as earlier and «تأخر» as later, and what "starts … later now"', () => {
    const earlier = understand('زيارة عمي سعد تقدمت ساعة', context);
    expect([earlier.intent, earlier.slots.shiftMinutes]).toEqual(['moveEvent', -60]);
    const later = understand('زيارة عمي سعد تأخرت ساعة', context);
    expect([later.intent, later.slots.shiftMinutes]).toEqual(['moveEvent', 60]);
    expect(moved('the school show starts an hour later now')[2]).toBe(60);
  });
});

describe('moves said as news or as needs (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    members: [...context.members, { id: 'm3', name: 'Ziad' }],
    tasks: [
      ...context.tasks,
      { id: 't4', name: 'Call the plumber' },
      { id: 't5', name: 'Renew the Camry insurance' },
    ],
    events: [
      ...context.events,
      { id: 'e0', name: 'Dentist appointment' },
      { id: 'e1', name: 'Eye doctor appointment' },
      { id: 'e9', name: 'Swimming lesson' },
    ],
  };
  const move = (text: string) => {
    const u = understand(text, more);
    return [u.intent, u.slots.event ?? u.slots.task ?? u.target?.match, u.slots.date, u.slots.time];
  };

  it('reads "got moved to", "needs to go to", "changed the time, it’s …", "they’ve put … in for"', () => {
    expect(move('the swimming lesson got moved to friday 4.30pm')).toEqual([
      'moveEvent',
      'Swimming lesson',
      '2026-11-20',
      '16:30',
    ]);
    expect(move('the doctor appointment needs to go to the 25th')).toEqual([
      'moveEvent',
      'which',
      '2026-11-25',
      undefined,
    ]);
    expect(move('the eye doc changed the time, it’s 3pm now')[1]).toBe('Eye doctor appointment');
    expect(move("the eye doctor's clinic called, they've put Ziad in for monday instead")).toEqual([
      'moveEvent',
      'Eye doctor appointment',
      '2026-11-16',
      undefined,
    ]);
  });

  it('reads "do X a day later", "X by … instead", a bare hour, and the time or day it was not', () => {
    expect(move('do the plumber call two days later')[1]).toBe('Call the plumber');
    expect(move('renew the camry insurance on monday instead')).toEqual([
      'moveEvent',
      'Renew the Camry insurance',
      '2026-11-16',
      undefined,
    ]);
    expect(move('mve the swiming lesson to 5')[1]).toBe('Swimming lesson');
    expect(move('زيارة عمي سعد خلوها الساعة ٥ بدال ٤')[3]).toBe('17:00');
    expect(move('خالتي منيرة تبينا نجيها الساعة ٨')[1]).toBe('زيارة خالتي منيرة');
    expect(move('شنطة الرحلة لازم تتجهز يوم الثلاثاء مش الأربعا')[2]).toBe('2026-11-17');
  });
});

describe('days in words and what the other side can do (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    events: [...context.events, { id: 'e1', name: 'Eye doctor appointment' }],
  };
  const move = (text: string) => {
    const u = understand(text, more);
    return [u.intent, u.slots.event ?? u.slots.task ?? u.target?.match, u.slots.date, u.slots.time];
  };

  it('reads a day of the month said as an ordinal word, Hijri or not', () => {
    expect(move('أجل زيارة عمي سعد إلى الخامس والعشرين من جمادى الآخرة')[2]).toBe('2026-12-05');
    expect(move('زيارة خالتي منيرة صارت الثالث من ديسمبر')[2]).toBe('2026-12-03');
  });

  it('moves a row to what the other side "can only do"', () => {
    expect(move('the eye doctor rang, they can only do monday at 9, can you change that')).toEqual([
      'moveEvent',
      'Eye doctor appointment',
      '2026-11-16',
      '09:00',
    ]);
  });
});
