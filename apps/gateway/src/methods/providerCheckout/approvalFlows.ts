import { IDEAL_ISSUERS } from '@paypage/contract/methods/providerCheckoutSandbox';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { ApprovalFlow } from '../../payments/gatewayMethod';
import type { SandboxPayment } from '../../payments/sandboxPayment';

function bankOf(bic: string | undefined): MethodDetails {
  const bank = IDEAL_ISSUERS.find((issuer) => issuer.bic === bic);
  return bank ? { bankBic: bank.bic, bankName: bank.name } : {};
}

/**
 * iDEAL: the shopper chooses a bank (by its BIC) and, standing in for that bank's app or online
 * banking, approves, declines or cancels; then goes back to the payment page. iDEAL's outcomes
 * are Success, Failure (the bank refused), Cancelled and Expired: a decision after the session's
 * deadline decides nothing, as the approval page refuses an overdue payment as EXPIRED first.
 */
const idealApproval: ApprovalFlow = {
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
      decide: (_payment, bic) => ({ status: 'SUCCESS', details: bankOf(bic) }),
    },
    {
      id: 'decline',
      label: 'providerCheckout.ideal.decline',
      decide: (_payment, bic) => ({
        status: 'REFUSED',
        refusalReason: REFUSAL_REASONS.declined,
        details: bankOf(bic),
      }),
    },
    {
      id: 'cancel',
      label: 'providerCheckout.cancel',
      decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled }),
    },
  ],
  afterwards: 'return',
};

/**
 * The Bancontact app, opened from the checkout's QR code (on another device) or its app link (on
 * the same phone): confirm or reject. Rejecting is the shopper's own no: CANCELLED, as the
 * checkout's Cancel. The checkout, still open where the shopper started, sees the outcome by
 * itself, so this page only says it is done.
 */
const bancontactAppApproval: ApprovalFlow = {
  title: 'providerCheckout.app.title',
  intro: 'providerCheckout.app.intro',
  decisions: [
    {
      id: 'approve',
      label: 'providerCheckout.app.approve',
      decide: () => ({ status: 'SUCCESS' }),
    },
    {
      id: 'cancel',
      label: 'providerCheckout.app.decline',
      decide: () => ({ status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled }),
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
