import type { GatewayCardSession, CreateCardSessionBody } from '@paypage/contract/cardPayments';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import type { ThreeDSecureResultBody } from '@paypage/contract/cardPayments';

/**
 * What the service needs from a payment provider. The sandbox gateway implements it over HTTP
 * (gatewayClient); a real provider adapter implements the same calls (DESIGN.md).
 */
export interface Gateway {
  createCardSession(body: CreateCardSessionBody): Promise<GatewayCardSession>;
  /** Idempotent by reference: asking again answers the payment already made. */
  createPayment(body: CreateGatewayPaymentBody): Promise<GatewayPayment>;
  /** How a payment stands now: for a page that waits, or when a webhook is late. */
  getPayment(paymentId: string): Promise<GatewayPayment>;
  continueThreeDSecure(paymentId: string, body: ThreeDSecureResultBody): Promise<GatewayPayment>;
  /**
   * A call only one method makes (a SEPA mandate, a PayPal execution, a checkout session):
   * each method's folder types its own calls over this one (methods/<method>/…Gateway.ts).
   */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
}

/** The provider could not be reached or failed: nobody knows yet whether money moved. */
export class GatewayUnavailable extends Error {}

/** The provider refused the request itself (bad token, expired session …). */
export class GatewayRejected extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
