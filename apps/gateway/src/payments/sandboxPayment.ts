import type { GatewayPayment } from '@paypage/contract/gatewayApi';

/** A payment as the sandbox keeps it: what the service sees, plus where to send the shopper. */
export interface SandboxPayment extends GatewayPayment {
  returnUrl: string | null;
  locale: string | null;
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
  };
}
