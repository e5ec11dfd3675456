import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { ACCEPTED_TERMS_FIELD, type AcceptedTerms } from '@paypage/contract/payments';
import { GatewayRejected, GatewayUnavailable } from '../gateway/gateway';
import type { Gateway } from '../gateway/gateway';
import { invalidInput, Problem } from '../http/problem';
import { newId, nowIso } from '../ids';
import { gatewayLocaleOf } from './gatewayLocale';
import { linkConflict, previewNotPayable } from '../paymentLinks/linkStateMachine';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Transaction } from '../transactions/transactionsRepository';

/** What a method asks of the provider, beside what every payment carries (amount, currency …). */
export type ProviderRequest = Pick<CreateGatewayPaymentBody, 'card' | 'details' | 'returnUrl'>;

export interface PaymentStart {
  link: PaymentLink;
  method: PaymentMethod;
  /** The shopper's 'I accept' (SPEC §5), which every start carries: checked and kept here. */
  acceptedTerms: AcceptedTerms;
  /** The saved asset paid with (a card, a mandate, a billing agreement), if any. */
  assetId?: string | null;
  /** Built once the transaction exists: a return address may name it. */
  provider: (tx: Transaction) => ProviderRequest;
  /** The request field a provider's refusal of the request itself is about (400 fields). */
  rejectedField?: string;
  /** The language the shopper picked on the page, when the page sent it: the provider's pages too. */
  pageLanguage?: string | undefined;
}

export interface StartedPayment {
  tx: Transaction;
  payment: GatewayPayment;
  /** Our status after the provider's answer: final at once for some methods, PENDING for most. */
  status: TransactionStatus;
}

const localeOf = (locale: string | null) => (locale ? { locale } : {});

/** Gives the link back when the provider refused the request itself: no payment exists there. */
async function undo(
  services: Services,
  tx: Transaction,
  error: unknown,
  field: string,
): Promise<never> {
  if (error instanceof GatewayRejected) {
    await services.transactions.updateStatusIf(tx.id, 'PENDING', 'REFUSED');
    await services.linkStates.move(tx.linkUuid, 'PROCESSING_PAYMENT', 'VALID');
    throw invalidInput([
      { field, message: `was refused by the payment provider: ${error.message}` },
    ]);
  }
  if (error instanceof GatewayUnavailable) {
    // Whether the provider took the payment is unknown: the link stays in payment until its
    // webhook says (or the status route asks the provider).
    throw new Problem(
      502,
      'GATEWAY_UNAVAILABLE',
      'The payment provider did not answer; do not pay again',
    );
  }
  throw error;
}

/**
 * The terms the shopper accepted must be the ones this link shows: an acceptance of another
 * document (a forged request, a page of another link) accepts nothing.
 */
function assertTermsOfLink(link: PaymentLink, accepted: AcceptedTerms): void {
  const shown = link.termsAndConditionsUrl ?? null;
  if (accepted.termsUrl !== shown) {
    throw invalidInput([
      {
        field: `body.${ACCEPTED_TERMS_FIELD}`,
        message: shown
          ? `must accept this link's terms (${shown})`
          : 'must accept the terms without a document: this link names none',
      },
    ]);
  }
}

/**
 * Every method's payment of a link, the same way: the terms the shopper accepted are checked,
 * the link moves into payment (one payer wins, whatever the tabs, devices or retries: SPEC §4,
 * DESIGN.md), the transaction is recorded with the acceptance, the provider is asked once (by
 * the transaction's id, so its retries never make a second payment), and its answer is applied
 * as a webhook's would be. Every method's payment starts here, so this is where a preview of
 * the page (decision 0040) is refused, before anything is recorded or asked.
 */
export async function startPayment(
  services: Services,
  gateway: Gateway,
  start: PaymentStart,
): Promise<StartedPayment> {
  const { link, method } = start;
  if (link.preview) throw previewNotPayable();
  assertTermsOfLink(link, start.acceptedTerms);
  if (!(await services.linkStates.move(link.uuid, 'VALID', 'PROCESSING_PAYMENT'))) {
    const current = await services.links.findByUuid(link.uuid);
    throw linkConflict(current?.status ?? 'PROCESSING_PAYMENT');
  }
  const now = nowIso();
  const tx: Transaction = {
    capturedAmount: 0,
    refundedAmount: 0,
    id: newId('tx'),
    linkUuid: link.uuid,
    merchantId: link.merchantId,
    paymentMethod: method,
    status: 'PENDING',
    amount: link.amount,
    currency: link.currency,
    gatewayPaymentId: null,
    assetId: start.assetId ?? null,
    details: null,
    refusalReason: null,
    // Accepted with this request: the service's time of the start, not the page's clock.
    termsAcceptance: { acceptedAt: now, termsUrl: start.acceptedTerms.termsUrl },
    createdAt: now,
    updatedAt: now,
  };
  await services.transactions.insert(tx);
  const payment = await gateway
    .createPayment({
      reference: tx.id,
      amount: link.amount,
      currency: link.currency,
      method,
      ...localeOf(gatewayLocaleOf(link.locale, start.pageLanguage)),
      ...start.provider(tx),
    })
    .catch((error: unknown) => undo(services, tx, error, start.rejectedField ?? 'body'));
  await services.transactions.setGatewayPaymentId(tx.id, payment.id);
  const status = await settleTransaction(services, tx, payment);
  return { tx, payment, status };
}
