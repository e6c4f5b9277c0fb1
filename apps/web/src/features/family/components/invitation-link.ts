import { paths } from '@/lib/paths';

export function invitationLink(token: string): string {
  return `${window.location.origin}${paths.invite.getHref(token)}`;
}

export async function copyInvitationLink(token: string): Promise<void> {
  await navigator.clipboard.writeText(invitationLink(token));
}

export async function shareInvitationLink(token: string, text: string): Promise<void> {
  try {
    await navigator.share({ text, url: invitationLink(token) });
  } catch {
    // Closing the share sheet rejects; nothing to report.
  }
}
