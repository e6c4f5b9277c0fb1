import { describe, expect, it } from 'vitest';
import type { GrammarContext } from './grammar.js';
import { freeQuestion } from './questions.js';

const camry = { id: 'v0', name: 'Camry' };
const patrol = { id: 'v1', name: 'Patrol' };
const yaris = { id: 'v2', name: 'Yaris' };
const context: GrammarContext = {
  today: '2026-11-14',
  members: [],
  tasks: [{ id: 't1', name: 'غسيل الكامري' }],
  events: [],
  vehicles: [camry, patrol, yaris],
};

describe("the cars' tasks asked about (session 22)", () => {
  it('asks what a car needs', () => {
    expect(freeQuestion('whats the camry need', context)).toEqual({
      kind: 'vehicle',
      vehicle: camry,
    });
  });

  it('asks of every car named, or of all the cars', () => {
    expect(freeQuestion("what's pending on the yaris and the patrol?", context)).toEqual({
      kind: 'vehicle',
      vehicle: yaris,
      also: [patrol],
    });
    expect(freeQuestion('الكامري واليارس ايش لازم نسوي لهم؟', context)).toEqual({
      kind: 'vehicle',
      vehicle: camry,
      also: [yaris],
    });
    expect(freeQuestion('السيارات وش عليها مهام؟', context)).toEqual({
      kind: 'vehicle',
      vehicle: camry,
      also: [patrol, yaris],
    });
  });
});

describe('days, members and priorities asked about (session 22)', () => {
  const family: GrammarContext = {
    ...context,
    members: [
      { id: 'm0', name: 'Faisal' },
      { id: 'm4', name: 'تالا' },
    ],
  };

  it('asks of a day "looking like", and the tasks due after a day', () => {
    expect(freeQuestion("so what's friday looking like?", family)).toMatchObject({
      kind: 'day',
      date: '2026-11-20',
    });
    expect(freeQuestion('which tasks are due after the 20th?', family)).toEqual({
      kind: 'day',
      date: '2026-11-21',
      to: '2027-01-20',
      tasks: true,
      events: false,
    });
  });

  it("asks of a member's days ahead, and of one member's priority", () => {
    expect(freeQuestion('what does Tala have coming up?', family)).toMatchObject({
      kind: 'member',
      date: '2026-11-14',
      to: '2026-12-14',
    });
    expect(freeQuestion('how many high priority things are there for faisal?', family)).toEqual({
      kind: 'priority',
      priority: 'high',
      member: { id: 'm0', name: 'Faisal' },
    });
    expect(freeQuestion('كم مهمة أولويتها عالية؟', family)).toEqual({
      kind: 'priority',
      priority: 'high',
    });
  });
});

describe('questions said topic first or Egyptian-style (session 22)', () => {
  const family: GrammarContext = {
    ...context,
    members: [{ id: 'm6', name: 'أنور' }],
    tasks: [
      { id: 't1', name: 'غسيل الكامري' },
      { id: 't2', name: 'Return the library books' },
    ],
  };

  it('asks who of a thing said first, and «هو …؟» as «هل …؟»', () => {
    expect(freeQuestion('كتب المكتبة مين المفروض يرجعها؟', family)).toMatchObject({ kind: 'who' });
    expect(freeQuestion('هو أنور هيغسل الكامري يوم الاتنين؟', family)).toMatchObject({
      kind: 'when',
    });
  });
});

describe('documents within weeks (session 22)', () => {
  it('asks from today to that many weeks on', () => {
    expect(freeQuestion('وش الوثائق اللي تنتهي خلال أسبوعين؟', context)).toEqual({
      kind: 'documents',
      range: { from: '2026-11-14', to: '2026-11-28' },
    });
  });
});
