import { APIError } from 'better-auth/api';
import { AppError, errorMessages } from '../../platform/errors.js';

/** better-auth's sign-up failures as our answers (spec core section 8). */
export function signUpError(error: unknown): unknown {
  const message = error instanceof Error ? error.message.toLowerCase() : '';
  if (
    message.includes('already registered') ||
    message.includes('already exists') ||
    message.includes('duplicate key') ||
    message.includes('unique constraint')
  ) {
    return new AppError(409, 'EMAIL_TAKEN', errorMessages.EMAIL_TAKEN);
  }
  if (message.includes('confirmation')) {
    return new AppError(
      400,
      'BAD_REQUEST',
      'Check your email for the confirmation link or try signing in.',
    );
  }
  if (error instanceof APIError) {
    return new AppError(
      error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500,
      'BAD_REQUEST',
      error.message,
    );
  }
  return error;
}
