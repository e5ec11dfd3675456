import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { isConflict } from '../api/apiError';
import { useReportLinkProblem } from '../paymentLink/linkProblemContext';
import { newIdempotencyKey } from './idempotencyKey';

/** The Idempotency-Key of one thing being paid (a card, a mandate, a form's content …). */
export type KeyFor = (subject: string) => string;

/**
 * Pressing a method's pay button: one payment at a time (a second press, or Enter meanwhile,
 * does nothing), the loader over the page, a prompt if the shopper tries to leave while money
 * moves, and one Idempotency-Key per subject for the life of the page, so that a retried request
 * is answered from the server's record instead of charging again. A 409 (the link was paid,
 * expired or invalidated meanwhile, or is being paid elsewhere) shows SPEC §8's page for it; any
 * other error goes to `failurePath`.
 */
export function usePayOnce(failurePath: string) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const reportLinkProblem = useReportLinkProblem();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const keys = useRef(new Map<string, string>());

  const keyFor = useCallback<KeyFor>((subject) => {
    const known = keys.current.get(subject);
    if (known) return known;
    const key = newIdempotencyKey();
    keys.current.set(subject, key);
    return key;
  }, []);

  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const run = useCallback(
    async (work: (keyFor: KeyFor) => Promise<void>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      dialogs.open('loader');
      try {
        await work(keyFor);
      } catch (error) {
        console.error(error);
        if (isConflict(error)) reportLinkProblem(error);
        else void navigate(failurePath);
      } finally {
        dialogs.close('loader');
        inFlight.current = false;
        setBusy(false);
      }
    },
    [dialogs, failurePath, keyFor, navigate, reportLinkProblem],
  );

  return { run, busy };
}
