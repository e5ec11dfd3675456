import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import { ROLE_PERMISSIONS } from '@paypage/contract/consoleAccess';
import type { ConsoleSession } from '../session/consoleSession';

/** A signed-in session of the given role, as GET /session answers it. */
export function sessionAs(role: ConsoleRole = 'admin'): ConsoleSession {
  return {
    user: {
      id: 'usr_1',
      email: 'ada@shop.example',
      name: 'Ada Lovelace',
      role,
      totpEnabled: false,
    },
    merchant: { id: 'mer_1', name: 'Demo Shop', offeredMethods: null },
    csrfToken: 'csrf-token-1',
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}
