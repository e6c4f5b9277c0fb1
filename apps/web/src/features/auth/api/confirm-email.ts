import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailInput } from '@usra/domain/auth/auth-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const Ok = z.object({ ok: z.literal(true) });

export function confirmEmail(input: ConfirmEmailInput) {
  return api.post('/api/auth/confirm-email', input, Ok);
}

/** The same answer whatever the address (no account is revealed). */
export function resendConfirmation(email: string) {
  return api.post('/api/auth/confirm-email/resend', { email }, Ok);
}

export const useConfirmEmail = () => useMutation({ mutationFn: confirmEmail });
export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
