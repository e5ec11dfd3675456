import { IDEAL_ISSUERS } from '@paypage/contract/methods/providerCheckoutSandbox';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { ApprovalDecision, ApprovalFlow } from '../gatewayMethod';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { isPastDeadline } from './checkoutSession';

type Decided = ReturnType<ApprovalDecision['decide']>;

/** A decision after the session's deadline decides nothing but the expiry (iDEAL: Expired). */
function inTime(payment: SandboxPayment, decided: Decided): Decided {
  return isPastDeadline(payment.createdAt, new Date())
    ? { status: 'REFUSED', refusalReason: 'EXPIRED' }
    : decided;
}

function bankOf(bic: string | undefined): MethodDetails {
  const bank = IDEAL_ISSUERS.find((issuer) => issuer.bic === bic);
  return bank ? { bankBic: bank.bic, bankName: bank.name } : {};
}

/**
 * iDEAL: the shopper chooses a bank (by its BIC) and, standing in for that bank's app or online
 * banking, approves, declines or cancels; then goes back to the payment page. iDEAL's outcomes
 * are Success, Failure (the bank refused), Cancelled and Expired.
 */
export const idealApproval: ApprovalFlow = {
  title: 'providerCheckout.ideal.title',
  intro: 'providerCheckout.ideal.intro',
  choice: {
    legend: 'providerCheckout.ideal.bank',
    options: () => IDEAL_ISSUERS.map((bank) => ({ value: bank.bic, label: bank.name })),
  },
  decisions: [
    {
      id: 'approve',
      label: 'providerCheckout.ideal.approve',
      decide: (payment, bic) => inTime(payment, { status: 'SUCCESS', details: bankOf(bic) }),
    },
    {
      id: 'decline',
      label: 'providerCheckout.ideal.decline',
      decide: (payment, bic) =>
        inTime(payment, { status: 'REFUSED', refusalReason: 'DECLINED', details: bankOf(bic) }),
    },
    {
      id: 'cancel',
      label: 'providerCheckout.cancel',
      decide: (payment) => inTime(payment, { status: 'REFUSED', refusalReason: 'CANCELLED' }),
    },
  ],
  afterwards: 'return',
};

/**
 * The Bancontact app, opened from the checkout's QR code (on another device) or its app link (on
 * the same phone): confirm or reject. The checkout, still open where the shopper started, sees
 * the outcome by itself, so this page only says it is done.
 */
export const bancontactAppApproval: ApprovalFlow = {
  title: 'providerCheckout.app.title',
  intro: 'providerCheckout.app.intro',
  decisions: [
    {
      id: 'approve',
      label: 'providerCheckout.app.approve',
      decide: (payment) => inTime(payment, { status: 'SUCCESS' }),
    },
    {
      id: 'decline',
      label: 'providerCheckout.app.decline',
      decide: (payment) => inTime(payment, { status: 'REFUSED', refusalReason: 'DECLINED' }),
    },
  ],
  afterwards: 'done',
};

/** Which approval page a payment of the provider checkout has (the card has none). */
export function approvalOf(payment: SandboxPayment): ApprovalFlow | undefined {
  if (payment.method === 'IDEAL') return idealApproval;
  if (payment.method === 'BANCONTACT_MOBILE') return bancontactAppApproval;
  return undefined;
}
