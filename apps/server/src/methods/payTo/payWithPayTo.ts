import type { FieldError } from '@paypage/contract/errors';
import type {
  MandateStatus,
  PayToTransactionBody,
  PayToTransactionResponse,
} from '@paypage/contract/methods/payTo';
import {
  accountNameProblem,
  normalisePayId,
  PAYTO_APPROVAL_WINDOW_S,
  PAYTO_DETAILS,
  payIdProblem,
  type PayIdProblem,
} from '@paypage/contract/methods/payToRules';
import { MANDATE_STATUSES } from '@paypage/contract/methods/sepa';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import type { Gateway } from '../../gateway/gateway';
import { invalidInput, notFound } from '../../http/problem';
import { notifyTransaction } from '../../merchantWebhooks/notifyMerchant';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { payableLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import { payToAgreement } from './payToGateway';

/** SPEC §5's PayID rules in the API's words (the page shows them in the shopper's language). */
const PAYID_MESSAGES: Record<PayIdProblem, string> = {
  required: 'is required',
  length: 'must have 9 to 256 characters',
  phone: 'must be a phone number of the structure +61-4XXXXXXXX',
  email: 'must be a valid email address',
  businessNumber: 'must be a business number of 9 to 11 digits only',
  organisationId:
    'must contain the company name and a description of the business and/or its location',
};

function accountProblems(body: PayToTransactionBody): FieldError[] {
  const { accountName, payIdType, payId } = body.asset;
  const fields: FieldError[] = [];
  const name = accountNameProblem(accountName);
  if (name) {
    fields.push({
      field: 'body.asset.accountName',
      message: name === 'required' ? 'is required' : 'must have 1 to 140 characters',
    });
  }
  const problem = payIdProblem(payIdType, payId);
  if (problem) fields.push({ field: 'body.asset.payId', message: PAYID_MESSAGES[problem] });
  return fields;
}

/** The payer has the approval window to decide, and never beyond the link's expiry. */
function agreementDeadline(link: PaymentLink, now: Date): string {
  const window = now.getTime() + PAYTO_APPROVAL_WINDOW_S * 1000;
  const linkEnds = link.expirationDate ? Date.parse(link.expirationDate) : Number.POSITIVE_INFINITY;
  return new Date(Math.min(window, linkEnds)).toISOString();
}

const mandateStatusOf = (value: unknown): MandateStatus =>
  MANDATE_STATUSES.find((status) => status === value) ?? 'PENDING';

/**
 * POST /public/sepa/merchant/{merchantId}/transaction with `paymentMethod: PAYTO` (SPEC §7;
 * decision record 0022): the link moves into payment once, and the gateway asks the payer's bank
 * for a PayTo agreement. It is PENDING until the payer approves it in the banking app (SPEC §4:
 * the page goes to payto-transaction-created), and the merchant hears of it at once; approved,
 * declined, rejected or timed out, it ends by the gateway's webhook or the status route.
 */
export async function payWithPayTo(
  services: Services,
  gateway: Gateway,
  merchantId: string,
  body: WithAcceptedTerms<PayToTransactionBody>,
): Promise<PayToTransactionResponse> {
  const link = await payableLink(services, body.paymentLinkId, 'PAYTO');
  if (link.merchantId !== merchantId) {
    throw notFound('This merchant has no payment link with this uuid');
  }
  const problems = accountProblems(body);
  if (problems.length > 0) throw invalidInput(problems);
  const { accountName, payIdType, payId } = body.asset;
  const { tx, payment, status } = await startPayment(services, gateway, {
    link,
    method: 'PAYTO',
    acceptedTerms: body.acceptedTerms,
    rejectedField: 'body.asset',
    provider: () =>
      payToAgreement({
        accountName: accountName.trim(),
        payIdType,
        payId: normalisePayId(payIdType, payId),
        agreementExpiresAt: agreementDeadline(link, new Date()),
      }),
  });
  const details = payment.details ?? null;
  if (status === 'PENDING') {
    await notifyTransaction(
      services,
      { ...tx, details, updatedAt: payment.updatedAt },
      'PROCESSING_PAYMENT',
    );
  }
  const expiresAt = details?.[PAYTO_DETAILS.agreementExpiresAt];
  return {
    transactionId: tx.id,
    status,
    mandateStatus: mandateStatusOf(details?.[PAYTO_DETAILS.mandateStatus]),
    ...(typeof expiresAt === 'string' ? { agreementExpiresAt: expiresAt } : {}),
  };
}
