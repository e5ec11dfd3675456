import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { useTermsGate } from '../../components/terms/termsGate';
import { isConflict } from '../api/apiError';
import { useReportLinkProblem } from '../paymentLink/linkProblemContext';
import { usePaymentLink } from '../paymentLink/paymentLinkContext';
import { useReloadPaymentLink } from '../paymentLink/reloadPaymentLink';
import { START_FAILED } from '../results/resultState';
import { newIdempotencyKey } from './idempotencyKey';

/** The link is being paid already (SPEC §8's processing answer to a payment's start). */
const IN_PAYMENT = 'PAYMENT_LINK_PROCESSING';

/** The Idempotency-Key of one thing being paid (a card, a mandate, a form's content …). */
export type KeyFor = (subject: string) => string;

/**
 * Pressing a method's pay button: one payment at a time (a second press, or Enter meanwhile,
 * does nothing), the loader over the page, a prompt if the shopper tries to leave while money
 * moves, and one Idempotency-Key per subject for the life of the page, so that a retried request
 * is answered from the server's record instead of charging again. A 409 (the link was paid,
 * expired or invalidated meanwhile, or is being paid elsewhere) shows SPEC §8's page for it; any
 * other error goes to `failurePath`, which is told that the payment could not start.
 *
 * Nothing starts without the terms accepted (SPEC §2/§5): accepted in this visit, or ticked on
 * the page, which shows `terms` (components/terms/termsGate's line) before its button.
 */
export function usePayOnce(failurePath: string) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const reportLinkProblem = useReportLinkProblem();
  const reloadLink = useReloadPaymentLink();
  const terms = useTermsGate(usePaymentLink());
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
      if (inFlight.current || !terms.confirm()) return;
      inFlight.current = true;
      setBusy(true);
      dialogs.open('loader');
      try {
        await work(keyFor);
      } catch (error) {
        console.error(error);
        if (isConflict(error) && error.errorCode === IN_PAYMENT) {
          // Another tab or device is paying the link: the link read afresh shows its own page —
          // the processing page with its way on, or "already paid" when that payment has won
          // meanwhile. A link that cannot be read, or reads VALID (this page would show nothing
          // new), gets SPEC §8's page for the conflict.
          const fresh = await reloadLink().catch(() => undefined);
          if (!fresh || fresh.status === 'VALID') reportLinkProblem(error);
        } else if (isConflict(error)) reportLinkProblem(error);
        else void navigate(failurePath, { state: START_FAILED });
      } finally {
        dialogs.close('loader');
        inFlight.current = false;
        setBusy(false);
      }
    },
    [dialogs, failurePath, keyFor, navigate, reloadLink, reportLinkProblem, terms],
  );

  return { run, busy, terms };
}
