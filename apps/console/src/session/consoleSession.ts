import type { ConsoleRole, Permission } from '@paypage/contract/consoleAccess';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { apiRequest, rememberCsrfToken } from '../api/apiClient';

/** GET/POST /api/console/v1/session (brief section A): who is signed in, for which merchant. */
export interface ConsoleSession {
  user: { id: string; email: string; name: string; role: ConsoleRole; totpEnabled: boolean };
  /** offeredMethods: what the merchant's links may offer, set by the operator; null: every method. */
  merchant: { id: string; name: string; offeredMethods: PaymentMethod[] | null };
  csrfToken: string;
  permissions: Permission[];
}

export interface SignInRequest {
  email: string;
  password: string;
  totpCode?: string;
}

export const CONSOLE_API = '/api/console/v1';

function kept(session: ConsoleSession): ConsoleSession {
  rememberCsrfToken(session.csrfToken);
  return session;
}

export async function fetchSession(): Promise<ConsoleSession> {
  return kept(await apiRequest<ConsoleSession>(`${CONSOLE_API}/session`, { sessionCall: true }));
}

export async function signIn(request: SignInRequest): Promise<ConsoleSession> {
  return kept(
    await apiRequest<ConsoleSession>(`${CONSOLE_API}/session`, {
      method: 'POST',
      body: request,
      sessionCall: true,
    }),
  );
}

export async function signOut(): Promise<void> {
  try {
    await apiRequest<undefined>(`${CONSOLE_API}/session`, { method: 'DELETE', sessionCall: true });
  } finally {
    rememberCsrfToken(null);
  }
}
