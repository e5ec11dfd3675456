import { SLIP_TRANSACTION_PARAM } from '@paypage/contract/methods/paymentSlipConstants';
import { PAYTO_WAITING_QUERY } from '@paypage/contract/methods/payToRules';
import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { challengePath } from '../card/challengeAddress';
import { methodSegment } from '../paymentMethods/methodSegment';

export type WayToContinue =
  /** A page of ours: 3-D Secure, or the method's page that shows its open payment. */
  | { kind: 'page'; path: string }
  /** The provider's, bank's or app's page on the gateway. */
  | { kind: 'provider'; url: string };

const WEB_ADDRESS = /^https?:\/\//i;

/**
 * The query each method's own page reads to show its open payment again (a QR code, a slip, a
 * virtual account: decisions 0020, 0021, 0023); KCP's page asks the service for its open window
 * itself. The virtual account page names it transactionId.
 */
const OWN_PAGE_QUERY: Partial<Record<PaymentMethod, string | null>> = {
  UPIQRCODE: TRANSACTION_PARAM,
  PROMPTPAYQR: TRANSACTION_PARAM,
  PAYMENT_SLIP: SLIP_TRANSACTION_PARAM,
  VIRTUALACCOUNT: 'transactionId',
  KCP: null,
};

/**
 * The pages that wait for an approval in the payer's app, after the method's page (SPEC §2):
 * a UPI collect request, a PayTo agreement. Each shows how the payment stands and follows it.
 */
const WAITING_STEP: Partial<Record<PaymentMethod, { path: string; query: string }>> = {
  UPI: { path: 'upi-transaction-created', query: TRANSACTION_PARAM },
  PAYTO: { path: 'payto-transaction-created', query: PAYTO_WAITING_QUERY.transactionId },
};

/**
 * Where "Continue the payment" takes the shopper: back to the step they left (3-D Secure's
 * fingerprint or challenge, exactly as the card page goes there; the provider's or bank's page),
 * else to the page that waits for the payer's app, or to the page of a method that shows its own
 * open payment. Undefined when there is no way
 * back to it (nothing but waiting, or choosing another way).
 */
export function wayToContinue(
  link: Pick<PaymentLinkInfo, 'uuid' | 'newKcpHppRoute'>,
  payment: Pick<LatestPaymentResponse, 'transactionId' | 'paymentMethod' | 'continueAt'>,
  gatewayBaseUrl: string,
): WayToContinue | undefined {
  const { uuid } = link;
  const { transactionId, continueAt } = payment;
  const fingerprint = continueAt?.threeDSecure2Fingerprint;
  if (fingerprint)
    return { kind: 'page', path: challengePath(uuid, transactionId, { fingerprint }) };
  const challenge = continueAt?.threeDSecure2Challenge;
  if (challenge) return { kind: 'page', path: challengePath(uuid, transactionId, { challenge }) };
  const redirect = continueAt?.redirectUrl;
  // Only a web page may become the browser's next address (never javascript: or data:); a path
  // is the gateway's, as the card's 3-D Secure redirect is (SPEC §4).
  if (redirect && WEB_ADDRESS.test(redirect)) return { kind: 'provider', url: redirect };
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) {
    return { kind: 'provider', url: `${gatewayBaseUrl.replace(/\/+$/, '')}${redirect}` };
  }
  const step = WAITING_STEP[payment.paymentMethod];
  if (step) {
    const query = new URLSearchParams({ [step.query]: transactionId });
    return { kind: 'page', path: `/uuid/${uuid}/${step.path}?${query}` };
  }
  const query = OWN_PAGE_QUERY[payment.paymentMethod];
  if (query === undefined) return undefined;
  const page = `/uuid/${uuid}/${methodSegment(payment.paymentMethod, link.newKcpHppRoute)}`;
  if (query === null) return { kind: 'page', path: page };
  return { kind: 'page', path: `${page}?${new URLSearchParams({ [query]: transactionId })}` };
}
