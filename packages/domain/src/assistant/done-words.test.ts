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

describe('done said as what came of it (issue 28, session 23)', () => {
  const more: GrammarContext = {
    ...context,
    members: [...context.members, { id: 'm3', name: 'ريم' }],
    tasks: [
      ...context.tasks,
      { id: 't12', name: 'Order drinking water' },
      { id: 't13', name: 'Renew the Camry insurance' },
      { id: 't14', name: 'Return the library books' },
      { id: 't15', name: 'Call the plumber' },
    ],
  };
  const done = (text: string) => {
    const u = understand(text, more);
    return u.intent === 'completeTask' && u.target?.match !== 'notFound' ? u.slots.task : null;
  };

  it('reads eating, being out, arriving and a new document come as what was done', () => {
    expect(done('القطوة تعشت')).toBe('Feed the cat');
    expect(done('كيس الزبالة صار برا')).toBe('Put the bins out');
    expect(done('قوارير المويه وصلت')).toBe('Order drinking water');
    expect(done('the drinking water got delivered')).toBe('Order drinking water');
    expect(done('تأمين الكامري الجديد وصلني')).toBe('Renew the Camry insurance');
    expect(done('the new Camry insurance is active now')).toBe('Renew the Camry insurance');
  });

  it('reads "dropped back", "came and did the job", "spoke to", and "…, bought it"', () => {
    expect(done('the library books are handed back')).toBe('Return the library books');
    expect(done('the plumber came and did the job')).toBe('Call the plumber');
    expect(done('spoke to the AC guy, all sorted')).toBe('Call the AC technician');
    expect(done('a couple of loaves, bought them on the way home')).toBe('شراء الخبز');
    expect(done('الدوا هنا، ريم جابته')).toBe('جلب الدواء من الصيدلية');
  });

  it('reads a member taken somewhere by another, and two words misspelt', () => {
    const taken: GrammarContext = {
      ...more,
      members: [...more.members, { id: 'm4', name: 'تالا' }, { id: 'm5', name: 'أنور' }],
      tasks: [...more.tasks, { id: 't16', name: 'توصيل تالا للروضة' }],
    };
    const u = understand('تالا بالروضة من شوي، أنور وداها', taken);
    expect([u.intent, u.slots.task]).toEqual(['completeTask', 'توصيل تالا للروضة']);
    expect(done('cleand the water tnk')).toBe('تنظيف خزان الماء');
  });

  it('takes the clause that names the row when both say the one thing done', () => {
    expect(done('فاتورة الماء تسددت، هدى دفعتها بسداد')).toBe('دفع فاتورة الماء');
  });

  it('asks nothing done of a question, a member come home, or cat food', () => {
    expect(done('البسة تغدت؟')).toBe(null);
    expect(done('ريم وصلت')).toBe(null);
    expect(understand('اكتب مهمة: شراء أكل القطوة', more).intent).toBe('createTask');
  });
});
