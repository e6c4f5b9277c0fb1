import { describe, expect, it } from 'vitest';
import {
  CreateSubscriptionInputSchema,
  normaliseCalendarUrl,
  UpdateSubscriptionInputSchema,
} from './subscription-schema.js';

describe('calendar subscription input', () => {
  it('reads webcal as https and refuses what is not an http(s) calendar address', () => {
    expect(normaliseCalendarUrl(' webcal://school.example/holidays.ics ')).toBe(
      'https://school.example/holidays.ics',
    );
    expect(normaliseCalendarUrl('WEBCALS://a.example/x')).toBe('https://a.example/x');
    expect(normaliseCalendarUrl('http://a.example/x.ics')).toBe('http://a.example/x.ics');
    for (const bad of [
      'ftp://a.example/x',
      'file:///etc/passwd',
      'not a url',
      'https://u:p@a.example/',
    ]) {
      expect(normaliseCalendarUrl(bad), bad).toBeNull();
    }
  });

  it('needs a name, an address and a #rrggbb colour; no unknown fields', () => {
    const ok = CreateSubscriptionInputSchema.safeParse({
      name: ' مدرسة ليان ',
      url: 'webcal://school.example/a.ics',
      colour: '#0EA5E9',
    });
    expect(ok.success && ok.data).toEqual({
      name: 'مدرسة ليان',
      url: 'https://school.example/a.ics',
      colour: '#0ea5e9',
    });
    const messages = (input: unknown) =>
      CreateSubscriptionInputSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ name: '', url: '', colour: 'blue' })).toEqual([
      'subscription.nameRequired',
      'subscription.urlRequired',
      'subscription.colourInvalid',
    ]);
    expect(messages({ name: 'A', url: 'ftp://x', colour: '#000000' })).toEqual([
      'subscription.urlInvalid',
    ]);
    expect(UpdateSubscriptionInputSchema.safeParse({ url: 'https://x.example' }).success).toBe(
      false,
    );
  });
});
