import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePastDeadline } from './usePastDeadline';

const NOW = Date.parse('2026-11-23T10:00:00Z');

afterEach(() => vi.useRealTimers());

describe('usePastDeadline', () => {
  it('turns true at the deadline by itself', async () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => usePastDeadline('2026-11-23T10:00:05Z'));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('is true at once for a deadline already past, and never for none', () => {
    vi.useFakeTimers({ now: NOW });
    expect(renderHook(() => usePastDeadline('2026-11-23T09:00:00Z')).result.current).toBe(true);
    expect(renderHook(() => usePastDeadline(undefined)).result.current).toBe(false);
    expect(renderHook(() => usePastDeadline(null)).result.current).toBe(false);
    expect(renderHook(() => usePastDeadline('not a date')).result.current).toBe(false);
  });

  it('starts again for a new deadline, and waits out deadlines beyond a timer’s reach', async () => {
    vi.useFakeTimers({ now: NOW });
    const { result, rerender } = renderHook(({ at }) => usePastDeadline(at), {
      initialProps: { at: '2026-11-23T09:00:00Z' },
    });
    expect(result.current).toBe(true);
    // 30 days on: more than setTimeout's 24.8 days at once.
    rerender({ at: '2026-12-23T10:00:00Z' });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(29 * 86_400_000));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(86_400_000));
    expect(result.current).toBe(true);
  });
});
