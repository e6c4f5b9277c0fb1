import { describe, expect, it } from 'vitest';
import { freeQuestion } from './questions.js';
import { parseWhen } from './when.js';
import type { GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'Faisal' },
    { id: 'm2', name: 'ريم' },
  ],
  tasks: [
    { id: 't1', name: 'Feed the cat' },
    { id: 't2', name: 'Call the plumber' },
    { id: 't3', name: 'جلب الدواء من الصيدلية' },
    { id: 't4', name: 'دفع فاتورة الكهرباء' },
  ],
  events: [],
};

describe('a thing not done yet, or whether it was done, asked (issue 28)', () => {
  it('answers with the task, never takes it for done', () => {
    for (const [text, row] of [
      ['Faisal still hasn’t called the plumber, right?', 'Call the plumber'],
      ['no one fed the cat yet?', 'Feed the cat'],
      ['ريم للحين ما جابت الدوا؟', 'جلب الدواء من الصيدلية'],
      ['ما أحد دفع فاتورة الكهرباء لسه صح؟', 'دفع فاتورة الكهرباء'],
      ['has anybody fed the cat?', 'Feed the cat'],
      ['أحد دفع فاتورة الكهرباء؟', 'دفع فاتورة الكهرباء'],
    ] as const) {
      const q = freeQuestion(text, context);
      expect(q?.kind).toBe('when');
      const target = q?.kind === 'when' ? q.target : null;
      expect(target && 'row' in target ? target.row.name : null).toBe(row);
    }
  });

  it('leaves «ما» opening a question (what) to the other questions', () => {
    expect(freeQuestion('ما المهام المستعجلة؟', context)?.kind).not.toBe('when');
  });
});

describe('a weekday and its day of the month', () => {
  it('is that day, when the weekday agrees', () => {
    expect(parseWhen('الاثنين ٢٣', '2026-11-14').date).toBe('2026-11-23');
    expect(parseWhen('on Thursday the 26th', '2026-11-14').date).toBe('2026-11-26');
    // A weekday that does not fall on it, or a small number (an hour), is the weekday.
    expect(parseWhen('الاثنين ٢٤', '2026-11-14').date).toBe('2026-11-16');
    expect(parseWhen('Tuesday 1', '2026-11-14').date).toBe('2026-11-17');
  });
});
