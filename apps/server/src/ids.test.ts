import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids';

/** The 12 ordered characters after the prefix: the millisecond, then a counter within it. */
const ORDERED = 12;
const randomOf = (id: string) => id.slice(id.indexOf('_') + 1 + ORDERED);

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('is the prefix, 12 ordered characters and 16 base64url characters (12 random bytes)', () => {
    expect(newId('ev')).toMatch(/^ev_[0-9a-z]{12}[A-Za-z0-9_-]{16}$/);
    expect(newId('tx')).toMatch(/^tx_[0-9a-z]{12}[A-Za-z0-9_-]{16}$/);
  });

  it('sorts in the order it was handed out, within one millisecond and across them', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00.000Z'), toFake: ['Date'] });
    const ids: string[] = [];
    for (let index = 0; index < 3_000; index++) {
      ids.push(newId('ev'));
      if (index % 1_000 === 999) vi.advanceTimersByTime(1);
    }
    // Byte order, as SQLite compares text; digits and lowercase letters keep it under
    // PostgreSQL's linguistic collations too.
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps its order when the clock steps back, and past 46,656 ids in one millisecond', () => {
    vi.useFakeTimers({ now: new Date('2031-01-01T12:00:01.000Z'), toFake: ['Date'] });
    const ids = [newId('ev')];
    vi.setSystemTime(new Date('2030-06-01T11:59:00.000Z'));
    for (let index = 0; index < 50_000; index++) ids.push(newId('ev'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map((id) => id.slice(3, 3 + ORDERED))).size).toBe(ids.length);
  });

  it('never hands out the same id twice, across many blocks of random bytes', () => {
    const ids = new Set<string>();
    // Well over one block of the pool (256 ids), so refills are crossed many times.
    for (let index = 0; index < 20_000; index++) ids.add(randomOf(newId('ev')));
    expect(ids.size).toBe(20_000);
  });

  it('spreads its random characters over the whole alphabet, as random bytes do', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 4_000; index++) {
      for (const character of randomOf(newId('ev'))) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    // 64 symbols, 64,000 characters: about 1,000 each; a pool reused or left unfilled (zeros)
    // would pile up on a few.
    expect(counts.size).toBe(64);
    expect(Math.max(...counts.values())).toBeLessThan(1_300);
    expect(Math.min(...counts.values())).toBeGreaterThan(700);
  });
});
