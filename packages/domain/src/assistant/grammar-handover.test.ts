import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm2', name: 'ريم' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm5', name: 'Grace' },
  ],
  tasks: [
    { id: 't0', name: 'Put the bins out' },
    { id: 't7', name: 'Feed the cat' },
    { id: 't9', name: 'Vacuum the majlis' },
    { id: 't16', name: 'شراء الخبز' },
  ],
  events: [],
};

const handed = (text: string) => {
  const u = understand(text, context);
  return [u.intent, u.slots.assignee, u.slots.task, u.target?.match];
};

describe('hand-overs said as whose turn or charge a task is (issue 28)', () => {
  it('takes the turn, the charge and the other person, always asked first', () => {
    expect(handed("it's Ziad's turn to put the bins out")).toEqual([
      'reassignTask',
      'Ziad',
      'Put the bins out',
      'loose',
    ]);
    expect(handed('the bins are on Ziad this week')).toEqual([
      'reassignTask',
      'Ziad',
      'Put the bins out',
      'loose',
    ]);
    expect(handed("the cat is Ziad's job now")[2]).toBe('Feed the cat');
    expect(handed('change the bins to Ziad')[0]).toBe('reassignTask');
    expect(handed("Grace can't do the majlis today, give it to Reem")).toEqual([
      'reassignTask',
      'ريم',
      'Vacuum the majlis',
      'loose',
    ]);
    expect(handed('give the majlis to reem')[1]).toBe('ريم');
  });

  it('reads Gulf, Levantine and Egyptian turns and futures', () => {
    expect(handed('دور زياد يطلع الزبالة')[2]).toBe('Put the bins out');
    expect(handed('الزبالة على زياد اليوم')[1]).toBe('Ziad');
    expect(handed('ريم عم تكنس المجلس بدالي')[2]).toBe('Vacuum the majlis');
    expect(handed('زياد هيجيب العيش بدالي')[2]).toBe('شراء الخبز');
    expect(handed('غريس ما تقدر تكنس المجلس، خلي ريم تكنسه')[1]).toBe('ريم');
  });

  it('takes no task the words do not name, and no one outside the family', () => {
    expect(handed("it's Ziad's turn to wash the car")[0]).not.toBe('reassignTask');
    expect(handed('the bins are on Khalid')[0]).not.toBe('reassignTask');
  });
});
