import { EXPIRED_REFUSAL } from '@paypage/contract/methods/waitingPayments';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayDb } from '../store/database';
import { findOverduePaymentIds } from '../store/paymentsRepository';
import { settlePayment } from './settlePayment';
import type { SandboxPayment } from './sandboxPayment';

/** How often the sweep looks for payments that ran out. */
export const EXPIRY_SWEEP_INTERVAL_MS = 5_000;

const isOverdue = (payment: SandboxPayment, now: Date) =>
  (payment.status === 'RECEIVED' || payment.status === 'PENDING') &&
  !!payment.expiresAt &&
  Date.parse(payment.expiresAt) <= now.getTime();

/**
 * A payment still open after its expiry (a UPI collect request nobody approved, a QR code
 * nobody scanned) is refused as EXPIRED, with its webhook, before anyone reads or decides it:
 * an approval that comes too late must not pay. Answers the payment as it now is.
 */
export async function expiredIfOverdue(
  db: GatewayDb,
  payment: SandboxPayment,
  now = new Date(),
): Promise<SandboxPayment> {
  if (!isOverdue(payment, now)) return payment;
  const result = await settlePayment(db, payment.id, 'REFUSED', now, {
    refusalReason: EXPIRED_REFUSAL,
  });
  return result.outcome === 'not_found' ? payment : result.payment;
}

/** Refuses every payment that ran out by `now`: their webhooks go out even if nobody asks. */
export async function expireOverduePayments(db: GatewayDb, now = new Date()): Promise<number> {
  const ids = await findOverduePaymentIds(db, now.toISOString());
  for (const id of ids) {
    await settlePayment(db, id, 'REFUSED', now, { refusalReason: EXPIRED_REFUSAL });
  }
  return ids.length;
}

export interface ExpirySweep {
  stop(): Promise<void>;
}

/** Runs expireOverduePayments every interval until stopped; a failing round is only logged. */
export function startExpirySweep(
  db: GatewayDb,
  log: FastifyBaseLogger,
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): ExpirySweep {
  let stopped = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = inFlight
      .then(() => expireOverduePayments(db))
      .catch((error: unknown) => log.error({ err: error }, 'expiry sweep failed'));
  }, intervalMs);
  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
