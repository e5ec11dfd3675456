import { describe, expect, it } from 'vitest';
import type { rateLimitRepository } from './rateLimitRepository';
import { LOCAL_SHARE, windowCounts } from './windowCounts';
import { startTestApp } from '../testing/testApp';

type HitStore = ReturnType<typeof rateLimitRepository>;

/** The store's table as a map, with every write it was asked for. */
function memoryStore() {
  const totals = new Map<string, number>();
  const writes: number[] = [];
  let failing = false;
  const store = {
    async hit(bucket: string, windowStart: string, count: number) {
      if (failing) throw new Error('store unavailable');
      writes.push(count);
      const id = `${windowStart} ${bucket}`;
      totals.set(id, (totals.get(id) ?? 0) + count);
      return totals.get(id) ?? 0;
    },
    async forgetBefore() {},
  } satisfies HitStore;
  return { store, totals, writes, fail: (value: boolean) => (failing = value) };
}

const WINDOW = '2026-11-23T10:00:00.000Z';
const noError = () => undefined;

describe('rate-limit counts shared through the store', () => {
  it('counts in memory far below the limit, and adds the hits to the store when flushed', async () => {
    const { store, totals, writes } = memoryStore();
    const counts = windowCounts(store, noError);
    const limit = 1000;
    const answers = [];
    for (let i = 0; i < limit * LOCAL_SHARE; i++)
      answers.push(await counts.hit('link:a', WINDOW, limit));
    expect(writes).toEqual([]);
    expect(answers.at(-1)).toBe(limit * LOCAL_SHARE);
    await counts.flush(WINDOW);
    expect(writes).toEqual([limit * LOCAL_SHARE]);
    expect(totals.get(`${WINDOW} link:a`)).toBe(limit * LOCAL_SHARE);
  });

  it('asks the store for every hit near the limit, so two instances refuse exactly at it', async () => {
    const { store } = memoryStore();
    const first = windowCounts(store, noError);
    const second = windowCounts(store, noError);
    const limit = 8;
    const totals = [];
    for (let i = 0; i < 5; i++) {
      totals.push(await first.hit('addr:1', WINDOW, limit));
      totals.push(await second.hit('addr:1', WINDOW, limit));
    }
    // The first hits of each were counted in memory; from the third on, each one went to the
    // store with those, so the ninth hit of the window is the first seen above the limit.
    expect(totals.filter((total) => total > limit)).toHaveLength(2);
    expect(totals.slice(-2).every((total) => total > limit)).toBe(true);
  });

  it('keeps the hits it could not write and adds them at the next flush', async () => {
    const { store, totals, fail } = memoryStore();
    const errors: unknown[] = [];
    const counts = windowCounts(store, (error) => errors.push(error));
    await counts.hit('key:k', WINDOW, 100);
    await counts.hit('key:k', WINDOW, 100);
    fail(true);
    await counts.flush(WINDOW);
    expect(errors).toHaveLength(1);
    fail(false);
    await counts.flush(WINDOW);
    expect(totals.get(`${WINDOW} key:k`)).toBe(2);
  });

  it('forgets a past window once its hits are in the store', async () => {
    const { store, writes } = memoryStore();
    const counts = windowCounts(store, noError);
    await counts.hit('link:a', WINDOW, 100);
    await counts.flush('2026-11-23T10:01:00.000Z');
    await counts.flush('2026-11-23T10:01:00.000Z');
    expect(writes).toEqual([1]);
  });
});

describe('the service’s rate limits', () => {
  it('do not write on a shopper’s read far below the limit, and keep its hits when the app closes', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 600, rateLimitPerLinkPerMinute: 120 });
    const { uuid } = await t.createLink();
    const stored = () =>
      t.db.selectFrom('rate_limit_hits').select(['bucket', 'hits']).orderBy('bucket').execute();
    const before = await stored();
    const read = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(read.statusCode).toBe(200);
    expect(await stored()).toEqual(before);
    await t.app.close();
    const after = await stored();
    expect(after.find((row) => row.bucket === `link:${uuid}`)?.hits).toBe(1);
  });
});
