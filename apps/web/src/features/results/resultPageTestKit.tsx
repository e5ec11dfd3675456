// Test-only helpers of the result pages' tests (imported by *.test.tsx files only).
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { BrowserRouter, useRoutes } from 'react-router';
import { vi } from 'vitest';
import { PaymentLinkContext } from '../../lib/paymentLink/paymentLinkContext';
import { LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';

export const SHOP_URL = 'https://shop.example/orders/1042';
export const CHECKOUT_URL = 'https://shop.example/checkout';
const USER_REDIRECT_URL = `${TEST_BASE_URL}/public/payment-link/uuid/${LINK_UUID}/user-redirect`;

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

/** GET …/latest-payment of the test link, relative to the API's base URL (fakeApi's otherCalls). */
export const LATEST_PAYMENT_PATH = `/public/payment-link/${LINK_UUID}/latest-payment`;
export const PAYMENT_ID = 'tx_0123456789abcdef';

/** The link's latest payment as the service answers it: a card payment, still open. */
export function aLatestPayment(
  overrides: Partial<LatestPaymentResponse> = {},
): LatestPaymentResponse {
  return {
    transactionId: PAYMENT_ID,
    paymentMethod: 'CARD',
    status: 'PENDING',
    linkStatus: 'PROCESSING_PAYMENT',
    updatedAt: '2026-11-23T10:00:00Z',
    waitsOnShopper: false,
    ...overrides,
  };
}
