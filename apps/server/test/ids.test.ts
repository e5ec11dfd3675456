import { describe, expect, it } from 'vitest';
import { newId } from '../src/ids';

describe('newId', () => {
  it('is the prefix and 16 base64url characters (12 random bytes)', () => {
    expect(newId('ev')).toMatch(/^ev_[A-Za-z0-9_-]{16}$/);
    expect(newId('tx')).toMatch(/^tx_[A-Za-z0-9_-]{16}$/);
  });

  it('never hands out the same id twice, across many blocks of random bytes', () => {
    const ids = new Set<string>();
    // Well over one block of the pool (256 ids), so refills are crossed many times.
    for (let index = 0; index < 20_000; index++) ids.add(newId('ev'));
    expect(ids.size).toBe(20_000);
  });

  it('spreads its characters over the whole alphabet, as random bytes do', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 4_000; index++) {
      for (const character of newId('ev').slice(3)) {
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
