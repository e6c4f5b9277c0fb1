import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { clausesOf } from './grammar-clauses.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'هدى' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm5', name: 'Grace' },
  ],
  tasks: [
    { id: 't0', name: 'Put the bins out' },
    { id: 't2', name: 'Pick up Ziad from football practice' },
  ],
  events: [],
};

const said = (text: string) => {
  const u = understand(text, context);
  return [u.intent, u.slots.assignee, u.slots.task, u.target?.match];
};

describe('sentences of two clauses about people (issue 28)', () => {
  it('splits at commas, dashes and "so"', () => {
    expect(clausesOf("Huda's doing the bins, Ziad has homework")).toEqual([
      "Huda's doing the bins",
      'Ziad has homework',
    ]);
    expect(clausesOf('Huda is stuck at work so Grace will get Ziad')).toHaveLength(2);
    expect(clausesOf('buy milk')).toBeNull();
  });

  it('takes the clause that hands a stored task over, asked first', () => {
    const handed = ['reassignTask', 'هدى', 'Put the bins out', 'loose'];
    expect(said("Huda's doing the bins tonight, Ziad has homework")).toEqual(handed);
    expect(said("Huda's doing the bins, Ziad has homework")).toEqual(handed);
    expect(said("so um Huda's stuck at work so Grace is gonna get Ziad from football")).toEqual([
      'reassignTask',
      'Grace',
      'Pick up Ziad from football practice',
      'loose',
    ]);
  });

  it('never adds a row titled by two clauses about people', () => {
    const u = understand('Huda is washing the car tonight, Ziad has homework', context);
    expect(['createTask', 'createEvent']).not.toContain(u.intent);
    expect(understand('Ziad is tired tonight', context).intent).not.toBe('createTask');
  });

  it('lets the other clause tell which row a change names, asked first', () => {
    const more: GrammarContext = {
      ...context,
      tasks: [...context.tasks, { id: 't1', name: 'Pick up the kids from school' }],
    };
    const alone = understand("the pickup's at 7:15 now", more);
    expect([alone.intent, alone.target?.match]).toEqual(['moveEvent', 'which']);
    const u = understand("Ziad's practice is running late so the pickup's at 7:15 now", more);
    expect([u.intent, u.slots.task, u.slots.time, u.target?.match]).toEqual([
      'moveEvent',
      'Pick up Ziad from football practice',
      '07:15',
      'loose',
    ]);
  });

  it('never names a row by words across clauses, nor where a member is, nor a name alone', () => {
    const more: GrammarContext = {
      ...context,
      members: [...context.members, { id: 'm2', name: 'ريم' }],
      tasks: [...context.tasks, { id: 't7', name: 'Feed the cat' }],
    };
    const u = understand("Reem's doing the cat tonight, Ziad is at practice", more);
    expect([u.intent, u.slots.task, u.slots.assignee]).toEqual([
      'reassignTask',
      'Feed the cat',
      'ريم',
    ]);
    expect(understand('Ziad is at practice', more).intent).toBe('unknown');
    expect(understand('Huda is at work tomorrow', more).intent).toBe('unknown');
  });
});
