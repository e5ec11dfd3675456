import type { rateLimitRepository } from './rateLimitRepository';

type HitStore = ReturnType<typeof rateLimitRepository>;

/**
 * Share of a bucket's limit an instance may count in memory before it asks the store. Far below
 * the limit (nearly every shopper, nearly always) a request costs no write; near it, every hit
 * is counted in the store, so the refusal is exact there. With k instances, at most
 * (k − 1) × LOCAL_SHARE × limit hits more than the limit can pass in a window, and only in the
 * first FLUSH_MS of a burst (decision 0025).
 */
export const LOCAL_SHARE = 0.25;
/** How often hits counted in memory are added to the store, where the other instances see them. */
export const FLUSH_MS = 250;

interface Count {
  bucket: string;
  windowStart: string;
  /** The store's count as this instance last read it (its own flushed hits included). */
  stored: number;
  /** Hits taken here and not yet added to the store. */
  unflushed: number;
}

/**
 * Fixed-window hit counts shared by every instance through the store, counted in memory while a
 * bucket is far below its limit and flushed in the background, so the shopper's request does not
 * wait on a write (issue 12).
 */
export function windowCounts(store: HitStore, onFlushError: (error: unknown) => void) {
  const counts = new Map<string, Count>();

  function countOf(bucket: string, windowStart: string): Count {
    const id = `${windowStart} ${bucket}`;
    let count = counts.get(id);
    if (!count) {
      count = { bucket, windowStart, stored: 0, unflushed: 0 };
      counts.set(id, count);
    }
    return count;
  }

  /** Adds a count's unflushed hits to the store and learns the shared total. */
  async function addToStore(count: Count, extra: number): Promise<number> {
    const delta = count.unflushed + extra;
    count.unflushed = 0;
    try {
      const total = await store.hit(count.bucket, count.windowStart, delta);
      count.stored = Math.max(count.stored, total);
      return total;
    } catch (error) {
      count.unflushed += delta - extra;
      throw error;
    }
  }

  return {
    /** Counts one hit and answers the bucket's total in this window, as far as it matters. */
    async hit(bucket: string, windowStart: string, limit: number): Promise<number> {
      const count = countOf(bucket, windowStart);
      const seen = count.stored + count.unflushed + 1;
      if (seen <= limit * LOCAL_SHARE) {
        count.unflushed += 1;
        return seen;
      }
      return addToStore(count, 1);
    },

    /** Adds every unflushed hit to the store and forgets the windows before `current`. */
    async flush(current: string): Promise<void> {
      const pending = [...counts.entries()];
      await Promise.all(
        pending.map(async ([id, count]) => {
          if (count.unflushed > 0) {
            try {
              await addToStore(count, 0);
            } catch (error) {
              onFlushError(error);
            }
          }
          if (count.windowStart < current && count.unflushed === 0) counts.delete(id);
        }),
      );
    },
  };
}
