import type { FastifyBaseLogger } from 'fastify';
import type { WebhookDelivery } from './webhookDelivery';

/** How often the outbox is polled; the first retry is due 1 s after a failure. */
const WEBHOOK_POLL_INTERVAL_MS = 500;

export interface WebhookLoop {
  /** Stops polling and waits for the round in flight, so shutdown does not cut a send. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox until stopped. A failing round is logged and the next one runs anyway: a
 * broken receiver or a busy database must never take the gateway down.
 */
export function startWebhookLoop(
  delivery: WebhookDelivery,
  log: FastifyBaseLogger,
  intervalMs = WEBHOOK_POLL_INTERVAL_MS,
): WebhookLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();

  const tick = (): void => {
    inFlight = delivery
      .deliverDueWebhooks(new Date())
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'webhook delivery round failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
