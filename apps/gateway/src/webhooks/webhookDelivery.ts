import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import type { GatewayDb } from '../store/database';
import {
  findDueWebhooks,
  markWebhookDelivered,
  recordFailedDelivery,
} from './webhookOutboxRepository';
import type { OutboxWebhook } from './webhookOutboxRepository';
import { nextAttemptAfterFailure } from '@paypage/contract/webhookRetrySchedule';

const DELIVERY_TIMEOUT_MS = 5_000;
/** Heads of different payments are sent together; this bounds one round. */
const BATCH_SIZE = 20;
/** Rounds per call: each round can release the next event of a payment just delivered. */
const MAX_ROUNDS = 50;
const MAX_ERROR_LENGTH = 500;

export interface WebhookDeliveryOptions {
  db: GatewayDb;
  url: string;
  secret: string;
  log: FastifyBaseLogger;
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

export interface WebhookDelivery {
  /** Sends every webhook due at `now`; tests call it instead of waiting for timers. */
  deliverDueWebhooks(now?: Date): Promise<DeliveryReport>;
}

export function createWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const { db, log } = options;
  // Calls are chained so two runs never send the same row or overtake each other.
  let queue: Promise<unknown> = Promise.resolve();

  async function deliverOne(webhook: OutboxWebhook, now: Date): Promise<boolean> {
    const attempts = webhook.attempts + 1;
    const error = await post(options, webhook.body, now);
    if (error === null) {
      await markWebhookDelivered(db, webhook.id, attempts, new Date().toISOString());
      return true;
    }
    const next = nextAttemptAfterFailure(attempts, now);
    await recordFailedDelivery(db, webhook.id, {
      attempts,
      nextAttemptAt: next?.toISOString() ?? null,
      error,
    });
    const context = { eventId: webhook.id, paymentId: webhook.paymentId, attempts, error };
    if (next) log.warn(context, 'webhook delivery failed; will retry');
    else log.error(context, 'webhook delivery failed; giving up');
    return false;
  }

  async function run(now: Date): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, failed: 0 };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = await findDueWebhooks(db, now.toISOString(), BATCH_SIZE);
      if (due.length === 0) break;
      // Each row is the oldest pending event of its own payment, so sending them together
      // keeps every payment's order.
      const results = await Promise.all(due.map((webhook) => deliverOne(webhook, now)));
      for (const ok of results) report[ok ? 'delivered' : 'failed'] += 1;
    }
    return report;
  }

  return {
    deliverDueWebhooks(now = new Date()) {
      const result = queue.then(() => run(now));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** Answers null on a 2xx, otherwise what went wrong (kept as the row's last_error). */
async function post(
  options: WebhookDeliveryOptions,
  body: string,
  now: Date,
): Promise<string | null> {
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'paypage-sandbox-gateway',
        // Signed at send time, so a retry hours later still passes the receiver's freshness check.
        [SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
      // A webhook receiver that redirects is misconfigured; following could leak events.
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return describeFailure(error).slice(0, MAX_ERROR_LENGTH);
  }
}

/** fetch hides the useful part ("ECONNREFUSED", "timeout") in the cause. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
