import { createHash } from 'node:crypto';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { Problem } from '../http/problem';
import { type Gateway, GatewayRejected, GatewayUnavailable } from './gateway';

/**
 * The provider's capture, void and refunds of a payment (gateway decision 0024), as both a
 * merchant's charge and a link's payment ask for them, and what its refusals become for the
 * merchant: one set of answers for the same act, whatever it acts on.
 */
export type PaymentChange = 'capture' | 'void' | 'refunds';

export const overAmount = (left: number, what: string) =>
  new Problem(422, 'AMOUNT_EXCEEDS_REMAINING', `The amount is more than ${left} left to ${what}`, [
    { field: 'body.amount', message: `must be at most ${left}, what is left to ${what}` },
  ]);

/** The provider has the last word on what a payment allows; its refusals become our answers. */
export function providerRefusal(what: string, conflict: (message: string) => Problem) {
  return (error: unknown): never => {
    if (error instanceof GatewayRejected && error.statusCode === 422) {
      throw new Problem(422, 'AMOUNT_EXCEEDS_REMAINING', error.message, [
        { field: 'body.amount', message: `is more than the payment provider allows to ${what}` },
      ]);
    }
    if (error instanceof GatewayRejected) throw conflict(error.message);
    if (error instanceof GatewayUnavailable) {
      throw new Problem(
        502,
        'GATEWAY_UNAVAILABLE',
        'The payment provider did not answer; retry with the same Idempotency-Key',
      );
    }
    throw error;
  };
}

/** Asks the provider for a change of a payment; a refusal is thrown as the caller's own problem. */
export function askPaymentChange(
  gateway: Gateway,
  gatewayPaymentId: string | null,
  change: PaymentChange,
  body: object,
): Promise<GatewayPayment> {
  const path = `/v1/payments/${encodeURIComponent(gatewayPaymentId ?? '')}/${change}`;
  return gateway.call<GatewayPayment>('POST', path, body);
}

/**
 * A refund's id comes from what it refunds and the Idempotency-Key, so a retry after a lost
 * answer asks the provider for the same refund (the provider is idempotent by this reference).
 */
export const refundIdFor = (paymentId: string, idempotencyKey: string) =>
  `rf_${createHash('sha256').update(`${paymentId} ${idempotencyKey}`).digest('base64url').slice(0, 22)}`;
