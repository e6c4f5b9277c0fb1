import { describe, expect, it } from 'vitest';
import { actionsDoneText } from './assistant-text.js';

describe('the action count in replies', () => {
  it('is the spec’s sentence in English', () => {
    expect(actionsDoneText(1, 'en')).toBe("I've completed 1 action(s) for you.");
    expect(actionsDoneText(3, 'en')).toBe("I've completed 3 action(s) for you.");
  });

  it('agrees in number in Arabic, with Arabic-Indic digits', () => {
    expect(actionsDoneText(1, 'ar')).toBe('أنجزت لك إجراءً واحدًا.');
    expect(actionsDoneText(2, 'ar')).toBe('أنجزت لك إجراءين.');
    expect(actionsDoneText(3, 'ar')).toBe('أنجزت لك ٣ إجراءات.');
    expect(actionsDoneText(10, 'ar')).toBe('أنجزت لك ١٠ إجراءات.');
    expect(actionsDoneText(11, 'ar')).toBe('أنجزت لك ١١ إجراءً.');
  });
});
