import { ROLE_PERMISSIONS } from '@paypage/contract/consoleAccess';
import type { ConsoleSession } from '@paypage/contract/consoleSession';
import type { Merchant } from '../merchants/merchant';
import type { ConsoleUserRecord } from './consoleUsersRepository';

/** What the console is told about its session: who, for which merchant, and what they may do. */
export function presentSession(
  user: ConsoleUserRecord,
  merchant: Merchant,
  csrfToken: string,
): ConsoleSession {
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      totpEnabled: user.totpEnabled,
    },
    merchant: { id: merchant.id, name: merchant.name, offeredMethods: merchant.offeredMethods },
    csrfToken,
    permissions: [...ROLE_PERMISSIONS[user.role]],
  };
}
