import type { Currency } from '@paypage/contract/money';
import { METHOD_CATALOGUE, type WaitingMethod } from '@paypage/contract/methodCatalogue';
import type { WaitingPaymentResponse } from '@paypage/contract/methods/indianPayments';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { DEFAULT_MERCHANT_NAME } from '@paypage/contract/paymentLink';
import { Problem } from '../http/problem';
import type { Services } from '../services';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Transaction } from '../transactions/transactionsRepository';

/**
 * What the methods whose payments wait for the payer elsewhere (a bank's page, a UPI app, a QR
 * code) share: the currency their scheme pays in, how long the provider keeps the payment open,
 * and the answer the page gets (docs/decisions/0021).
 */

/** The Indian methods pay in rupees, PromptPay in baht: another link cannot use them. */
export function assertCurrency(link: PaymentLink, currency: Currency, method: WaitingMethod) {
  if (link.currency !== currency) {
    throw new Problem(
      400,
      'PAYMENT_METHOD_NOT_OFFERED',
      `${method} pays in ${currency} only; this link is in ${link.currency}`,
    );
  }
}

/**
 * When the provider gives up on the payment: its method's time (waitingTtlS in the contract's
 * method catalogue), but never after the link's own expiry, so that nobody can pay a link that
 * has run out.
 */
export function waitingExpiryOf(link: PaymentLink, method: WaitingMethod, now = new Date()) {
  const own = now.getTime() + METHOD_CATALOGUE[method].waitingTtlS * 1000;
  const linkEnd = link.expirationDate ? Date.parse(link.expirationDate) : Number.POSITIVE_INFINITY;
  return new Date(Math.min(own, linkEnd)).toISOString();
}

/** The page's answer: the payment, its status, where to go next and when it ends. */
export function waitingResponse(
  tx: Transaction,
  status: TransactionStatus,
  payment: GatewayPayment,
  expiresAt: string,
): WaitingPaymentResponse {
  const redirect = status === 'PENDING' && payment.action?.type === 'redirect';
  return {
    transactionId: tx.id,
    status,
    ...(redirect && payment.action?.type === 'redirect'
      ? { redirectUrl: payment.action.redirectUrl }
      : {}),
    ...(status === 'PENDING' ? { expiresAt } : {}),
  };
}

/** Who the payer's app says the money goes to: the merchant's name, as the page shows it. */
export async function payeeNameOf(services: Services, link: PaymentLink): Promise<string> {
  return (await services.merchants.findById(link.merchantId))?.name || DEFAULT_MERCHANT_NAME;
}
