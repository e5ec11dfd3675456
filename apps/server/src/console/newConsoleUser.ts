import { Compile } from 'typebox/compile';
import type { AuditAction } from '@paypage/contract/auditActions';
import {
  CreateConsoleUserBodySchema,
  type CreateConsoleUserBody,
  type IssuedInvitation,
  type TeamUser,
} from '@paypage/contract/consoleSession';
import { invalidInput } from '../http/problem';
import type { AuditActor } from './auditLogRepository';
import type { ConsoleStore } from './consoleStore';
import { teamUserOf } from './consoleUsersRepository';
import { issueInvitation } from './issueInvitation';
import { hashPassword } from './passwordHash';

const validBody = Compile(CreateConsoleUserBodySchema);

/**
 * A merchant's user made by the operator (API or CLI): with a password, the account at once;
 * without one, an invitation whose URL the operator passes on, so no password travels by mail.
 */
export async function newConsoleUser(
  store: ConsoleStore,
  merchantId: string,
  body: CreateConsoleUserBody,
  { origin, actor }: { origin: string; actor: AuditActor },
): Promise<{ user: TeamUser | null; invitation: IssuedInvitation | null }> {
  // The CLI's input is checked by the same schema as the API's body.
  if (!validBody.Check(body)) {
    throw invalidInput(
      [...validBody.Errors(body)].map((error) => ({
        field: `body${error.instancePath.replaceAll('/', '.')}`,
        message: error.message,
      })),
    );
  }
  if (await store.users.findByEmail(body.email)) {
    throw invalidInput([{ field: 'body.email', message: 'has an account already' }]);
  }
  const { email, name, role, password } = body;
  if (password === undefined) {
    const invitation = await issueInvitation(store, { merchantId, email, name, role }, origin);
    await store.audit.record({
      merchantId,
      actor,
      action: 'createInvitation' satisfies AuditAction,
      target: invitation.id,
    });
    return { user: null, invitation };
  }
  const user = await store.users.create({
    merchantId,
    email,
    name,
    role,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw invalidInput([{ field: 'body.email', message: 'has an account already' }]);
  await store.audit.record({
    merchantId,
    actor,
    action: 'createConsoleUser' satisfies AuditAction,
    target: user.id,
  });
  return { user: teamUserOf(user), invitation: null };
}
