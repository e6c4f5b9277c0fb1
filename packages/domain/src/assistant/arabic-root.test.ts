import { describe, expect, it } from 'vitest';
import { arabicRoot } from './arabic-root.js';
import { taskPhrase } from './grammar-doing.js';
import { resolve } from './resolve.js';
import { wordKey } from './grammar-words.js';

describe('Arabic roots and general doing words (issue 28)', () => {
  it('brings a verb in any person and its verbal noun to one root', () => {
    const root = (w: string) => arabicRoot(wordKey(w));
    expect(root('سددنا')).toBe(root('سداد'));
    expect(root('وصلت')).toBe(root('توصيل'));
    expect(root('النخلات')).toBe(root('النخل'));
    expect(root('نظفت')).toBe(root('تنظيف'));
    // «مدرسة» (school) is not «درس» (lesson).
    expect(root('مدرسة')).not.toBe(root('درس'));
  });

  it('finds the chore a person says they did in their own verb', () => {
    const rows = [
      { id: 'a', name: 'سقي النخل' },
      { id: 'b', name: 'توصيل تالا للروضة' },
      { id: 'c', name: 'دفع فاتورة الكهرباء' },
      { id: 'd', name: 'جلب الدواء من الصيدلية' },
    ];
    const found = (phrase: string) => {
      const r = resolve(phrase, rows, 1);
      return r.kind === 'loose' || r.kind === 'exact' ? r.row.id : r.kind;
    };
    expect(found('سقت النخلات')).toBe('a');
    expect(found('وصلت الروضة')).toBe('b');
    expect(found('سددنا الكهربا')).toBe('c');
    expect(found('the meds from the pharmacy')).toBe('d');
    expect(found('غسلت السيارة')).toBe('notFound');
  });

  it('keeps general doing verbs and "on his way" out of a hand-over’s task phrase', () => {
    expect(taskPhrase('sort out the oil change for the patrol')).toBe(
      'the oil change for the patrol',
    );
    expect(taskPhrase('grab the bread on his way')).toBe('the bread');
    expect(taskPhrase('يتابع تغيير زيت الباترول')).toBe('تغيير زيت الباترول');
    expect(taskPhrase('water the palms')).toBe('water the palms');
  });
});
