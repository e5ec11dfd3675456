import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { whenSessionEnds } from '../api/apiClient';
import { ApiError } from '../api/apiError';
import { ErrorMessage } from '../components/ErrorMessage';
import { useT } from '../i18n/translator';
import { INVITATION_PATH } from '../screens/invitation/invitationApi';
import { SignInScreen } from '../screens/signIn/SignInScreen';
import type { ConsoleSession } from './consoleSession';
import { fetchSession, signOut } from './consoleSession';
import { SessionContext } from './sessionContext';

// Only someone following an invitation link needs this screen: its own chunk.
const InvitationScreen = lazy(() => import('../screens/invitation/InvitationScreen'));

function isInvitationAddress(): boolean {
  return window.location.pathname.replace(/\/$/, '') === INVITATION_PATH;
}

type State =
  | { kind: 'invited' }
  | { kind: 'checking' }
  | { kind: 'signedOut'; ended: boolean }
  | { kind: 'failed'; error: unknown }
  | { kind: 'signedIn'; session: ConsoleSession };

/**
 * Asks the service for the session once, then shows the sign-in screen or the console. The
 * address stays as it was: after signing in, the user is where the link they opened pointed.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const [state, setState] = useState<State>(() =>
    isInvitationAddress() ? { kind: 'invited' } : { kind: 'checking' },
  );

  useEffect(() => {
    whenSessionEnds(() => setState({ kind: 'signedOut', ended: true }));
    // Someone joining has no session yet: the invitation's answer will be it.
    if (isInvitationAddress()) return;
    let current = true;
    fetchSession().then(
      (session) => current && setState({ kind: 'signedIn', session }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) {
          setState({ kind: 'signedOut', ended: false });
        } else setState({ kind: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const endSession = useCallback(async () => {
    try {
      await signOut();
    } finally {
      setState({ kind: 'signedOut', ended: false });
    }
  }, []);

  switch (state.kind) {
    case 'invited':
      return (
        <Suspense fallback={null}>
          <InvitationScreen
            onAccepted={(session) => {
              window.history.replaceState(null, '', '/console/');
              setState({ kind: 'signedIn', session });
            }}
          />
        </Suspense>
      );
    case 'checking':
      return (
        <p className="session-checking" role="status">
          {t('session.checking')}
        </p>
      );
    case 'failed':
      return (
        <main className="sign-in">
          <ErrorMessage error={state.error} />
        </main>
      );
    case 'signedOut':
      return (
        <SignInScreen
          sessionEnded={state.ended}
          onSignedIn={(session) => setState({ kind: 'signedIn', session })}
        />
      );
    case 'signedIn':
      return (
        <SessionContext.Provider
          value={{
            session: state.session,
            signOut: endSession,
            sessionEnded: () => setState({ kind: 'signedOut', ended: false }),
          }}
        >
          {children}
        </SessionContext.Provider>
      );
  }
}
