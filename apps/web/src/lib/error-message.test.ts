import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { getErrorMessage, translateValidationMessage } from '@/lib/error-message';
import { i18n } from '@/lib/i18n';

const apiError = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) => new ApiError(status, { code, message, ...(details ? { details } : {}) });

afterEach(async () => {
  await i18n.changeLanguage('ar');
});

describe('getErrorMessage', () => {
  it('shows invalid credentials with the attempts left, in English', async () => {
    await i18n.changeLanguage('en');
    const error = apiError(
      401,
      'INVALID_CREDENTIALS',
      'Invalid email or password (4 attempts remaining)',
      {
        attemptsRemaining: 4,
      },
    );
    expect(getErrorMessage(error, 'signIn')).toBe(
      'Invalid email or password (4 attempts remaining)',
    );
  });

  it('shows invalid credentials in Arabic with Arabic digits and plural', async () => {
    await i18n.changeLanguage('ar');
    const error = apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password', {
      attemptsRemaining: 4,
    });
    expect(getErrorMessage(error, 'signIn')).toBe(
      'البريد الإلكتروني أو كلمة المرور غير صحيحة (تبقّت ٤ محاولات)',
    );
  });

  it('names the login rate limit on sign-in and drops the count when blocked', async () => {
    await i18n.changeLanguage('en');
    const blocked = apiError(
      429,
      'RATE_LIMITED',
      'Too many login attempts. Please try again later.',
      {
        attemptsRemaining: 0,
        retryAfterSeconds: 1800,
      },
    );
    expect(getErrorMessage(blocked, 'signIn')).toBe(
      'Too many login attempts. Please try again later.',
    );
    const warned = apiError(429, 'RATE_LIMITED', 'x', { attemptsRemaining: 2 });
    expect(getErrorMessage(warned, 'signUp')).toBe(
      'Too many signup attempts. Please try again later. (2 attempts remaining)',
    );
  });

  it('reads a wrong password on account deletion with the attempts left, in both languages', async () => {
    const error = apiError(400, 'WRONG_PASSWORD', 'The password is incorrect.', {
      attemptsRemaining: 4,
    });
    await i18n.changeLanguage('en');
    expect(getErrorMessage(error, 'deleteAccount')).toBe(
      'The password is incorrect. (4 attempts remaining)',
    );
    await i18n.changeLanguage('ar');
    expect(getErrorMessage(error, 'deleteAccount')).toBe('كلمة المرور غير صحيحة. (تبقّت ٤ محاولات)');
    // The change-password screen keeps its own wording (no count is sent there).
    await i18n.changeLanguage('en');
    expect(getErrorMessage(apiError(400, 'WRONG_PASSWORD', 'x'))).toBe(
      'The current password is incorrect.',
    );
  });

  it('falls back to the server message for an unknown code', async () => {
    await i18n.changeLanguage('en');
    expect(getErrorMessage(apiError(418, 'TEAPOT', 'I am a teapot'))).toBe('I am a teapot');
  });

  it('says something went wrong for errors that are not API errors', async () => {
    await i18n.changeLanguage('en');
    expect(getErrorMessage(new TypeError('boom'))).toBe('Something went wrong. Please try again.');
  });
});

describe('translateValidationMessage', () => {
  it('translates a domain key and keeps any other text', async () => {
    await i18n.changeLanguage('en');
    expect(translateValidationMessage('email.required')).toBe('Email is required');
    await i18n.changeLanguage('ar');
    expect(translateValidationMessage('email.required')).toBe('البريد الإلكتروني مطلوب');
    expect(translateValidationMessage('Some other text')).toBe('Some other text');
    expect(translateValidationMessage(undefined)).toBeUndefined();
  });
});
