import type { FastifyBaseLogger } from 'fastify';

export interface Sweep {
  /** Ends the sweep once its round under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `round` over and over, `intervalMs` after the previous round ended, until stopped: rounds
 * never overlap nor pile up behind a slow store. A failing round is logged (as `what` failed)
 * and the next one runs anyway. The timer alone never keeps the process alive.
 */
export function startSweep(
  round: () => Promise<unknown>,
  { intervalMs, log, what }: { intervalMs: number; log: FastifyBaseLogger; what: string },
): Sweep {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  const tick = (): void => {
    current = round()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed`),
      )
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
