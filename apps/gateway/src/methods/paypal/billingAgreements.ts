import { randomBytes } from 'node:crypto';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { PaypalAgreementChargeDetails } from '@paypage/contract/methods/paypal';
import {
  PAYPAL_REFUSAL_REASONS,
  SANDBOX_BILLING_AGREEMENTS,
  SANDBOX_PAYPAL_BUYERS,
  type SandboxPaypalBuyer,
} from '@paypage/contract/sandboxPaypal';
import type { SettleStatus } from '../../payments/settlePayment';
import type { GatewayDb } from '../../store/database';
import { findBillingAgreement } from './paypalRepository';

export interface BillingAgreement {
  id: string;
  payer: SandboxPaypalBuyer;
}

export const buyerById = (payerId: string): SandboxPaypalBuyer | undefined =>
  SANDBOX_PAYPAL_BUYERS.find((buyer) => buyer.payerId === payerId);

/** PayPal's agreement ids: B- and 17 upper-case letters and digits. */
export function newBillingAgreementId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const bytes = randomBytes(17);
  return `B-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** An agreement the sandbox can charge: one it always knows, or one a payer approved. */
async function activeAgreement(db: GatewayDb, id: string): Promise<BillingAgreement | undefined> {
  const known = SANDBOX_BILLING_AGREEMENTS.find((agreement) => agreement.billingAgreementId === id);
  const stored = known ? undefined : await findBillingAgreement(db, id);
  const payerId = known?.payerId ?? (stored && !stored.cancelled ? stored.payerId : undefined);
  const payer = payerId === undefined ? undefined : buyerById(payerId);
  return payer && { id, payer };
}

/** Whether a success reserves (AUTHORISED) or takes (SUCCESS) the money. */
export const paidStatusOf = (transactionType: string): SettleStatus =>
  transactionType === 'preauth' ? 'AUTHORISED' : 'SUCCESS';

export interface AgreementCharge {
  status: SettleStatus;
  refusalReason?: string;
  details: MethodDetails;
}

/**
 * Charges a billing agreement for a payment's amount, decided at once and without the payer:
 * the shopper paying with a saved PayPal account, and any later charge a merchant makes of one
 * (POST /v1/payments, method PAYPAL, details {billingAgreementId, transactionType}).
 */
export async function chargeBillingAgreement(
  db: GatewayDb,
  charge: PaypalAgreementChargeDetails,
): Promise<AgreementCharge> {
  const agreement = await activeAgreement(db, charge.billingAgreementId);
  const details: MethodDetails = {
    billingAgreementId: charge.billingAgreementId,
    transactionType: charge.transactionType,
    ...(agreement ? { payerId: agreement.payer.payerId, payerEmail: agreement.payer.email } : {}),
  };
  if (!agreement) {
    return { status: 'REFUSED', refusalReason: PAYPAL_REFUSAL_REASONS.agreementUnknown, details };
  }
  if (!agreement.payer.pays) {
    return { status: 'REFUSED', refusalReason: PAYPAL_REFUSAL_REASONS.declined, details };
  }
  return { status: paidStatusOf(charge.transactionType), details };
}
