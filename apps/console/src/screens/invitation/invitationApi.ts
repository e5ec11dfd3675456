import { apiRequest, rememberCsrfToken } from '../../api/apiClient';
import type { ConsoleSession } from '../../session/consoleSession';
import { CONSOLE_API } from '../../session/consoleSession';

/** Joins the team with the invitation's token; the answer is a session, as a sign-in's. */
export async function acceptInvitation(body: {
  token: string;
  name: string;
  password: string;
}): Promise<ConsoleSession> {
  const session = await apiRequest<ConsoleSession>(`${CONSOLE_API}/invitations/accept`, {
    method: 'POST',
    body,
    // Its refusals (a used invitation) are answers, not the end of a session.
    sessionCall: true,
  });
  rememberCsrfToken(session.csrfToken);
  return session;
}

/** Where an invitation link points: `<origin>/console/invitation#<token>`. */
export const INVITATION_PATH = '/console/invitation';
