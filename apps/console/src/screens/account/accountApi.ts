import { apiRequest, rememberCsrfToken } from '../../api/apiClient';
import { CONSOLE_API } from '../../session/consoleSession';

/** The signed-in user's own calls (brief section A): the second factor and their sessions. */

export interface TotpEnrolment {
  /** Base32, for typing into an authenticator that cannot scan. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  otpauthUri: string;
}

export function startTotp(): Promise<TotpEnrolment> {
  return apiRequest<TotpEnrolment>(`${CONSOLE_API}/totp`, { method: 'POST' });
}

export function confirmTotp(code: string): Promise<void> {
  return apiRequest<undefined>(`${CONSOLE_API}/totp/confirm`, { method: 'POST', body: { code } });
}

export function turnOffTotp(code: string): Promise<void> {
  return apiRequest<undefined>(`${CONSOLE_API}/totp`, { method: 'DELETE', body: { code } });
}

/** Ends every session of the user, this one too (the service clears the cookie). */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<undefined>(`${CONSOLE_API}/session/sign-out-everywhere`, {
    method: 'POST',
    sessionCall: true,
  });
  rememberCsrfToken(null);
}
