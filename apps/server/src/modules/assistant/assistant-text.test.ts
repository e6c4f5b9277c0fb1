import { describe, expect, it } from 'vitest';
import { actionsDoneText, replies, say } from './assistant-text.js';

describe('the action count in replies', () => {
  it('is the spec’s sentence in English', () => {
    expect(actionsDoneText(1, 'en')).toBe("I've completed 1 action for you.");
    expect(actionsDoneText(3, 'en')).toBe("I've completed 3 actions for you.");
  });

  it('agrees in number in Arabic, with Arabic-Indic digits', () => {
    expect(actionsDoneText(1, 'ar')).toBe('أنجزت لك إجراءً واحدًا.');
    expect(actionsDoneText(2, 'ar')).toBe('أنجزت لك إجراءين.');
    expect(actionsDoneText(3, 'ar')).toBe('أنجزت لك ٣ إجراءات.');
    expect(actionsDoneText(10, 'ar')).toBe('أنجزت لك ١٠ إجراءات.');
    expect(actionsDoneText(11, 'ar')).toBe('أنجزت لك ١١ إجراءً.');
  });
});

describe('the confirmation of a move by hours or minutes', () => {
  const ask = (minutes: number, language: 'ar' | 'en') =>
    say(replies.confirm.shiftTime(minutes), language, { title: 'Swimming' });

  it('counts hours and minutes as Arabic counts them, with Arabic-Indic digits', () => {
    expect(ask(60, 'ar')).toBe('أؤخر «Swimming» ساعة؟');
    expect(ask(-120, 'ar')).toBe('أقدّم «Swimming» ساعتين؟');
    expect(ask(180, 'ar')).toBe('أؤخر «Swimming» ٣ ساعات؟');
    expect(ask(30, 'ar')).toBe('أؤخر «Swimming» نص ساعة؟');
    expect(ask(5, 'ar')).toBe('أؤخر «Swimming» ٥ دقائق؟');
    expect(ask(-45, 'ar')).toBe('أقدّم «Swimming» ٤٥ دقيقة؟');
  });

  it('says hour and minute in the singular or plural in English', () => {
    expect(ask(60, 'en')).toBe('Move “Swimming” 1 hour later?');
    expect(ask(-120, 'en')).toBe('Move “Swimming” 2 hours earlier?');
    expect(ask(1, 'en')).toBe('Move “Swimming” 1 minute later?');
    expect(ask(45, 'en')).toBe('Move “Swimming” 45 minutes later?');
  });
});

describe('numbers in replies (issue 28: the reader’s numbering system)', () => {
  it('writes a count in Arabic-Indic digits in Arabic and Latin digits in English', () => {
    expect(say(replies.documents, 'ar', { count: 3 })).toBe('وثائق تنتهي هذا الشهر (٣):');
    expect(say(replies.documents, 'en', { count: 3 })).toBe('Documents expiring this month (3):');
    expect(say(replies.documentsUntil, 'ar', { until: 'الاثنين، ٢٣ نوفمبر', count: 12 })).toContain(
      '(١٢)',
    );
    // A string is left as it is; a four-digit number gets no group separator.
    expect(say(replies.documents, 'ar', { count: '3' })).toBe('وثائق تنتهي هذا الشهر (3):');
    expect(say(replies.documents, 'en', { count: 2026 })).toBe(
      'Documents expiring this month (2026):',
    );
  });
});
