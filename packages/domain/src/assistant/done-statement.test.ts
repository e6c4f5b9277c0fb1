import { describe, expect, it } from 'vitest';
import { understand, type GrammarContext } from './grammar.js';

const context: GrammarContext = {
  today: '2026-11-14',
  members: [
    { id: 'm1', name: 'ريم' },
    { id: 'm2', name: 'زياد' },
    { id: 'm3', name: 'أنور' },
    { id: 'm4', name: 'تالا' },
  ],
  tasks: [
    { id: 't1', name: 'Call the plumber' },
    { id: 't2', name: 'Call the AC technician' },
    { id: 't3', name: 'Put the bins out' },
    { id: 't4', name: 'Pick up the kids from school' },
    { id: 't5', name: 'جلب الدواء من الصيدلية' },
    { id: 't6', name: 'Return the library books' },
    { id: 't7', name: 'Renew the Camry insurance' },
    { id: 't8', name: 'دفع فاتورة الكهرباء' },
    { id: 't9', name: 'Oil change for the Patrol' },
    { id: 't10', name: 'Buy a birthday present for Tala' },
  ],
  events: [],
  vehicles: [
    { id: 'v1', name: 'Camry' },
    { id: 'v2', name: 'Patrol' },
  ],
};

const done = (text: string) => {
  const u = understand(text, context);
  return u.intent === 'completeTask' && u.target?.match !== 'notFound'
    ? (u.slots.taskId ?? null)
    : null;
};

describe('done said as a fact (issue 28)', () => {
  it('reads reaching someone as the call made, in either language', () => {
    expect(done('got hold of the AC technician finally')).toBe('t2');
    expect(done('spoke to the plumber')).toBe('t1');
    expect(done('تواصلت مع السباك')).toBe('t1');
  });

  it('leaves out what it was for, the way there, a second «و» verb and "all done"', () => {
    expect(done('bins are out for collection')).toBe('t3');
    expect(done("electricity's paid for this month")).toBe('t8');
    expect(done('ريم مرت الصيدلية وجابت الدوا')).toBe('t5');
    expect(done('Anwar took the Patrol for its oil change, all done')).toBe('t9');
  });

  it('takes the doer said after ("…, Anwar got them") and «رجع», «تجدد» as done', () => {
    expect(done('the kids are home from school, Anwar got them')).toBe('t4');
    expect(done('زياد رجع كتب المكتبة')).toBe('t6');
    expect(done('تأمين الكامري تجدد')).toBe('t7');
    // A name ending the sentence is not a verb: «تالا» is Tala, not «الا» got done.
    expect(done('ريم جابت هدية تالا')).toBe('t10');
    // Another's doing of something else is not done: nothing near, nothing completed.
    expect(done('the kids are home from school, Grace got them')).toBeNull();
  });

  it('reads done said in other words: "gave … a wash", "settled", "spotless", "wheeled out"', () => {
    const more: GrammarContext = {
      ...context,
      tasks: [
        ...context.tasks,
        { id: 't11', name: 'غسيل الكامري' },
        { id: 't12', name: 'Vacuum the majlis' },
        { id: 't13', name: 'Order drinking water' },
      ],
    };
    const doneIn = (text: string) => understand(text, more).slots.taskId ?? null;
    expect(doneIn('Anwar gave the Camry a wash')).toBe('t11');
    expect(doneIn('settled the electricity bill through the app')).toBe('t8');
    expect(doneIn('Ziad wheeled the bins out to the street')).toBe('t3');
    expect(doneIn('the majlis is spotless, Ziad just finished')).toBe('t12');
    expect(doneIn('Reem grabbed the medicine on her way home')).toBe('t5');
    expect(doneIn('ok so um the drinking water thing is done I ordered it earlier')).toBe('t13');
    expect(doneIn('you can cross off the AC technician, Anwar reached him')).toBe('t2');
  });

  it('never takes a negation or "forgot" for done', () => {
    expect(done("Ziad didn't put the bins out")).toBeNull();
    expect(done("the bins aren't out yet")).toBeNull();
    expect(done('ريم نسيت تجيب الدوا')).toBeNull();
    expect(done('زياد ما طلع الزبالة')).toBeNull();
  });

  it('reads «لقيت … واشتريتها» and the thing said first «الباترول غيّر له أنور الزيت»', () => {
    expect(done('لقيت هديه حلوه لتالا واشتريتها')).toBe('t10');
    expect(done('الباترول غيّر له أنور الزيت')).toBe('t9');
    // Back from somewhere: fetched from there («رجع كتب المكتبة» stays the books returned).
    expect(done('زياد رجع من المدرسة، جابته أمه')).toBe('t4');
    expect(done('زياد رجع كتب المكتبة')).toBe('t6');
  });
});
