/**
 * What sign-up reads of other areas (the consumer owns the port, as `assistant-ports.ts`): the
 * registration mode the administrators set (the admin module's `platform_settings`) and the
 * family invitations (the family module's). `app.ts` passes functions that read late, since
 * this module is built before those.
 */
export interface SignUpPorts {
  /** Whether sign-up needs an invitation (the admin portal's registration mode). */
  inviteOnly(): Promise<boolean>;
  /** A pending, unexpired invitation has this token. */
  invitationPending(token: string, now: Date): Promise<boolean>;
  /** A pending, unexpired invitation with this token was e-mailed to `email`. */
  invitationEmailedTo(token: string, email: string, now: Date): Promise<boolean>;
}
