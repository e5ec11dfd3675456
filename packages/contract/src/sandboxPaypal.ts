/**
 * The sandbox gateway's PayPal buyer accounts and the billing agreements it always knows. A
 * payer picks an account on the sandbox's approval page; the account decides what executing
 * the payment does.
 */
export interface SandboxPaypalBuyer {
  /** PayPal's payer id: the customer account id of a saved agreement. */
  payerId: string;
  email: string;
  /** Whether executing a payment approved with this account succeeds. */
  pays: boolean;
  description: string;
}

export const SANDBOX_PAYPAL_BUYERS: readonly SandboxPaypalBuyer[] = [
  {
    payerId: 'SBXBUYER0001',
    email: 'buyer@paypal.sandbox.example',
    pays: true,
    description: 'Pays: the payment is authorised or completed',
  },
  {
    payerId: 'DEMOPAYER01',
    email: 'alex@example.com',
    pays: true,
    description: 'Pays; the demo consumer’s account (billing agreement B-DEMO0001)',
  },
  {
    payerId: 'SBXREFUSED01',
    email: 'refused@paypal.sandbox.example',
    pays: false,
    description: 'Approves, but PayPal refuses to fund the payment (INSTRUMENT_DECLINED)',
  },
];

/**
 * Billing agreements the sandbox knows from its first start (as it knows the ct_sandbox_* card
 * tokens): a service may store one as a consumer's saved PayPal account without a payer
 * approving one first. The demo's saved PayPal account is B-DEMO0001.
 */
export const SANDBOX_BILLING_AGREEMENTS = [
  { billingAgreementId: 'B-DEMO0001', payerId: 'DEMOPAYER01' },
  { billingAgreementId: 'B-REFUSED0001', payerId: 'SBXREFUSED01' },
] as const;

/** Why the sandbox refuses a PayPal payment (GatewayPayment.refusalReason). */
export const PAYPAL_REFUSAL_REASONS = {
  cancelled: 'CANCELLED',
  declined: 'INSTRUMENT_DECLINED',
  agreementUnknown: 'AGREEMENT_CANCELLED',
} as const;
