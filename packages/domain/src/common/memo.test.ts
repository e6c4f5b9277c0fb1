import { describe, expect, it } from 'vitest';
import { cut } from '../assistant/grammar-cut.js';
import { memoShort } from './memo.js';

describe('memoShort', () => {
  it('computes a short string once, a long one every time, and empties when full', () => {
    const seen: string[] = [];
    const upper = memoShort(
      (s: string) => {
        seen.push(s);
        return s.toUpperCase();
      },
      5,
      2,
    );
    expect([upper('ab'), upper('ab'), upper('abcdef'), upper('abcdef')]).toEqual([
      'AB',
      'AB',
      'ABCDEF',
      'ABCDEF',
    ]);
    expect(seen).toEqual(['ab', 'abcdef', 'abcdef']);
    upper('cd'); // full (2): the next new one empties it
    upper('ef');
    upper('ab');
    expect(seen.filter((s) => s === 'ab')).toHaveLength(2);
  });
});

describe('cut, remembered', () => {
  it('answers a copy: changing one reading does not change the next', () => {
    const context = { today: '2026-11-20' };
    const first = cut('call the plumber tomorrow at 5pm', context);
    expect(first).toMatchObject({ date: '2026-11-21', time: '17:00' });
    const rest = first.rest;
    expect(rest.trim()).toBe('call the plumber');
    first.rest = 'changed';
    expect(cut('call the plumber tomorrow at 5pm', context).rest).toBe(rest);
    // Another day is another reading.
    expect(cut('call the plumber tomorrow at 5pm', { today: '2026-11-25' }).date).toBe(
      '2026-11-26',
    );
  });
});
