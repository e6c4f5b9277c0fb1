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

  it('asks which when two rows have the same title', () => {
    const twins = [
      { id: '1', name: 'Feed the cat' },
      { id: '2', name: 'feed cat' },
    ];
    expect(resolve('feed the cat', twins).kind).toBe('which');
  });
});
