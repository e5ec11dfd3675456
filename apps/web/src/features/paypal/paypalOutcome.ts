import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaypalTransactionResponse } from '@paypage/contract/methods/paypal';
import { DEFAULT_PAYPAL_TRANSACTION_TYPE } from '@paypage/contract/methods/paypalConstants';
import type { SuccessVariant } from '../../lib/results/resultQuery';
import { resultPath } from '../../lib/results/resultQuery';

type LinkFacts = Pick<PaymentLinkInfo, 'amount' | 'isSubscription' | 'paymentSettings'>;

export const transactionTypeOf = (link: Pick<PaymentLinkInfo, 'paymentSettings'>) =>
  link.paymentSettings.payPal?.transactionType ?? DEFAULT_PAYPAL_TRANSACTION_TYPE;

/** What the button does, in SPEC §9's words. */
export type PaypalAction = 'pay' | 'authorize' | 'select';

/**
 * SPEC §9: 'authorize payment' with preauth, 'select billing agreement' when the amount is 0 and
 * a saved account is chosen (nothing is paid), an authorize-style button for any other amount of
 * 0, and 'pay now' when the money is taken at once.
 */
export function paypalActionOf(link: LinkFacts, savedAccountChosen: boolean): PaypalAction {
  if (link.amount === 0) return savedAccountChosen ? 'select' : 'authorize';
  return transactionTypeOf(link) === 'preauth' ? 'authorize' : 'pay';
}

/**
 * Whether a new account is saved as a billing agreement (decision record 0017): a subscription,
 * the merchant's createBillingAgreement, or an amount of 0. Otherwise SPEC §9's 'add new' reads
 * 'pay with another account'.
 */
export const savesNewAccount = (link: LinkFacts): boolean =>
  link.isSubscription ||
  link.paymentSettings.payPal?.createBillingAgreement === true ||
  link.amount === 0;

/** PayPal's failure page, of the payment when there is one (its refusal says why). */
export const paypalFailurePath = (uuid: string, transaction?: string) =>
  resultPath(uuid, { outcome: 'failure', variant: 'paypal', transaction });

function successVariantOf(link: LinkFacts, response: PaypalTransactionResponse): SuccessVariant {
  if (link.amount === 0 && response.billingAgreementCreated) return 'paypal-created';
  return response.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
}

export type PaypalNextStep =
  | { kind: 'page'; path: string }
  /** To PayPal's approval page (relative to the gateway's origin). */
  | { kind: 'provider'; path: string }
  /** Still open without a way on: the link is being paid. */
  | { kind: 'processing' };

/** SPEC §4: AUTHORIZED or COMPLETED → success; PENDING → PayPal; anything else → failure. */
export function nextStepOf(
  link: LinkFacts & Pick<PaymentLinkInfo, 'uuid'>,
  response: PaypalTransactionResponse,
): PaypalNextStep {
  if (response.status === 'AUTHORIZED' || response.status === 'COMPLETED') {
    const variant = successVariantOf(link, response);
    const transaction = response.transactionId;
    return {
      kind: 'page',
      path: resultPath(link.uuid, { outcome: 'success', variant, transaction }),
    };
  }
  if (response.status === 'PENDING') {
    return response.redirectUrl
      ? { kind: 'provider', path: response.redirectUrl }
      : { kind: 'processing' };
  }
  return { kind: 'page', path: paypalFailurePath(link.uuid, response.transactionId) };
}
