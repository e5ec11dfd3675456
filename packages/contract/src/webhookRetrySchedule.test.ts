import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAfterFailure } from './webhookRetrySchedule';

describe('the webhook retry schedule of the gateway and the service', () => {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const delayS = (failures: number) => {
    const next = nextAttemptAfterFailure(failures, now);
    return next && (next.getTime() - now.getTime()) / 1000;
  };

  it('doubles from one second and caps at five minutes', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 11].map(delayS)).toEqual([1, 2, 4, 8, 16, 256, 300, 300]);
  });

  it('gives up after the last attempt', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(12);
    expect(delayS(MAX_DELIVERY_ATTEMPTS)).toBeNull();
  });
});
