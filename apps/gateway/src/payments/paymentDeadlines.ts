import type { FastifyBaseLogger } from 'fastify';
import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import type { GatewayDb } from '../store/database';
import {
  findPaymentDeadline,
  listOverduePayments,
  moveDeadline,
} from '../store/paymentDeadlinesRepository';
import { settlePayment } from './settlePayment';

/** How often the sweep looks for payments past their deadline. */
export const DEADLINE_SWEEP_INTERVAL_MS = 1000;
const SWEEP_BATCH = 100;

/** A deadline is past from its very instant on: a transfer at 23:59:59.999 still counts. */
const isPast = (expiresAt: string, now: Date) => Date.parse(expiresAt) <= now.getTime();

/**
 * Refuses the payment as EXPIRED (with its webhook) if it is still open past its deadline, so
 * whoever looks at it after the deadline sees it expired even before the sweep has run: the
 * service asking about it, the shopper opening its page, a late deposit. `db` must not be a
 * transaction already (settlePayment opens its own).
 */
export async function expireIfOverdue(db: GatewayDb, paymentId: string, now: Date): Promise<void> {
  const expiresAt = await findPaymentDeadline(db, paymentId);
  if (!expiresAt || !isPast(expiresAt, now)) return;
  await settlePayment(db, paymentId, 'REFUSED', now, { refusalReason: EXPIRED_REFUSAL_REASON });
}

/**
 * Sandbox only: the payment's deadline comes now (a window left open, an account never paid),
 * without waiting for it. Answers false for a payment without a deadline.
 */
export async function expirePaymentNow(
  db: GatewayDb,
  paymentId: string,
  now: Date,
): Promise<boolean> {
  if (!(await moveDeadline(db, paymentId, now.toISOString()))) return false;
  await expireIfOverdue(db, paymentId, now);
  return true;
}

/** Refuses every open payment past its deadline; answers how many it looked at. */
export async function expireOverduePayments(db: GatewayDb, now: Date): Promise<number> {
  const overdue = await listOverduePayments(db, now.toISOString(), SWEEP_BATCH);
  for (const id of overdue) {
    await settlePayment(db, id, 'REFUSED', now, { refusalReason: EXPIRED_REFUSAL_REASON });
  }
  return overdue.length;
}

export interface DeadlineSweep {
  stop(): Promise<void>;
}

/**
 * Expires payments at their deadline, as a provider closes a payment window or a virtual
 * account on time and tells the merchant, whether or not anyone looks. A failing round is
 * logged and the next one runs anyway.
 */
export function startDeadlineSweep(
  db: GatewayDb,
  log: FastifyBaseLogger,
  intervalMs = DEADLINE_SWEEP_INTERVAL_MS,
): DeadlineSweep {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const tick = (): void => {
    inFlight = expireOverduePayments(db, new Date())
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'deadline sweep failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
