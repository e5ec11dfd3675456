import { PAYPAL_REFUSAL_REASONS, SANDBOX_PAYPAL_BUYERS } from '@paypage/contract/sandboxPaypal';
import type { ApprovalFlow } from '../../payments/gatewayMethod';
import { buyerById } from './billingAgreements';

/**
 * The sandbox's PayPal login and approval page (the shared /hosted/approve/{paymentId}): the payer
 * picks one of the sandbox buyer accounts and approves, or cancels. Approving only records the
 * payer: the payment stays PENDING until the service executes it, as with PayPal.
 */
export const paypalApproval: ApprovalFlow = {
  title: 'paypal.approval.title',
  intro: 'paypal.approval.intro',
  choice: {
    legend: 'paypal.approval.account',
    options: () =>
      SANDBOX_PAYPAL_BUYERS.map((buyer) => ({ value: buyer.payerId, label: buyer.email })),
  },
  decisions: [
    {
      id: 'approve',
      label: 'paypal.approval.approve',
      decide: (payment, choice) => {
        const payer = buyerById(choice ?? '');
        return {
          status: 'PENDING',
          details: {
            ...payment.details,
            payerId: payer?.payerId ?? null,
            payerEmail: payer?.email ?? null,
          },
        };
      },
    },
    {
      id: 'cancel',
      label: 'paypal.approval.cancel',
      decide: () => ({ status: 'REFUSED', refusalReason: PAYPAL_REFUSAL_REASONS.cancelled }),
    },
  ],
  afterwards: 'return',
};
