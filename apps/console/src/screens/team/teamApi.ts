import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import { apiRequest } from '../../api/apiClient';
import { CONSOLE_API } from '../../session/consoleSession';

/** The console's team calls (brief section A, permission `team`). */

export interface TeamUser {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  totpEnabled: boolean;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface Invitation {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  expiresAt: string;
}

export interface IssuedInvitation {
  id: string;
  /** Shown once: the service stores only a hash of its token. */
  invitationUrl: string;
  expiresAt: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  /** `label` as recorded (a user's email); `name` a user's name now, absent once removed. */
  actor: { kind: 'user' | 'apiKey' | 'operator'; id: string; label: string; name?: string };
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export async function listUsers(): Promise<TeamUser[]> {
  return (await apiRequest<{ users: TeamUser[] }>(`${CONSOLE_API}/users`)).users;
}

export function changeRole(userId: string, role: ConsoleRole): Promise<TeamUser> {
  return apiRequest<TeamUser>(`${CONSOLE_API}/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

export function removeUser(userId: string): Promise<void> {
  return apiRequest<undefined>(`${CONSOLE_API}/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function invite(body: {
  email: string;
  name: string;
  role: ConsoleRole;
}): Promise<IssuedInvitation> {
  return apiRequest<IssuedInvitation>(`${CONSOLE_API}/invitations`, { method: 'POST', body });
}

export async function listInvitations(): Promise<Invitation[]> {
  return (await apiRequest<{ invitations: Invitation[] }>(`${CONSOLE_API}/invitations`))
    .invitations;
}

export function revokeInvitation(invitationId: string): Promise<void> {
  return apiRequest<undefined>(`${CONSOLE_API}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

const AUDIT_PAGE_SIZE = 25;

export function auditLogPage(cursor: string | null): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (cursor !== null) query.set('cursor', cursor);
  return apiRequest<AuditPage>(`${CONSOLE_API}/audit-log?${query.toString()}`);
}
