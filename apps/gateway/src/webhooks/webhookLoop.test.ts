import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startWebhookLoop } from './webhookLoop';

const quietLog = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('startWebhookLoop', () => {
  it('keeps polling after a failing round and stops when asked', async () => {
    let calls = 0;
    const delivery = {
      deliverDueWebhooks: vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new Error('database is locked');
        return { delivered: 0, failed: 0 };
      }),
    };
    const loop = startWebhookLoop(delivery, quietLog, 5);
    await expect.poll(() => calls, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    await loop.stop();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(after);
    expect(quietLog.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'webhook delivery round failed',
    );
  });
});
