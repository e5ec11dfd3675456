import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePaymentLink } from '../paymentLink/paymentLinkContext';
import { resultPath } from '../results/resultQuery';
import { resultOfPayment } from './resultOfPayment';
import { usePaymentOutcome } from './usePaymentOutcome';

/**
 * After the link's expiry the page keeps looking a little longer: the provider refuses an
 * undecided payment when its time runs out, and the page should hear that rather than guess.
 */
const LOOK_AFTER_EXPIRY_MS = 60_000;

/**
 * A page that waits for its payment (a bank, a UPI app, a QR code): follows it with
 * usePaymentOutcome until the link's expiry, goes to the result once it is decided, and hands
 * the page what the method tells meanwhile (its expiry, its QR code's content …).
 */
export function useWaitingPayment(transactionId: string) {
  const link = usePaymentLink();
  const navigate = useNavigate();
  const until = link.expirationDate
    ? new Date(Date.parse(link.expirationDate) + LOOK_AFTER_EXPIRY_MS).toISOString()
    : null;
  const outcome = usePaymentOutcome(link.uuid, transactionId, until);

  useEffect(() => {
    if (outcome.kind === 'decided') {
      void navigate(resultOfPayment(link.uuid, outcome.status), { replace: true });
    } else if (outcome.kind === 'unknown') {
      // A payment the service does not know (a mistyped address): nothing to wait for.
      void navigate(resultPath(link.uuid, { outcome: 'failure', variant: 'plain' }), {
        replace: true,
      });
    }
  }, [outcome, link.uuid, navigate]);

  const details = 'status' in outcome ? outcome.status.details : undefined;
  const text = (name: string) => {
    const value = details?.[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    outcome,
    expiresAt: text(WAITING_DETAILS.expiresAt),
    qrPayload: text(WAITING_DETAILS.qrPayload),
    detail: text,
  };
}
