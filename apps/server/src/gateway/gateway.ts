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
  continueThreeDSecure(paymentId: string, body: ThreeDSecureResultBody): Promise<GatewayPayment>;
  /**
   * A call only one method makes (a SEPA mandate, a PayPal execution, a checkout session):
   * each method's folder types its own calls over this one (methods/<method>/…Gateway.ts).
   */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /**
   * The provider's word on a payment now (reconciliation, a page that waits while a webhook is
   * late); undefined when it has none.
   */
  findPayment(paymentId: string): Promise<GatewayPayment | undefined>;
  /**
   * Ends a payment still open that waits on the shopper (they chose another way to pay). The
   * provider answers the payment as it then stands: REFUSED with reason CANCELLED, already final
   * (it was decided first: a cancel and an approval never both win), or still open when it can no
   * longer be stopped but is not decided (a bank confirming a transfer).
   */
  cancelPayment(paymentId: string): Promise<GatewayPayment>;
  /** The payment made for one of our transactions, if our call ever reached the provider. */
  findPaymentByReference(reference: string): Promise<GatewayPayment | undefined>;
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
