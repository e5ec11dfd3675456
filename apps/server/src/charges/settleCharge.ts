import type { GatewayPayment, GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { Charge, ChargeStatus, RefundStatus } from '@paypage/contract/merchantCharges';
import { type ChargeEvent, notifyCharge } from '../merchantWebhooks/notifyMerchant';
import { chargeDifferences, type OnMismatch, raiseMismatch } from '../security/paymentMismatch';
import { buildServices, type Services } from '../services';
import type { StoredCharge } from './chargesRepository';

const CHARGE_STATUS: Record<GatewayPaymentStatus, ChargeStatus> = {
  RECEIVED: 'PENDING',
  PENDING: 'PENDING',
  AUTHORISED: 'AUTHORIZED',
  SUCCESS: 'COMPLETED',
  REFUSED: 'REFUSED',
  CANCELLED: 'VOIDED',
};

/** The moves a charge can make, each with the event the merchant hears; nothing goes back. */
const MOVES: Partial<Record<ChargeStatus, Partial<Record<ChargeStatus, ChargeEvent>>>> = {
  PENDING: {
    AUTHORIZED: 'charge.succeeded',
    COMPLETED: 'charge.succeeded',
    REFUSED: 'charge.refused',
  },
  AUTHORIZED: { COMPLETED: 'charge.captured', VOIDED: 'charge.voided' },
};

const REFUND_STATUS: Record<
  NonNullable<GatewayPayment['refunds']>[number]['status'],
  RefundStatus
> = { PENDING: 'PENDING', SUCCESS: 'SUCCEEDED' };

/** The merchant's view of a charge: what is stored plus the total of its refunds. */
export async function presentCharge(services: Services, stored: StoredCharge): Promise<Charge> {
  const { merchantId: _m, idempotencyKey: _k, changeAskedAt: _c, ...charge } = stored;
  const refunds = await services.charges.listRefunds(stored.id);
  return { ...charge, refundedAmount: refunds.reduce((sum, refund) => sum + refund.amount, 0) };
}

const capturedOf = (charge: StoredCharge, payment: GatewayPayment, status: ChargeStatus) =>
  status === 'COMPLETED' ? (payment.capturedAmount ?? charge.amount) : 0;

/**
 * Applies the provider's word on a charge's payment, whichever comes first (its answer or its
 * webhook): a conditional move of the charge, its refunds' news, and one merchant webhook per
 * change, in one database transaction so a change is never left unannounced. A word whose
 * amounts are not the charge's (its amount, currency, capture or a refund's) is applied never:
 * the operator is alerted and `onMismatch` told.
 */
export async function settleCharge(
  services: Services,
  charge: StoredCharge,
  payment: GatewayPayment,
  options: { announcePending?: boolean; onMismatch?: OnMismatch } = {},
): Promise<void> {
  if (!services.db.isTransaction) {
    await services.db
      .transaction()
      .execute((trx) => settleCharge(buildServices(trx), charge, payment, options));
    return;
  }
  const current = (await services.charges.findById(charge.id)) ?? charge;
  const differences = chargeDifferences(
    current,
    await services.charges.listRefunds(current.id),
    payment,
  );
  if (differences.length > 0) {
    const detail = { target: payment.id, settles: 'charge' as const, reference: current.id };
    const source = 'gateway-read' as const;
    await raiseMismatch(services.db, { ...detail, source, differences }, options.onMismatch);
    return;
  }
  const next = CHARGE_STATUS[payment.status];
  const event = MOVES[current.status]?.[next];
  if (event) {
    const moved = await services.charges.moveIf(current.id, current.status, {
      status: next,
      capturedAmount: capturedOf(current, payment, next),
      details: payment.details,
      refusalReason: payment.refusalReason,
    });
    if (moved) await announce(services, current.id, event);
  } else if (current.status === 'PENDING' && next === 'PENDING') {
    // Still open, with the provider's news (a SEPA debit's mandate reference and due date).
    if (payment.details && JSON.stringify(payment.details) !== JSON.stringify(current.details)) {
      await services.charges.moveIf(current.id, 'PENDING', {
        status: 'PENDING',
        capturedAmount: 0,
        details: payment.details,
      });
    }
    if (options.announcePending) await announce(services, current.id, 'charge.pending');
  }
  for (const gatewayRefund of payment.refunds ?? []) {
    const refunds = await services.charges.listRefunds(current.id);
    const refund = refunds.find((known) => known.id === gatewayRefund.reference);
    const status = REFUND_STATUS[gatewayRefund.status];
    if (refund && (await services.charges.updateRefund(refund.id, gatewayRefund.id, status))) {
      const changed = (await services.charges.listRefunds(current.id)).find(
        (known) => known.id === refund.id,
      );
      const { gatewayRefundId: _g, ...announced } = changed ?? { ...refund, status };
      await announce(services, current.id, 'charge.refunded', announced);
    }
  }
}

async function announce(
  services: Services,
  chargeId: string,
  event: ChargeEvent,
  refund?: Parameters<typeof notifyCharge>[4],
): Promise<void> {
  const stored = await services.charges.findById(chargeId);
  if (!stored) return;
  await notifyCharge(
    services,
    stored.merchantId,
    event,
    await presentCharge(services, stored),
    refund,
  );
}
