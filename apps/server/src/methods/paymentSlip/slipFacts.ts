import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type {
  GatewayPaymentSlip,
  PaymentSlipIssuedResponse,
  PaymentSlipResponse,
} from '@paypage/contract/methods/paymentSlip';
import {
  PAYMENT_SLIP_CURRENCY,
  SLIP_DUE_DAYS,
  SLIP_MAX_AMOUNT_MINOR,
  SLIP_MIN_AMOUNT_MINOR,
} from '@paypage/contract/methods/paymentSlipRules';
import { Problem } from '../../http/problem';
import type { Merchant } from '../../merchants/merchant';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import type { Transaction } from '../../transactions/transactionsRepository';
import { shopperStatus } from '../../transactions/shopperStatus';

/** EPC069-12: the beneficiary's name has at most 70 characters; an address line 140 here. */
const CREDITOR_NAME_MAX = 70;
const CREDITOR_ADDRESS_MAX = 140;

const notOffered = (why: string) => new Problem(400, 'PAYMENT_METHOD_NOT_OFFERED', why);

/** A slip is a SEPA credit transfer: euro, between 0.01 and 999 999 999.99 (EPC069-12). */
export function assertSlipAmount(link: PaymentLink): void {
  if (link.currency !== PAYMENT_SLIP_CURRENCY) {
    throw notOffered(`A payment slip is paid in EUR only; this link is in ${link.currency}`);
  }
  if (link.amount < SLIP_MIN_AMOUNT_MINOR || link.amount > SLIP_MAX_AMOUNT_MINOR) {
    throw notOffered('A payment slip takes amounts from 0.01 to 999999999.99 EUR');
  }
}

/**
 * Who the transfer goes to: the merchant's creditor (the name SEPA knows it by, and its address),
 * else its shop name. A merchant with neither cannot be paid by slip.
 */
export function creditorOf(merchant: Merchant | undefined): PaymentSlipResponse['creditor'] {
  const name = (merchant?.creditor?.name || merchant?.name || '').trim();
  if (!name) throw notOffered('The merchant has no creditor name to put on a payment slip');
  const address = merchant?.creditor?.address?.trim();
  return {
    name: [...name].slice(0, CREDITOR_NAME_MAX).join(''),
    ...(address ? { address: [...address].slice(0, CREDITOR_ADDRESS_MAX).join('') } : {}),
  };
}

/** SLIP_DUE_DAYS from now, but never after the link's own expiry (decision record 0023). */
export function dueDateOf(link: PaymentLink, now = new Date()): string {
  const own = now.getTime() + SLIP_DUE_DAYS * 86_400_000;
  const linkEnd = link.expirationDate ? Date.parse(link.expirationDate) : Number.POSITIVE_INFINITY;
  return new Date(Math.min(own, linkEnd)).toISOString();
}

/** SPEC §3's paymentSlip {processingOption, lowercased}: the option, lowercased when asked. */
export function processingOptionOf(link: PaymentLink): { processingOption?: string } {
  const settings = link.paymentSettings.paymentSlip;
  const option = settings?.processingOption;
  if (!option) return {};
  return { processingOption: settings.lowercased ? option.toLowerCase() : option };
}

const text = (details: MethodDetails | null, name: string): string => {
  const value = details?.[name];
  return typeof value === 'string' ? value : '';
};

/** The slip as the page shows it: the transaction's facts, the provider's account, the link's amount. */
export function slipResponse(
  tx: Transaction,
  slip: GatewayPaymentSlip,
  creditor: PaymentSlipResponse['creditor'],
  linkStatus: LinkStatus,
): PaymentSlipResponse {
  return {
    transactionId: tx.id,
    status: shopperStatus(tx.status),
    linkStatus,
    customerName: text(tx.details, 'customerName'),
    amount: tx.amount,
    currency: PAYMENT_SLIP_CURRENCY,
    // The name the slip was issued to (and its QR code carries), the merchant's address today.
    creditor: { ...creditor, name: text(tx.details, 'creditorName') || creditor.name },
    iban: slip.iban,
    ...(slip.bic ? { bic: slip.bic } : {}),
    creditorReference: slip.creditorReference,
    dueDate: slip.dueDate,
    ...(tx.refusalReason ? { refusalReason: tx.refusalReason } : {}),
  };
}

/** POST's answer, from what the service keeps of the slip (never its IBAN). */
export function issuedResponse(tx: Transaction, linkStatus: LinkStatus): PaymentSlipIssuedResponse {
  return {
    transactionId: tx.id,
    status: shopperStatus(tx.status),
    linkStatus,
    customerName: text(tx.details, 'customerName'),
    creditorReference: text(tx.details, 'creditorReference'),
    dueDate: text(tx.details, 'dueDate'),
  };
}
