import { describe, expect, it } from 'vitest';
import { dayPart, documentNamed, inPart, listKind } from './questions-lists.js';
import { askedPlainly, firstOrLast, weekOfMonth } from './questions-asked.js';

describe('lists asked about (issue 28, batch 7)', () => {
  it('tells the list asked for, and nothing for other questions', () => {
    expect(listKind('which tasks have no due date?')).toEqual({ kind: 'undated' });
    expect(listKind('what has to be done every single day?')).toEqual({ kind: 'daily' });
    expect(listKind('what needs doing daily?')).toEqual({ kind: 'daily' });
    expect(listKind('who are the kids?')).toEqual({ kind: 'children' });
    expect(listKind('من هم الأطفال في العائلة؟')).toEqual({ kind: 'children' });
    expect(listKind('كم عدد العيال؟')).toEqual({ kind: 'children' });
    expect(listKind('وش الأوراق اللي عندنا للسيارات؟')).toEqual({ kind: 'vehicleDocuments' });
    // Who picks the kids up asks of a task, not who the kids are.
    expect(listKind("who's picking up the kids tomorrow?")).toBeNull();
  });

  it('reads the part of the day and the kind of document named', () => {
    expect(dayPart('وش عندنا بكرة الصبح؟')).toBe('morning');
    expect(dayPart("what's on tomorrow evening")).toBe('evening');
    expect(dayPart("what's on tomorrow")).toBeNull();
    expect(inPart('06:45', 'morning')).toBe(true);
    expect(inPart('13:30', 'morning')).toBe(false);
    expect(documentNamed('whose passport runs out?')?.test("Huda's passport")).toBe(true);
    expect(documentNamed('مين جوازه بيخلص هالشهر؟')?.test('جواز فيصل')).toBe(true);
  });
});

describe('parts of the day (session 22)', () => {
  it("counts five o'clock in the afternoon and the evening alike", () => {
    expect(inPart('17:00', 'afternoon')).toBe(true);
    expect(inPart('17:00', 'evening')).toBe(true);
    expect(inPart('17:30', 'afternoon')).toBe(false);
  });
});

describe('questions said other ways (issue 28, session 23)', () => {
  it('puts the question plainly: who is set aside, and "it" said as what it is', () => {
    expect(askedPlainly('besides Faisal, who else goes to the match?')).toBe(
      'who else goes to the match?',
    );
    expect(askedPlainly("Faisal's passport - does it run out this year?")).toBe(
      "does Faisal's passport run out this year?",
    );
    expect(askedPlainly('the dentist - can we move it?')).toBe('can we move the dentist?');
    expect(askedPlainly('what time is the match?')).toBe('what time is the match?');
  });

  it('reads the week of a month, the first or last thing, and weekly tasks', () => {
    expect(weekOfMonth('documents expiring in the first week of december', '2026-11-14')).toEqual({
      from: '2026-12-01',
      to: '2026-12-07',
    });
    expect(weekOfMonth('آخر أسبوع من الشهر', '2026-11-14')).toEqual({
      from: '2026-11-24',
      to: '2026-11-30',
    });
    expect(weekOfMonth('the last week of january', '2026-11-14')).toEqual({
      from: '2027-01-25',
      to: '2027-01-31',
    });
    expect(weekOfMonth('this week', '2026-11-14')).toBeNull();
    expect(firstOrLast("what's the last thing on tonight")).toBe('last');
    expect(firstOrLast('وش أول مشوار بكرة؟')).toBe('first');
    expect(firstOrLast('the first of the month')).toBeNull();
    expect(listKind('which chores are weekly?')).toEqual({ kind: 'weekly' });
    expect(listKind('وش اللي يتكرر كل أسبوع؟')).toEqual({ kind: 'weekly' });
  });
});
