import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import * as api from '../api/paymentStatusApi';
import { resultOfPayment } from './resultOfPayment';
import { FIRST_POLL_DELAY_MS, MAX_POLL_DELAY_MS, usePaymentOutcome } from './usePaymentOutcome';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function answer(overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse {
  return {
    transactionId: 'tx_0123456789',
    paymentMethod: 'UPI',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Lets the hook's pending promises settle under fake timers. */
const flush = () => act(async () => await Promise.resolve());

describe('usePaymentOutcome', () => {
  it('looks at once, then with back-off, and stops when the payment is decided', async () => {
    vi.useFakeTimers();
    const statuses = [answer(), answer({ details: { collectExpiresAt: 'x' } }), answer()];
    const get = vi
      .spyOn(api, 'getPaymentStatus')
      .mockImplementation(
        async () => statuses.shift() ?? answer({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
      );
    const { result } = renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ kind: 'waiting' });

    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(get).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({
      kind: 'waiting',
      status: { details: { collectExpiresAt: 'x' } },
    });
    // The next wait is longer: nothing after another first delay.
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(get).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(get).toHaveBeenCalledTimes(3);

    await act(() => vi.advanceTimersByTimeAsync(MAX_POLL_DELAY_MS));
    expect(result.current).toMatchObject({ kind: 'decided', status: { status: 'COMPLETED' } });
    const calls = get.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(MAX_POLL_DELAY_MS * 5));
    expect(get).toHaveBeenCalledTimes(calls);
  });

  it('never waits more than the longest delay, and keeps looking after a failed look', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = vi.spyOn(api, 'getPaymentStatus').mockRejectedValue(new Error('offline'));
    renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const inAMinute = get.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(MAX_POLL_DELAY_MS));
    expect(get.mock.calls.length).toBe(inAMinute + 1);
  });

  it('stops for a payment the service does not know, but not for a server error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = vi
      .spyOn(api, 'getPaymentStatus')
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL_ERROR'))
      .mockRejectedValue(new ApiError(404, 'TRANSACTION_NOT_FOUND'));
    const { result } = renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await flush();
    expect(result.current).toEqual({ kind: 'checking' });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(result.current).toEqual({ kind: 'unknown' });
    await act(() => vi.advanceTimersByTimeAsync(MAX_POLL_DELAY_MS * 5));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('stops at its deadline (the link’s or the method’s expiry)', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
    const get = vi.spyOn(api, 'getPaymentStatus').mockResolvedValue(answer());
    renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789', '2026-11-23T10:00:05Z'));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    const atDeadline = get.mock.calls.length;
    expect(atDeadline).toBeLessThanOrEqual(5);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(get).toHaveBeenCalledTimes(atDeadline);
  });

  it.each([404, 400])(
    'stops, saying the payment is unknown, when the service answers %i',
    async (statusCode) => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const get = vi
        .spyOn(api, 'getPaymentStatus')
        .mockRejectedValue(new ApiError(statusCode, 'TRANSACTION_NOT_FOUND'));
      const { result } = renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
      await flush();
      expect(result.current).toEqual({ kind: 'unknown' });
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(get).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps asking after a failure that may pass (a 5xx, no network)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = vi.spyOn(api, 'getPaymentStatus').mockRejectedValue(new ApiError(503));
    const { result } = renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current).toEqual({ kind: 'checking' });
    expect(get.mock.calls.length).toBeGreaterThan(1);
  });

  it('looks again at once when the tab comes back to the front', async () => {
    vi.useFakeTimers();
    const get = vi.spyOn(api, 'getPaymentStatus').mockResolvedValue(answer());
    renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const before = get.mock.calls.length;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    expect(get.mock.calls.length).toBe(before + 1);
  });
});

describe('usePaymentOutcome: a failure that may pass', () => {
  it.each([429, 500, 502])('keeps looking after a %i', async (code) => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = vi.spyOn(api, 'getPaymentStatus').mockRejectedValue(new ApiError(code));
    const { result } = renderHook(() => usePaymentOutcome(UUID, 'tx_0123456789'));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS * 3));
    expect(result.current).toEqual({ kind: 'checking' });
    expect(get.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('resultOfPayment', () => {
  // The result page names the payment, and reads it before it says anything.
  const TX = 'transaction=tx_0123456789';

  it.each<[Partial<PaymentStatusResponse>, string]>([
    [{ status: 'COMPLETED', linkStatus: 'CONSUMED' }, `/uuid/${UUID}/success?${TX}`],
    [{ status: 'SETTLED', linkStatus: 'CONSUMED' }, `/uuid/${UUID}/success?${TX}`],
    [
      { status: 'AUTHORIZED', linkStatus: 'CONSUMED' },
      `/uuid/${UUID}/success?variant=authorisation&${TX}`,
    ],
    [{ status: 'REFUSED', linkStatus: 'VALID' }, `/uuid/${UUID}/failure?variant=retry&${TX}`],
    [{ status: 'PENDING', linkStatus: 'EXPIRED' }, `/uuid/${UUID}/failure?${TX}`],
    // Paid is what the payment says, not the link: another payment may have paid it.
    [{ status: 'REFUSED', linkStatus: 'CONSUMED' }, `/uuid/${UUID}/failure?${TX}`],
  ])('%j → %s', (status, path) => {
    expect(resultOfPayment(UUID, answer(status))).toBe(path);
  });

  it('takes the method’s own failure variant', () => {
    expect(
      resultOfPayment(UUID, answer({ status: 'REFUSED', linkStatus: 'VALID' }), 'payto-agreement'),
    ).toBe(`/uuid/${UUID}/failure?variant=payto-agreement&${TX}`);
  });
});
