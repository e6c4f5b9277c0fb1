// What the invitation routes answer: the server's response schemas, read by the web app too.
import { z } from 'zod';
import { InvitationPreviewSchema, InvitationSchema } from './invitation-schema.js';

export const GetFamilyInvitationsAnswerSchema = z.object({
  invitations: z.array(InvitationSchema),
  mailConfigured: z.boolean(),
});
export const PostFamilyInvitationsAnswerSchema = z.object({
  invitation: InvitationSchema,
  emailed: z.boolean(),
});
export const GetInvitationsByTokenAnswerSchema = z.object({ invitation: InvitationPreviewSchema });
export const PostInvitationsByTokenAcceptAnswerSchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  memberId: z.string(),
});
