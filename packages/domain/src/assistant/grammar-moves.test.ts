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
