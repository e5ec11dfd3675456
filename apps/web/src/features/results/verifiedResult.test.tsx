import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_POLL_DELAY_MS } from '../../lib/payments/usePaymentOutcome';
import { aPaymentLink, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderUnderLink } from './resultPageTestKit';
import { resultRoutes } from './resultRoutes';

const MID = 'tx_0123456789abcdef';
const STATUS_URL = `${TEST_BASE_URL}/public/payment-link/${LINK_UUID}/transaction/${MID}`;
const CONFIG = {
  baseUrl: TEST_BASE_URL,
  appOrigin: 'http://localhost:3000',
  gppBaseUrl: 'https://gateway.paypage.test',
};

function payment(overrides: Partial<PaymentStatusResponse>): PaymentStatusResponse {
  return {
    transactionId: MID,
    paymentMethod: 'TRUSTLY',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}
const PAID = payment({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
const AUTHORISED = payment({ status: 'AUTHORIZED', linkStatus: 'CONSUMED' });
const REFUSED = payment({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'DECLINED' });

/** The service's answers about the payment, one per look (the last one repeats). */
function fakeStatusApi(...answers: (PaymentStatusResponse | number)[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/config.json') return Response.json(CONFIG);
    if (url === STATUS_URL) {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return typeof next === 'number'
        ? Response.json({ statusCode: next, errorCode: 'TRANSACTION_NOT_FOUND' }, { status: next })
        : Response.json(next);
    }
    return Response.json({ statusCode: 404, errorCode: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (path: string) =>
  renderUnderLink(
    `/uuid/${LINK_UUID}/mid/${path}`,
    aPaymentLink({ status: 'CONSUMED' }),
    resultRoutes,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/uuid/{uuid}/mid/{mid}/success and /failure ask the service', () => {
  it('shows the success the address names once the service confirms it, with its variant', async () => {
    const fetchMock = fakeStatusApi(PAID);
    open(`${MID}/success?variant=card-created`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Card saved' })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(STATUS_URL);
  });

  it('shows the failure, not the success, of a payment that was refused', async () => {
    fakeStatusApi(REFUSED);
    open(`${MID}/success`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/mid/${MID}/failure`);
    expect(window.location.search).toBe('?variant=retry');
    expect(screen.getByRole('link', { name: 'Try again' })).toBeVisible();
  });

  it('shows the success, not the failure, of a payment that went through', async () => {
    fakeStatusApi(AUTHORISED);
    open(`${MID}/failure?variant=retry`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment authorised' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/mid/${MID}/success`);
    expect(window.location.search).toBe('?variant=authorisation');
  });

  it('keeps the failure variant the address names when the service agrees', async () => {
    fakeStatusApi(REFUSED);
    open(`${MID}/failure?variant=payto-agreement`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PayTo agreement not created' }),
    ).toBeVisible();
  });

  it.each([
    ['unknown to the service', 404, MID],
    ['not a transaction id at all', 400, 'not-a-payment'],
  ])(
    'shows no failure for a payment %s: the link’s own result page reads it',
    async (_name, status, mid) => {
      const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/config.json'
          ? Response.json(CONFIG)
          : Response.json({ statusCode: status, errorCode: 'VALIDATION_FAILED' }, { status }),
      );
      vi.stubGlobal('fetch', fetchMock);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      open(`${mid}/success`);
      // The link has no payment either: its own page (here outside the routes under test).
      await waitFor(() => expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`));
      expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Payment successful' })).toBeNull();
    },
  );

  it('waits while the provider has not decided, and shows the outcome by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeStatusApi(payment({}), PAID);
    open(`${MID}/success`);
    expect(
      await screen.findByRole('heading', { name: 'Checking the status of your payment…' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Still waiting for confirmation.');
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment successful' }),
    ).toBeVisible();
  });

  it('records the shopper’s return once, with the payment’s method', async () => {
    // A payment of its own: the page records each payment's return once per page life.
    const returned = 'tx_returned000001';
    const eventUrl = `${TEST_BASE_URL}/public/transaction/event/${returned}`;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === '/config.json') return Response.json(CONFIG);
      if (url.endsWith(`/transaction/${returned}`)) {
        return Response.json({ ...REFUSED, transactionId: returned, paymentMethod: 'PAYBYBANK' });
      }
      if (url === eventUrl) return Response.json({ id: 'event-1' }, { status: 201 });
      return Response.json({ statusCode: 404, errorCode: 'NOT_FOUND' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    open(`${returned}/success`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    const events = fetchMock.mock.calls.filter(([url]) => String(url) === eventUrl);
    expect(events.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { paymentMethod: 'PAYBYBANK' },
    ]);
  });
});
