import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput, PasswordResetRequestInput } from '@usra/domain/auth/auth-schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { PostPasswordResetRequest202AnswerSchema as ResetRequestAnswerSchema } from '@usra/domain/auth/auth-answers';
export type ResetRequestAnswer = z.infer<typeof ResetRequestAnswerSchema>;

export function requestPasswordReset(input: PasswordResetRequestInput) {
  return api.post('/api/auth/password-reset/request', input, ResetRequestAnswerSchema);
}

export function resetPassword(input: PasswordResetInput) {
  return api.post('/api/auth/password-reset', input, z.object({ ok: z.literal(true) }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
