import { describe, expect, it } from 'vitest';
import { dayPart, documentNamed, inPart, listKind } from './questions-lists.js';

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
