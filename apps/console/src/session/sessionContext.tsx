import type { Permission } from '@paypage/contract/consoleAccess';
import { createContext, useContext } from 'react';
import type { ConsoleSession } from './consoleSession';

interface SignedIn {
  session: ConsoleSession;
  signOut: () => Promise<void>;
  /** The service ended the session already (sign out everywhere): back to the sign-in screen. */
  sessionEnded: () => void;
}

export const SessionContext = createContext<SignedIn | null>(null);

/** The signed-in user's session; the screens render only inside a session. */
export function useSession(): SignedIn {
  const signedIn = useContext(SessionContext);
  if (!signedIn) throw new Error('useSession outside a session');
  return signedIn;
}

/**
 * Whether the user's role allows a call. The service checks every call itself; the console asks
 * only to leave out buttons a user could not use.
 */
export function useMay(permission: Permission): boolean {
  return useSession().session.permissions.includes(permission);
}
