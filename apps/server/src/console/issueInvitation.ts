import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import type { IssuedInvitation } from '@paypage/contract/consoleSession';
import type { ConsoleStore } from './consoleStore';

/**
 * A new invitation and its URL. The token rides in the fragment (`#…`): browsers never send a
 * fragment to a server, so it stays out of access logs and Referer headers; the console reads it
 * and posts it to /invitations/accept.
 */
export async function issueInvitation(
  store: ConsoleStore,
  invitation: { merchantId: string; email: string; name: string; role: ConsoleRole },
  origin: string,
): Promise<IssuedInvitation> {
  const { id, token, expiresAt } = await store.invitations.create(invitation);
  return { id, invitationUrl: `${origin}/console/invitation#${token}`, expiresAt };
}
