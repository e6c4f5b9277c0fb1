import { describe, expect, it } from 'vitest';
import { emptyModel, learn, predict, unlearn, type ClassifierModel } from './classifier.js';

function train(pairs: [string, string][]): ClassifierModel {
  return pairs.reduce((model, [text, label]) => learn(model, text, label), emptyModel());
}

const examples: [string, string][] = [
  ['Warranty certificate for the refrigerator, two years coverage', 'warranty'],
  ['شهادة ضمان الغسالة لمدة سنتين', 'warranty'],
  ['ضمان المكيف خمس سنوات على الضاغط', 'warranty'],
  ['Invoice number 553 total amount due VAT', 'invoice'],
  ['فاتورة ضريبية رقم 12 المبلغ الإجمالي شامل الضريبة', 'invoice'],
  ['فاتورة كهرباء الشهر الماضي المبلغ المستحق', 'invoice'],
  ['User manual: installation and operating instructions', 'manual'],
  ['دليل المستخدم تعليمات التركيب والتشغيل', 'manual'],
];

describe('learned document classifier', () => {
  it('says nothing until it knows two labels', () => {
    expect(predict(emptyModel(), 'فاتورة')).toBeNull();
    expect(predict(learn(emptyModel(), 'فاتورة', 'invoice'), 'فاتورة')).toBeNull();
  });

  it('predicts from words it learned, in Arabic and English, with reasons', () => {
    const model = train(examples);
    const arabic = predict(model, 'فاتورة شراء ثلاجة والمبلغ 3000 ريال');
    expect(arabic?.label).toBe('invoice');
    expect(arabic?.reasons).toContain('فاتوره');
    expect(arabic?.confidence).toBeGreaterThan(0.6);
    const english = predict(model, 'Limited warranty coverage card');
    expect(english?.label).toBe('warranty');
    expect(english?.reasons).toContain('warranty');
  });

  it('finds words whatever their article or spelling (ة/ه, ال)', () => {
    const model = train(examples);
    expect(predict(model, 'الضمان')?.label).toBe('warranty');
    expect(predict(model, 'تعليمات التشغيل')?.label).toBe('manual');
  });

  it('answers null when no word is known', () => {
    expect(predict(train(examples), 'zzz qqq')).toBeNull();
  });

  it('gives a confidence between 0 and 1 that grows with evidence', () => {
    const model = train(examples);
    const weak = predict(model, 'المبلغ ضمان')!;
    const strong = predict(model, 'فاتورة ضريبية المبلغ الإجمالي الضريبة المستحق')!;
    expect(strong.label).toBe('invoice');
    expect(strong.confidence).toBeGreaterThan(weak.confidence);
    expect(strong.confidence).toBeLessThanOrEqual(1);
  });

  it('unlearns a choice a person takes back', () => {
    const model = train(examples.slice(0, 4));
    const mistaken = learn(model, 'شهادة ضمان الثلاجة', 'invoice');
    const undone = unlearn(mistaken, 'شهادة ضمان الثلاجة', 'invoice');
    expect(undone).toEqual(model);
  });

  it('does not change the model it was given', () => {
    const model = train(examples);
    const copy = JSON.parse(JSON.stringify(model)) as ClassifierModel;
    learn(model, 'anything new', 'manual');
    expect(model).toEqual(copy);
  });
});
