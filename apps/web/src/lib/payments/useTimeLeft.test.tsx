import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOf, useTimeLeft } from './useTimeLeft';

afterEach(() => vi.useRealTimers());

describe('useTimeLeft', () => {
  it('counts down to the moment every second (SPEC §9) and stops at 0', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const { result } = renderHook(() => useTimeLeft('2026-11-23T10:00:03Z'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current).toBe(0);
  });

  it('has nothing to count without a moment', () => {
    expect(renderHook(() => useTimeLeft(undefined)).result.current).toBeUndefined();
  });

  it('writes minutes and seconds', () => {
    expect([clockOf(0), clockOf(9), clockOf(60), clockOf(605)]).toEqual([
      '0:00',
      '0:09',
      '1:00',
      '10:05',
    ]);
  });
});
