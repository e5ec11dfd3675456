import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startSweep } from './sweep';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeLog() {
  const errors: string[] = [];
  const log = { error: (_context: unknown, message: string) => errors.push(message) };
  return { log: log as unknown as FastifyBaseLogger, errors };
}

describe('a sweep (expiry, payment slips)', () => {
  it('never starts a round while one is under way, however slow the store', async () => {
    let running = 0;
    let overlapped = false;
    let rounds = 0;
    const { log } = fakeLog();
    const sweep = startSweep(
      async () => {
        running += 1;
        overlapped ||= running > 1;
        await pause(30);
        running -= 1;
        rounds += 1;
      },
      { intervalMs: 1, log, what: 'test sweep' },
    );
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    await sweep.stop();
    expect(overlapped).toBe(false);
  });

  it('logs a failing round and runs the next one anyway', async () => {
    let rounds = 0;
    const { log, errors } = fakeLog();
    const sweep = startSweep(
      async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('store unavailable');
      },
      { intervalMs: 1, log, what: 'test sweep' },
    );
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
    await sweep.stop();
    expect(errors[0]).toBe('test sweep failed');
  });

  it('stops after the round under way, and starts no other', async () => {
    let rounds = 0;
    let finished = 0;
    const { log } = fakeLog();
    const sweep = startSweep(
      async () => {
        rounds += 1;
        await pause(20);
        finished += 1;
      },
      { intervalMs: 1, log, what: 'test sweep' },
    );
    await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(1), { timeout: 5_000 });
    await sweep.stop();
    // The round under way has finished, and none starts after.
    const started = rounds;
    expect(finished).toBe(started);
    await pause(30);
    expect(rounds).toBe(started);
  });
});
