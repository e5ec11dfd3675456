import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { whenSessionEnds } from '../api/apiClient';
import { ApiError } from '../api/apiError';
import { ErrorMessage } from '../components/ErrorMessage';
import { useT } from '../i18n/translator';
import { InvitationScreen } from '../screens/invitation/InvitationScreen';
import { SignInScreen } from '../screens/signIn/SignInScreen';
import type { ConsoleSession } from './consoleSession';
import { fetchSession, signOut } from './consoleSession';
import { SessionContext } from './sessionContext';

const INVITATION_PATH = '/console/invitation';

type State =
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
  const [state, setState] = useState<State>({ kind: 'checking' });
  // An invitation's link is answered before any session: its person has none yet (or is someone
  // else signed in on this browser).
  const [invited, setInvited] = useState(() => window.location.pathname === INVITATION_PATH);

  useEffect(() => {
    whenSessionEnds(() => setState({ kind: 'signedOut', ended: true }));
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

  if (invited) {
    return (
      <InvitationScreen
        onAccepted={(session) => {
          window.history.replaceState(null, '', '/console/');
          setInvited(false);
          setState({ kind: 'signedIn', session });
        }}
      />
    );
  }

  switch (state.kind) {
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
        <SessionContext.Provider value={{ session: state.session, signOut: endSession }}>
          {children}
        </SessionContext.Provider>
      );
  }
}
