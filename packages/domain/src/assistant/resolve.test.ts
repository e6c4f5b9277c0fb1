import { describe, expect, it } from 'vitest';
import { resolve } from './resolve.js';

const rows = [
  { id: 't1', name: 'Renew the car registration' },
  { id: 't2', name: 'Call the plumber' },
  { id: 't3', name: 'Call the AC technician' },
  { id: 'e1', name: 'Dentist appointment' },
  { id: 'e2', name: 'Eye doctor appointment' },
  { id: 'a1', name: 'تنظيف المطبخ' },
  { id: 'a2', name: 'دفع فاتورة الكهرباء' },
  { id: 'a3', name: 'دفع فاتورة الماء' },
];

describe('the resolver', () => {
  it('finds the exact title after normalisation (case, article, diacritics, letter forms)', () => {
    expect(resolve('call the plumber', rows)).toEqual({ kind: 'exact', row: rows[1] });
    expect(resolve('Call Plumber', rows)).toEqual({ kind: 'exact', row: rows[1] });
    expect(resolve('تَنْظِيف مطبخ', rows)).toEqual({ kind: 'exact', row: rows[5] });
    expect(resolve('دفع فاتوره الكهربا', rows).kind).toBe('loose');
  });

  it('finds a title stored in the other language by its household words, and tells bills apart', () => {
    const r = resolve('pay the electricity bill', rows);
    expect(r.kind === 'exact' || r.kind === 'loose' ? r.row : null).toBe(rows[6]);
    expect(resolve('the bill', rows).kind).toBe('which');
    expect(resolve('clean the kitchen', rows).kind).not.toBe('notFound');
  });

  it('never falls back to another row: a title it does not have is not found', () => {
    const r = resolve("Renew Nora's passport", rows);
    expect(r.kind).toBe('notFound');
    // The closest names are offered, but none is chosen.
    expect(r.kind === 'notFound' && r.closest.map((x) => x.id)).toEqual(['t1']);
    expect(resolve('water the plants', rows)).toEqual({ kind: 'notFound', closest: [] });
    // A kind word or a chore's doing alone says what, not which: "the piano lesson" is not
    // found in "Dentist appointment", «تنظيف السجاد» not in «تنظيف المطبخ».
    expect(resolve('the piano appointment', rows).kind).toBe('notFound');
    expect(resolve('تنظيف السجاد', rows).kind).toBe('notFound');
    // A broader word finds every narrower row alike.
    const doctor = resolve('the doctor', rows);
    expect(doctor.kind === 'which' && doctor.rows.map((x) => x.id).sort()).toEqual(['e1', 'e2']);
  });

  it('asks which when several rows are plausible', () => {
    const r = resolve('the appointment', rows);
    expect(r.kind === 'which' && r.rows.map((x) => x.id).sort()).toEqual(['e1', 'e2']);
    const bills = resolve('دفع الفاتورة', rows);
    expect(bills.kind === 'which' && bills.rows.map((x) => x.id).sort()).toEqual(['a2', 'a3']);
  });

  it('calls a single partial match loose (the engine confirms it before changing anything)', () => {
    expect(resolve('the plumber', rows)).toMatchObject({ kind: 'loose', row: rows[1] });
    expect(resolve('dentist', rows)).toMatchObject({ kind: 'loose', row: rows[3] });
    expect(resolve('فاتورة الماء', rows)).toMatchObject({ kind: 'loose', row: rows[7] });
  });

  it('lets the language a word was said in rank the rows, never settle which one', () => {
    const water = [
      { id: 'w1', name: 'Order drinking water' },
      { id: 'w2', name: 'دفع فاتورة الماء' },
      { id: 'w3', name: 'تنظيف خزان الماء' },
      { id: 'w4', name: 'Feed the cat' },
    ];
    const r = resolve('the water task', water);
    expect(r.kind === 'which' && r.rows.map((x) => x.id).sort()).toEqual(['w1', 'w2', 'w3']);
    // «المي» is the dialect's «الماء»; "water the plants" is the verb, not the drinking water.
    expect(resolve('فاتورة المي', water)).toMatchObject({ kind: 'loose', row: water[1] });
    const plants = resolve('water the plants', water);
    expect(plants.kind === 'loose' && plants.row).not.toBe(water[1]);
    expect(plants.kind === 'which' && plants.rows).not.toContainEqual(water[1]);
    // A title and its own translation: the language said settles it.
    const twins = [
      { id: 'p1', name: 'Pay the electricity bill' },
      { id: 'p2', name: 'دفع فاتورة الكهرباء' },
    ];
    expect(resolve('the electricity bill', twins)).toMatchObject({ row: twins[0] });
  });

  it("reads a member's name as whose, not what, and as the same word in either script", () => {
    const family = [
      { id: 'm1', name: 'تالا' },
      { id: 'm2', name: 'Ziad' },
    ];
    const rows2 = [
      { id: 'e1', name: 'Dentist appointment' },
      { id: 't1', name: 'حفل المدرسة لتالا' },
      { id: 't2', name: 'توصيل تالا للروضة' },
      { id: 't3', name: 'Pick up Ziad from football practice' },
      { id: 't4', name: 'حصة السباحة لزياد' },
    ];
    expect(resolve('موعد ضروس تالا', rows2, undefined, family)).toMatchObject({
      kind: 'loose',
      row: rows2[0],
    });
    expect(resolve('جبت زياد من التمرين', rows2, 1, family)).toMatchObject({ row: rows2[3] });
    // A name alone still finds the rows that are that member's.
    expect(resolve('تالا', rows2, undefined, family).kind).toBe('which');
  });

  it('does not count a kind word the title lacks against a row the other words identify', () => {
    const errands = [{ id: 'r1', name: 'جلب الدواء من الصيدلية' }];
    expect(resolve('pharmacy run', errands, 1)).toMatchObject({ kind: 'loose', row: errands[0] });
    expect(resolve('the piano appointment', rows).kind).toBe('notFound');
  });

  it('takes the row that is the kind said before one that only shares the other words', () => {
    const events = [
      { id: 'e1', name: 'Parent-teacher meeting' },
      { id: 'e2', name: 'حفل المدرسة لتالا' },
    ];
    expect(resolve('اجتماع المدرسين', events)).toMatchObject({ row: events[0] });
    // Said without the kind, both still fit and are asked about.
    expect(resolve('المدرسين', events).kind).not.toBe('notFound');
  });

  it('asks which when two rows have the same title', () => {
    const twins = [
      { id: '1', name: 'Feed the cat' },
      { id: '2', name: 'feed cat' },
    ];
    expect(resolve('feed the cat', twins).kind).toBe('which');
  });
});
