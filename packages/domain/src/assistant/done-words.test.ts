import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';
import { sameWord, wordsMatch } from './grammar-words.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'Faisal' },
    { id: 'm2', name: 'هدى' },
  ],
  tasks: [
    { id: 't1', name: 'Feed the cat' },
    { id: 't2', name: 'Vacuum the majlis' },
    { id: 't3', name: 'Put the bins out' },
    { id: 't4', name: 'تنظيف خزان الماء' },
    { id: 't5', name: 'غسيل الكامري' },
    { id: 't6', name: 'شراء الخبز' },
    { id: 't7', name: 'دفع فاتورة الماء' },
    { id: 't8', name: 'دفع فاتورة الكهرباء' },
    { id: 't9', name: 'سقي النخل' },
    { id: 't10', name: 'Call the AC technician' },
    { id: 't11', name: 'جلب الدواء من الصيدلية' },
  ],
  events: [],
  vehicles: [{ id: 'v1', name: 'Camry' }],
};

const completes = (text: string) => {
  const u = understand(text, context);
  return u.intent === 'completeTask' && u.target?.match !== 'notFound' ? u.slots.task : null;
};

describe('done said in other words (issue 28)', () => {
  it('reads dialect words for the household’s things and doings', () => {
    expect(completes('أكلت البسينة')).toBe('Feed the cat');
    expect(completes('شفطنا المجلس')).toBe('Vacuum the majlis');
    expect(completes('الزبالة نزلناها')).toBe('Put the bins out');
  });

  it('reads "had / got it done" as done, and the state marked', () => {
    expect(completes('we had the water tank cleaned')).toBe('تنظيف خزان الماء');
    expect(completes('got the car washed today')).toBe('غسيل الكامري');
    expect(completes('mark the electricity bill as paid')).toBe('دفع فاتورة الكهرباء');
    // Every word said must be in the title: no internet bill is open.
    expect(completes('mark the internet bill as paid')).toBeNull();
  });

  it('leaves where it was got from, or with whom, out of what was done', () => {
    expect(completes('picked up khubz at the bakery')).toBe('شراء الخبز');
    expect(completes('هدى جابت الخبز معاها')).toBe('شراء الخبز');
  });

  it('reads a meal had as fed', () => {
    expect(completes('the cat has had its breakfast')).toBe('Feed the cat');
  });

  it('takes two letters swapped for one typo', () => {
    expect(sameWord('plams', 'palms')).toBe(true);
    expect(wordsMatch('plams', 'نخل')).toBe(true);
    expect(sameWord('palm', 'lamp')).toBe(false);
  });

  it('reads reaching someone in Arabic as the call made, and «ب» before a word as the word', () => {
    expect(completes('هدى تواصلت مع فني المكيف')).toBe('Call the AC technician');
    expect(wordsMatch('بفني', 'فني')).toBe(true);
  });

  it('takes what was done from before a request to mark it done said after', () => {
    expect(completes('I just wanted to tell you Huda bought the bread, you can tick it off')).toBe(
      'شراء الخبز',
    );
    expect(completes('مرينا المخبز وجبنا خبز فامسحها من القائمة')).toBe('شراء الخبز');
    expect(completes('أنا مريت الصيدلية وجبت الدوا')).toBe('جلب الدواء من الصيدلية');
  });
});
