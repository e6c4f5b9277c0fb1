import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm2', name: 'ريم' },
    { id: 'm3', name: 'Ziad' },
    { id: 'm4', name: 'تالا' },
  ],
  tasks: [
    { id: 't0', name: 'Put the bins out' },
    { id: 't7', name: 'Feed the cat' },
  ],
  events: [{ id: 'e1', name: 'Eye doctor appointment' }],
};

const read = (text: string) => understand(text, context);

describe('how families say moves, hand-overs and events of two (issue 28, batch 7)', () => {
  it('moves what "is moving", never adds it', () => {
    const u = read('the eye doctor is moving to friday at 3');
    expect([u.intent, u.slots.event, u.slots.date]).toEqual([
      'moveEvent',
      'Eye doctor appointment',
      '2026-11-20',
    ]);
  });

  it('reads "put Reem on the bins" and "reem can take over the cat"', () => {
    expect(read('put reem on the bins').slots.task).toBe('Put the bins out');
    const u = read('reem can take over the cat from now on');
    expect([u.intent, u.slots.assignee, u.slots.task]).toEqual([
      'reassignTask',
      'ريم',
      'Feed the cat',
    ]);
  });

  it('makes two members who have an occasion its attendees, and adds no statement', () => {
    const u = read('Ziad and Tala have a school trip on the 3rd');
    expect([u.intent, u.slots.title, u.slots.attendees]).toEqual([
      'createEvent',
      'school trip',
      ['Ziad', 'تالا'],
    ]);
    expect(read('Ziad and Tala have homework tomorrow').intent).toBe('unknown');
  });

  it("reads «خلوا ريم …» and 'Grace'll …' as hand-overs", () => {
    const more: GrammarContext = {
      ...context,
      members: [...context.members, { id: 'm5', name: 'Grace' }],
      tasks: [...context.tasks, { id: 't9', name: 'Vacuum the majlis' }],
    };
    expect(understand('خلوا ريم تأكل القطوة', more).slots.task).toBe('Feed the cat');
    const u = understand("Grace'll do the majlis", more);
    expect([u.intent, u.slots.assignee, u.slots.task]).toEqual([
      'reassignTask',
      'Grace',
      'Vacuum the majlis',
    ]);
  });

  it('asks what is overdue when "is anything overdue?"', () => {
    expect(read('is anything overdue?').intent).toBe('tasksOverdue');
    expect(read('are any tasks overdue?').intent).toBe('tasksOverdue');
  });

  it('makes a to-do said over days due on the last of them', () => {
    expect(read('remind me to renew the licence by the end of the month').slots.date).toBe(
      '2026-11-30',
    );
    const ar = read('ذكرني أجدد الجواز قبل آخر الشهر');
    expect([ar.slots.title, ar.slots.date]).toEqual(['أجدد الجواز', '2026-11-30']);
  });

  it('hands over the open task a member "needs to" do, never a second copy of it', () => {
    const u = understand('Grace needs to water the palms tomorrow', {
      ...context,
      members: [...context.members, { id: 'm5', name: 'Grace' }],
      tasks: [{ id: 't20', name: 'سقي النخل' }],
    });
    expect([u.intent, u.slots.task, u.target?.match]).toEqual([
      'reassignTask',
      'سقي النخل',
      'loose',
    ]);
  });
});
