// Test-only helpers of the result pages' tests (imported by *.test.tsx files only).
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { BrowserRouter, useRoutes } from 'react-router';
import { vi } from 'vitest';
import { PaymentLinkContext } from '../../lib/paymentLink/paymentLinkContext';
import { LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';

export const SHOP_URL = 'https://shop.example/orders/1042';
export const CHECKOUT_URL = 'https://shop.example/checkout';
export const USER_REDIRECT_URL = `${TEST_BASE_URL}/public/payment-link/uuid/${LINK_UUID}/user-redirect`;

const TEST_CONFIG = {
  baseUrl: TEST_BASE_URL,
  appOrigin: 'http://localhost:3000',
  gppBaseUrl: 'https://gateway.paypage.test',
};

/** Stands in for /config.json and the user-redirect call, answering it with `status`. */
export function fakeUserRedirectApi(status = 201) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return Response.json(TEST_CONFIG);
    if (url === USER_REDIRECT_URL && status === 201) {
      return Response.json({ id: 'event-1', recordedAt: '2025-01-01T10:00:00Z' }, { status });
    }
    return Response.json({ statusCode: status, errorCode: 'INTERNAL_ERROR' }, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A payment's status as GET …/transaction/{id} answers it: open, paid or refused. */
export function aPaymentStatus(
  overrides: Partial<PaymentStatusResponse> = {},
): PaymentStatusResponse {
  return {
    transactionId: 'tx_0123456789',
    paymentMethod: 'REQUEST_TO_PAY',
    status: 'COMPLETED',
    linkStatus: 'CONSUMED',
    updatedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  };
}

export const statusUrl = (transactionId: string) =>
  `${TEST_BASE_URL}/public/payment-link/${LINK_UUID}/transaction/${transactionId}`;
export const eventUrl = (transactionId: string) =>
  `${TEST_BASE_URL}/public/transaction/event/${transactionId}`;

/**
 * Stands in for /config.json, the payment status route (each payment's answers in turn, the
 * last one repeated; 404 for any other payment) and the transaction events (201).
 */
export function fakePaymentStatusApi(answers: Record<string, PaymentStatusResponse[]>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return Response.json(TEST_CONFIG);
    for (const [transactionId, statuses] of Object.entries(answers)) {
      if (url === statusUrl(transactionId)) {
        const next = statuses.length > 1 ? statuses.shift() : statuses[0];
        return Response.json(next);
      }
      if (url === eventUrl(transactionId)) {
        return Response.json({ id: 'ev_1', recordedAt: '2026-11-23T10:00:00Z' }, { status: 201 });
      }
    }
    return Response.json({ statusCode: 404, errorCode: 'TRANSACTION_NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one address, with their bodies. */
export const callsTo = (fetchMock: ReturnType<typeof vi.fn>, url: string) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === url)
    .map(([, init]) => ({
      method: (init as RequestInit | undefined)?.method ?? 'GET',
      body: (init as RequestInit | undefined)?.body
        ? (JSON.parse(String((init as RequestInit).body)) as unknown)
        : undefined,
    }));

/** The user-redirect calls made: body and headers of each. */
export function userRedirectCalls(fetchMock: ReturnType<typeof fakeUserRedirectApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === USER_REDIRECT_URL)
    .map(([, init]) => ({
      method: init?.method,
      body: JSON.parse(String(init?.body)) as unknown,
      headers: new Headers(init?.headers),
    }));
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Opens `path` with the given routes under /uuid/:uuid, the link already loaded. */
export function renderUnderLink(path: string, link: PaymentLinkInfo, children: RouteObject[]) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <PaymentLinkContext value={link}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes routes={[{ path: '/uuid/:uuid', children }]} />
        </Suspense>
      </PaymentLinkContext>
    </BrowserRouter>,
  );
}
