import type { CardTransactionResponse } from '@paypage/contract/cardPayments';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { DEFAULT_CARD_TRANSACTION_TYPE } from '@paypage/contract/cardPaymentConstants';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import type { ThreeDSecureStep } from '../../lib/card/challengeAddress';
import { CARD_QUERY, challengePath } from '../../lib/card/challengeAddress';
import { resultPath } from '../../lib/results/resultQuery';
import type { SuccessVariant } from '../../lib/results/resultQuery';

/** Whether the shopper paid with a card just typed into the form or with a saved one. */
export type PaidWith = 'new-card' | 'saved-card';

export type NextStep = { kind: 'page'; path: string } | { kind: 'gateway'; path: string };

export function transactionTypeOf(link: Pick<PaymentLinkInfo, 'paymentSettings'>) {
  return link.paymentSettings.card?.transactionType ?? DEFAULT_CARD_TRANSACTION_TYPE;
}

const completedPage = (paidWith: PaidWith) =>
  paidWith === 'saved-card' ? 'card-asset-payment-completed' : 'card-payment-completed';

/** After the last step: the completed page checks with the service how the payment ended. */
export function completedPath(
  uuid: string,
  paidWith: PaidWith,
  response: CardTransactionResponse,
): string {
  const query = new URLSearchParams({
    [CARD_QUERY.status]: response.status,
    [CARD_QUERY.transactionId]: response.transactionId,
  });
  return `/uuid/${uuid}/${completedPage(paidWith)}?${query}`;
}

/** The failure page, of the payment when there is one (its refusal says why). */
export const cardFailurePath = (uuid: string, transaction?: string) =>
  resultPath(uuid, { outcome: 'failure', variant: 'retry', transaction });

/**
 * SPEC §4, paying by card: AUTHORIZED or COMPLETED → the result; PENDING with asynchronous data
 * → 3-D Secure, fingerprint first, else challenge, via /card-challenge; with a redirectUrl →
 * the gateway; anything else → failure.
 */
export function nextStepOf(
  uuid: string,
  paidWith: PaidWith,
  response: CardTransactionResponse,
): NextStep {
  if (response.status === 'AUTHORIZED' || response.status === 'COMPLETED') {
    return { kind: 'page', path: completedPath(uuid, paidWith, response) };
  }
  const pending = response.status === 'PENDING' ? response.asynchronous : undefined;
  const savedCard = paidWith === 'saved-card';
  const at = (step: ThreeDSecureStep): NextStep => ({
    kind: 'page',
    path: challengePath(uuid, response.transactionId, step, savedCard),
  });
  if (pending?.threeDSecure2Fingerprint)
    return at({ fingerprint: pending.threeDSecure2Fingerprint });
  if (pending?.threeDSecure2Challenge) return at({ challenge: pending.threeDSecure2Challenge });
  if (pending?.redirectUrl) return { kind: 'gateway', path: pending.redirectUrl };
  return { kind: 'page', path: cardFailurePath(uuid, response.transactionId) };
}

/** Which success page a paid card shows (SPEC §2 variants). */
export function successVariantOf(
  transactionType: CardTransactionType,
  paidWith: PaidWith,
): SuccessVariant {
  if (transactionType === 'zeroAuth') {
    return paidWith === 'saved-card' ? 'card-selected' : 'card-created';
  }
  return transactionType === 'preauth' ? 'authorisation' : 'completed';
}
