import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';

/** A payment as the sandbox keeps it: what the service sees, plus where to send the shopper. */
export interface SandboxPayment extends GatewayPayment {
  returnUrl: string | null;
  locale: string | null;
  /** Cards and PayPal: whether a success reserves (AUTHORISED) or takes (SUCCESS) the money. */
  transactionType: CardTransactionType | null;
  /** Card payments only: the page origin the 3-D Secure frames post their results to. */
  allowedOrigin: string | null;
  /** When the payment, still open, is refused as EXPIRED (payments/expiry.ts); null: never. */
  expiresAt?: string | null;
}

/**
 * Whether the payment is open and waits on the shopper's step: exactly those have an expiry
 * (payments/shopperStepWindows), which a decision of the shopper's clears (Trustly confirmed,
 * waiting for its bank). These, and only these, a cancel ends.
 */
function waitsOnShopper(payment: SandboxPayment): boolean {
  return (payment.status === 'PENDING' || payment.status === 'RECEIVED') && !!payment.expiresAt;
}

/** The service only ever sees the contract's fields, in the API and in webhooks. */
export function toGatewayPayment(payment: SandboxPayment): GatewayPayment {
  return {
    id: payment.id,
    reference: payment.reference,
    status: payment.status,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    createdAt: payment.createdAt,
    updatedAt: payment.updatedAt,
    // Only a CARD payment's card is the service's to keep (a saved card); a Bancontact card
    // tells about itself in its method's details.
    ...(payment.card && payment.method === 'CARD' ? { card: payment.card } : {}),
    // An action only means something while the payment waits for the shopper's browser.
    ...(payment.action && payment.status === 'PENDING' ? { action: payment.action } : {}),
    ...(payment.refusalReason ? { refusalReason: payment.refusalReason } : {}),
    ...(payment.details ? { details: payment.details } : {}),
    ...(payment.capturedAmount !== undefined ? { capturedAmount: payment.capturedAmount } : {}),
    ...(payment.refundedAmount ? { refundedAmount: payment.refundedAmount } : {}),
    ...(payment.refunds?.length ? { refunds: payment.refunds } : {}),
    waitsOnShopper: waitsOnShopper(payment),
  };
}
