import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { Gateway } from '../gateway/gateway';
import type { StoredCharge } from '../charges/chargesRepository';
import type { PageAfter } from '../db/keysetPage';
import { settleCharge } from '../charges/settleCharge';
import type { OnMismatch } from '../security/paymentMismatch';
import type { Services } from '../services';

const BATCH = 200;

export interface ChargeReconcileOptions {
  /** Only what is untouched since then is asked about. */
  untouchedBefore: string;
  /** A capture or void asked before then that the provider never made is given up. */
  abandonBefore: string;
  onMismatch: OnMismatch;
}

/** Every row of a list read a page at a time, after the last one of the previous page. */
async function eachPage<T>(
  read: (after?: PageAfter) => Promise<T[]>,
  cursor: (row: T) => PageAfter,
  visit: (row: T) => Promise<void>,
): Promise<void> {
  let page: T[] = [];
  do {
    const last = page.at(-1);
    page = await read(last === undefined ? undefined : cursor(last));
    for (const row of page) await visit(row);
  } while (page.length === BATCH);
}

/** What a charge is now, with its refunds: to tell whether the provider's word changed it. */
async function standing(services: Services, chargeId: string): Promise<string> {
  const charge = await services.charges.findById(chargeId);
  const refunds = await services.charges.listRefunds(chargeId);
  return JSON.stringify([charge?.status, charge?.capturedAmount, refunds.map((r) => r.status)]);
}

/**
 * The merchant API's payments, as reconcilePayments does for links' (issue 25): a charge still
 * PENDING, a capture or void asked without an answer, and a refund on its way back each take the
 * provider's current word through settleCharge, the path webhooks take, so a webhook lost in an
 * outage leaves nothing open for ever. Each page is read in full, so charges that stay open do not
 * hide those behind them. A charge the provider never heard of stays PENDING: the merchant was
 * answered 502 "retry with the same Idempotency-Key", and giving it up here could race that retry
 * into money taken on a charge marked refused. Returns how many charges changed.
 */
export async function reconcileCharges(
  services: Services,
  gateway: Gateway,
  options: ChargeReconcileOptions,
): Promise<number> {
  const read = new Set<string>();
  let changed = 0;

  async function ask(charge: StoredCharge): Promise<GatewayPayment | undefined> {
    // One read of a charge a round, though it may be open in more than one way.
    if (read.has(charge.id)) return undefined;
    read.add(charge.id);
    const payment = charge.gatewayPaymentId
      ? await gateway.findPayment(charge.gatewayPaymentId)
      : await gateway.findPaymentByReference(charge.id);
    if (!payment) return undefined;
    if (!charge.gatewayPaymentId) await services.charges.setGatewayPaymentId(charge.id, payment.id);
    const before = await standing(services, charge.id);
    await settleCharge(services, charge, payment, { onMismatch: options.onMismatch });
    if ((await standing(services, charge.id)) !== before) changed++;
    return payment;
  }

  const { charges } = services;
  await eachPage(
    (after) => charges.listPendingSince(options.untouchedBefore, BATCH, after),
    (charge) => ({ at: charge.updatedAt, id: charge.id }),
    async (charge) => void (await ask(charge)),
  );
  await eachPage(
    (after) => charges.listChangesAskedBefore(options.untouchedBefore, BATCH, after),
    (charge) => ({ at: charge.changeAskedAt ?? '', id: charge.id }),
    async (charge) => {
      const payment = await ask(charge);
      const askedAt = charge.changeAskedAt;
      // The provider answers the charge as it was, long after we asked: our call never landed
      // (the merchant had a 502 and may ask again). Any move would have cleared the mark.
      const unchanged = payment?.status === 'AUTHORISED';
      if (unchanged && askedAt && askedAt <= options.abandonBefore) {
        await charges.clearChangeAsked(charge.id, askedAt);
      }
    },
  );
  await eachPage(
    (after) => charges.listPendingRefundsSince(options.untouchedBefore, BATCH, after),
    (refund) => ({ at: refund.updatedAt, id: refund.id }),
    async (refund) => {
      const charge = await charges.findById(refund.chargeId);
      if (charge) await ask(charge);
    },
  );
  return changed;
}
