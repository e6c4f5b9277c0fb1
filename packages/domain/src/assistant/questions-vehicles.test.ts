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
