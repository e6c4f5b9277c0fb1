import { isValidationMessageKey } from '@usra/domain/common/messages';
import { formatNumber } from '@/lib/dates';
import { currentLanguage, i18n } from '@/lib/i18n';
import { isApiError } from '@/lib/api-client';

/** Which screen asked: some codes read differently there (login vs signup rate limits). */
export type ErrorContext = 'signIn' | 'signUp' | 'deleteAccount';

// Keys are built from server codes at run time, so this one lookup is untyped; the locale test
// guarantees that every code of the contract exists in both languages.
const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;

function attemptsSuffix(count: number): string {
  return translate('errors:attemptsRemaining', {
    count,
    countText: formatNumber(count, currentLanguage()),
  });
}

/** Shows an API error in the user's language by its code, else the server's own message. */
export function getErrorMessage(error: unknown, context?: ErrorContext): string {
  if (!isApiError(error)) return translate('errors:UNKNOWN');

  const keys = [context && `errors:${error.code}_${context}`, `errors:${error.code}`].filter(
    (key): key is string => Boolean(key),
  );
  const key = keys.find((candidate) => i18n.exists(candidate));
  const text = key ? translate(key) : error.message || translate('errors:UNKNOWN');

  // Spec section 8: a wrong password always tells how many tries are left; a rate limit only
  // while some remain (a block reads the same without the count).
  const remaining = error.details.attemptsRemaining;
  if (typeof remaining !== 'number') return text;
  const showCount =
    error.code === 'INVALID_CREDENTIALS' ||
    error.code === 'WRONG_PASSWORD' ||
    error.code === 'INVALID_TWO_FACTOR_CODE' ||
    (error.code === 'RATE_LIMITED' && remaining > 0);
  return showCount ? `${text} ${attemptsSuffix(remaining)}` : text;
}

/** A zod issue message is a key of `validationMessages`; anything else is shown as is. */
export function translateValidationMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationMessageKey(message) ? i18n.t(`validation:${message}`) : message;
}

export interface FieldProblem {
  path: string;
  key: string;
  message: string;
}

/** The `details.fields` of a VALIDATION_FAILED answer, when present and well formed. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = error.details.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is FieldProblem =>
      typeof field === 'object' &&
      field !== null &&
      typeof (field as FieldProblem).path === 'string' &&
      typeof (field as FieldProblem).key === 'string',
  );
}
