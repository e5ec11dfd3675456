import { PAYTO_WAITING_QUERY } from '@paypage/contract/methods/payToRules';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { resultPath } from '../../lib/results/resultQuery';

/** SPEC §2's failure variant of PayTo: the agreement was not created, contact support. */
export const agreementFailedPath = (uuid: string, transaction?: string) =>
  resultPath(uuid, { outcome: 'failure', variant: 'payto-agreement', transaction });

/** Where the payer waits for the banking app: the address names the payment (reloads keep it). */
export const waitingPath = (uuid: string, transactionId: string) =>
  `/uuid/${uuid}/payto-transaction-created?${new URLSearchParams({
    [PAYTO_WAITING_QUERY.transactionId]: transactionId,
  })}`;

/**
 * Where a decided agreement leads: success (an agreement of amount 0 is AUTHORIZED: the
 * authorisation variant), or SPEC's PayTo failure whether it was declined, rejected or timed out
 * (the plain failure when the link itself ended meanwhile).
 */
export const agreementResult = (uuid: string, status: PaymentStatusResponse) =>
  resultOfPayment(uuid, status, 'payto-agreement');
