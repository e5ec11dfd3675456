import type { FastifyBaseLogger } from 'fastify';
import { type Gateway, GatewayUnavailable } from '../gateway/gateway';
import { notifyTransaction } from '../merchantWebhooks/notifyMerchant';
import type { MismatchDetail } from '../security/paymentMismatch';
import { buildServices, type Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Transaction } from '../transactions/transactionsRepository';
import { reconcileCharges } from './reconcileCharges';
import { reconcileLinkRefunds } from './reconcileLinkRefunds';

const BATCH = 200;
const PAID = new Set(['AUTHORIZED', 'COMPLETED', 'SETTLED']);

export interface ReconcileReport {
  /** Open payments whose final outcome the gateway gave and we applied. */
  settled: number;
  /** Open payments the gateway never received, given up so their link can be paid again. */
  abandoned: number;
  /** Links in payment without an open payment, moved to where their payments say. */
  released: number;
  /** Merchant charges, captures and refunds the gateway's word moved (reconcileCharges). */
  chargesSettled: number;
  /** Refunds of links' payments whose money arrived, their webhook lost (decision 0039). */
  linkRefundsSettled: number;
  /** Gateway words not applied: their amount or currency is not the payment's (alerted). */
  mismatched: number;
  /** What each mismatch was, for the log line. */
  mismatches: MismatchDetail[];
}

export interface ReconcileOptions {
  now: Date;
  /** Only payments untouched this long are asked about (0 at start: every open one). */
  minAgeS: number;
  /** A payment the gateway never heard of, or a link in payment without one, is older than this. */
  abandonedAfterS: number;
}

const before = (now: Date, seconds: number) =>
  new Date(now.getTime() - seconds * 1000).toISOString();

/** The gateway never got our call (we crashed first): nothing was charged, so nothing is owed. */
async function abandon(services: Services, tx: Transaction): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const inTrx = buildServices(trx);
    if (!(await inTrx.transactions.updateStatusIf(tx.id, 'PENDING', 'REFUSED'))) return false;
    await inTrx.linkStates.move(tx.linkUuid, 'PROCESSING_PAYMENT', 'VALID');
    await notifyTransaction(
      inTrx,
      { ...tx, status: 'REFUSED', updatedAt: new Date().toISOString() },
      'VALID',
    );
    return true;
  });
}

/**
 * Puts our books in line with the gateway's for any payment method, so that no link stays in
 * PROCESSING_PAYMENT without a payment that can still finish: every open transaction with a
 * gateway payment id takes the gateway's current answer through the one settle path (a payment
 * the gateway refused, expired or cancelled, whose webhook was lost, gives its link back); one
 * without an id is looked up by its reference (our call may have reached the gateway before we
 * crashed) and given up only when the gateway has none after `abandonedAfterS`; a link left in
 * payment with no open transaction follows its transactions (paid → CONSUMED, else VALID); the
 * merchant API's charges, captures and refunds follow the same way (reconcileCharges), and so do
 * the refunds of links' payments (reconcileLinkRefunds). Safe to run from every instance at once: each step is a conditional update.
 */
export async function reconcilePayments(
  services: Services,
  gateway: Gateway,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    settled: 0,
    abandoned: 0,
    released: 0,
    chargesSettled: 0,
    linkRefundsSettled: 0,
    mismatched: 0,
    mismatches: [],
  };
  const onMismatch = (detail: MismatchDetail) => {
    report.mismatched++;
    report.mismatches.push(detail);
  };
  const abandonBefore = before(options.now, options.abandonedAfterS);
  const untouchedBefore = before(options.now, options.minAgeS);
  // Every open payment, a page at a time: those still open at the gateway stay in the list, and
  // must not hide the ones behind them that the gateway has ended (refused, expired, paid).
  let page: Transaction[] = [];
  do {
    page = await services.transactions.listPendingSince(untouchedBefore, BATCH, page.at(-1));
    for (const tx of page) {
      const payment = tx.gatewayPaymentId
        ? await gateway.findPayment(tx.gatewayPaymentId)
        : await gateway.findPaymentByReference(tx.id);
      if (payment) {
        if (!tx.gatewayPaymentId) {
          await services.transactions.setGatewayPaymentId(tx.id, payment.id);
        }
        const status = await settleTransaction(services, tx, payment, { onMismatch });
        if (status !== 'PENDING') report.settled++;
      } else if (!tx.gatewayPaymentId && tx.createdAt <= abandonBefore) {
        if (await abandon(services, tx)) report.abandoned++;
      }
    }
  } while (page.length === BATCH);
  for (const uuid of await services.links.listInPaymentWithoutOpenPayment(abandonBefore, BATCH)) {
    const transactions = await services.transactions.listByLink(uuid);
    // An open payment may have started since the list was read: the link is then in use.
    if (transactions.some((tx) => tx.status === 'PENDING')) continue;
    const paid = transactions.some((tx) => PAID.has(tx.status));
    if (await services.linkStates.move(uuid, 'PROCESSING_PAYMENT', paid ? 'CONSUMED' : 'VALID')) {
      report.released++;
    }
  }
  report.chargesSettled = await reconcileCharges(services, gateway, {
    untouchedBefore,
    abandonBefore,
    onMismatch,
  });
  report.linkRefundsSettled = await reconcileLinkRefunds(services, gateway, {
    untouchedBefore,
    onMismatch,
  });
  return report;
}

/** Reconciles once at start (every open payment), then every interval (stale ones only). */
export function startReconciliation(
  services: Services,
  gateway: Gateway,
  options: { intervalS: number; abandonedAfterS: number; log: FastifyBaseLogger },
) {
  const STALE_AFTER_S = 30;
  let round: Promise<unknown> | null = null;
  const run = (minAgeS: number) => {
    if (round) return round;
    round = reconcilePayments(services, gateway, {
      now: new Date(),
      minAgeS,
      abandonedAfterS: options.abandonedAfterS,
    })
      .then(({ mismatches, ...report }) => {
        const { settled, abandoned, released, chargesSettled, linkRefundsSettled } = report;
        if (settled + abandoned + released + chargesSettled + linkRefundsSettled > 0)
          options.log.warn({ ...report }, 'reconciled payments with the gateway');
        // Alerted to the operator as well (security alerts); never applied.
        for (const mismatch of mismatches) {
          options.log.error({ mismatch }, 'gateway read refused: its amount is not the payment’s');
        }
      })
      .catch((error: unknown) => {
        const level = error instanceof GatewayUnavailable ? 'warn' : 'error';
        options.log[level]({ err: error }, 'reconciliation round failed; the next one retries');
      })
      .finally(() => {
        round = null;
      });
    return round;
  };
  const first = run(0);
  const timer =
    options.intervalS > 0
      ? setInterval(() => void run(STALE_AFTER_S), options.intervalS * 1000)
      : undefined;
  timer?.unref();
  return {
    first,
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
