import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

const TX = 'tx_kcp00000001';
const STATUS_PATH = `/public/payment-link/${LINK_UUID}/transaction/${TX}`;
const LATEST_PATH = `/public/payment-link/${LINK_UUID}/latest-payment`;

const status = (overrides: Partial<PaymentStatusResponse> = {}): LinkAnswer => ({
  status: 200,
  body: {
    transactionId: TX,
    paymentMethod: 'KCP',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  },
});

/** The return from KCP's window; `answers` may be changed while the page waits. */
function returnFromKcp(
  answers: Record<string, LinkAnswer>,
  link: Partial<PaymentLinkInfo> = {},
  query = `?transactionId=${TX}`,
) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ paymentMethods: ['KCP'], status: 'PROCESSING_PAYMENT', ...link })),
    answers,
  );
  renderPage(`/uuid/${LINK_UUID}/kcp-transaction-created${query}`);
  return fetchMock;
}

const looks = (fetchMock: ReturnType<typeof fakeApi>) =>
  apiCalls(fetchMock).filter((call) => call.url.endsWith(STATUS_PATH)).length;

afterEach(() => vi.useRealTimers());

describe('/kcp-transaction-created', () => {
  it('waits for KCP’s outcome by itself, then shows the success page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = { [STATUS_PATH]: status() };
    const fetchMock = returnFromKcp(answers);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    expect(await screen.findByText(/Still waiting for confirmation/)).toBeVisible();
    answers[STATUS_PATH] = status({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const asked = looks(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(looks(fetchMock)).toBe(asked);
  });

  it.each([
    ['DECLINED', 'Your bank or card issuer declined the payment.'],
    ['EXPIRED', 'The payment was not completed in time, so it was stopped.'],
  ])(
    'shows the failure page with its reason and a retry after a payment refused with %s',
    async (refusalReason, reason) => {
      returnFromKcp({
        [STATUS_PATH]: status({ status: 'REFUSED', refusalReason, linkStatus: 'VALID' }),
      });
      expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
      expect(screen.getByText(reason, { exact: false })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
        'href',
        `/uuid/${LINK_UUID}/kcp`,
      );
    },
  );

  it('says the shopper cancelled in KCP’s window, without a failure', async () => {
    returnFromKcp({
      [STATUS_PATH]: status({ status: 'REFUSED', refusalReason: 'CANCELLED', linkStatus: 'VALID' }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(screen.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
  });

  it('believes the link when the address names no payment: its latest payment paid it', async () => {
    returnFromKcp(
      { [LATEST_PATH]: status({ status: 'COMPLETED', linkStatus: 'CONSUMED' }) },
      { status: 'CONSUMED' },
      '',
    );
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  it('says the payment is being processed for an unknown payment of a link in payment', async () => {
    returnFromKcp({}, { status: 'PROCESSING_PAYMENT' }, '?transactionId=tx_unknown0000');
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
  });

  it('shows the methods again for an address without a payment on a link open again', async () => {
    returnFromKcp({}, { status: 'VALID' }, '?transactionId=not-an-id');
    // No payment of the link failed: its landing page, not a failure.
    expect(await screen.findByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
  });

  it('stops asking when the link expires, and asks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Far enough ahead that the page is drawn before it (the clock also moves with real time).
    const expirationDate = new Date(Date.now() + 30_000).toISOString();
    const answers = { [STATUS_PATH]: status() };
    const fetchMock = returnFromKcp(answers, { expirationDate });
    await screen.findByRole('heading', { name: 'Confirming your payment' });
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(
      await screen.findByRole('heading', { name: 'Your payment has not been confirmed yet' }),
    ).toBeVisible();
    // A look already under way when the time ran out is the last one.
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    const asked = looks(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(looks(fetchMock)).toBe(asked);
    answers[STATUS_PATH] = status({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });
});
