import { describe, expect, it } from 'vitest';
import { mergeDecoded } from './vin-decode';

const honda = { make: 'HONDA', model: 'Accord', year: 2003 };
const toyota = { make: 'TOYOTA', model: null, year: 2021 };
const empty = { make: '', model: '', year: '' };

describe('VIN decode into the form', () => {
  it('fills empty fields', () => {
    expect(mergeDecoded(empty, null, honda)).toEqual({
      values: { make: 'HONDA', model: 'Accord', year: '2003' },
      fill: { make: 'HONDA', model: 'Accord', year: '2003' },
    });
  });

  it('never overwrites what the user typed', () => {
    const { values, fill } = mergeDecoded({ make: 'Honda', model: '', year: '' }, null, honda);
    expect(values).toEqual({ make: 'Honda', model: 'Accord', year: '2003' });
    expect(fill.make).toBeNull();
  });

  it('replaces what the previous decode filled, and clears what the new one does not know', () => {
    const first = mergeDecoded(empty, null, honda);
    const second = mergeDecoded(first.values, first.fill, toyota);
    expect(second.values).toEqual({ make: 'TOYOTA', model: '', year: '2021' });
  });

  it('keeps a field the user changed after a decode', () => {
    const first = mergeDecoded(empty, null, honda);
    const edited = { ...first.values, model: 'Accord EX' };
    expect(mergeDecoded(edited, first.fill, toyota).values).toEqual({
      make: 'TOYOTA',
      model: 'Accord EX',
      year: '2021',
    });
  });
});
