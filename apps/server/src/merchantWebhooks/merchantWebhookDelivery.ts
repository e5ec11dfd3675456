import { nextAttemptAfterFailure } from '@paypage/contract/webhookRetrySchedule';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import type { Services } from '../services';

const DELIVERY_TIMEOUT_MS = 5_000;
/** Webhooks claimed at once; their lease outlasts their deliveries even if each one times out. */
const CLAIM_BATCH = 10;
const CLAIM_LEASE_MS = 2 * 60_000;

/**
 * Sends the due webhooks this instance could claim to their merchants, signed with the merchant's secret (same scheme as the
 * gateway's: `t=…,v1=HMAC(t.body)`),
 * and retried on the gateway's schedule (1 s, 2 s, 4 s … at most 5 min apart, 12 attempts). Returns how many were delivered and how many failed.
 */
export async function deliverDueMerchantWebhooks(services: Services, now = new Date()) {
  let delivered = 0;
  let failed = 0;
  const stuckMerchants = new Set<string>();
  const claimed = await services.merchantWebhooks.claimDue(now, CLAIM_BATCH, CLAIM_LEASE_MS);
  for (const webhook of claimed) {
    // Keep one merchant's events in order: after a failure, its later events wait their turn.
    if (stuckMerchants.has(webhook.merchantId)) continue;
    const merchant = await services.merchants.findById(webhook.merchantId);
    const attempts = webhook.attempts + 1;
    let statusCode: number | null = null;
    try {
      if (!merchant?.webhookUrl || !merchant.webhookSecret)
        throw new Error('no webhook URL or secret');
      const response = await fetch(merchant.webhookUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signWebhook(
            merchant.webhookSecret,
            webhook.body,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: webhook.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (response.status < 200 || response.status >= 300)
        throw new Error(`answered ${response.status}`);
      await services.merchantWebhooks.markDelivered(webhook.id, attempts, response.status);
      delivered++;
    } catch (error) {
      stuckMerchants.add(webhook.merchantId);
      const reason = error instanceof Error ? error.message : 'delivery failed';
      await services.merchantWebhooks.markFailedAttempt(
        webhook.id,
        attempts,
        nextAttemptAfterFailure(attempts, now),
        reason,
        statusCode,
      );
      failed++;
    }
  }
  return { delivered, failed };
}

/** Runs deliveries every interval, one round at a time, until stopped (then awaits the round). */
export function startMerchantWebhookDelivery(services: Services, intervalMs = 1_000) {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = deliverDueMerchantWebhooks(services)
      .catch(() => undefined)
      .finally(() => {
        round = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
