import type { CardAsset } from '@paypage/contract/assets';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { vi } from 'vitest';

export const TEST_BASE_URL = 'https://api.paypage.test';
export const LINK_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const TEST_CONFIG = {
  baseUrl: TEST_BASE_URL,
  appOrigin: 'http://localhost:3000',
  gppBaseUrl: 'https://gateway.paypage.test',
};

export function aPaymentLink(overrides: Partial<PaymentLinkInfo> = {}): PaymentLinkInfo {
  return {
    merchantId: 'merchant-1',
    uuid: LINK_UUID,
    amount: 1999,
    currency: 'EUR',
    locale: 'en_GB',
    returnUrl: null,
    termsAndConditionsUrl: null,
    paymentMethods: ['CARD'],
    merchantName: 'Alpine Outfitters',
    merchantReference: null,
    skipLandingPage: false,
    description: 'Order 1042: two wool jumpers',
    status: 'VALID',
    dateCreated: '2025-01-01T10:00:00Z',
    paymentSettings: {},
    returnUrlTimer: 0,
    expirationDate: null,
    consumerReference: null,
    isSubscription: false,
    backToShopUrl: null,
    showAssetsIfSkipLandingPageIsTrue: false,
    paypalMerchantId: null,
    requireConsent: false,
    paymentLinkAssets: [],
    shopperInformation: null,
    newKcpHppRoute: false,
    theme: {},
    darkTheme: {},
    ...overrides,
  };
}

/** A saved card as the assets route answers it: a Visa ending in 4242. */
export function aSavedCard(overrides: Partial<CardAsset> = {}): CardAsset {
  return {
    id: 'as_card00000001',
    type: 'CARD',
    holder: 'Alex Example',
    firstDigits: '424242',
    lastDigits: '4242',
    brand: 'VISA',
    expiryMonth: 3,
    expiryYear: 2031,
    qualified: true,
    expired: false,
    issuingCountryCode: 'DE',
    authenticationStatus: 'Auth3ds2',
    ...overrides,
  };
}

export interface LinkAnswer {
  status: number;
  body: unknown;
}

export const linkFound = (link: PaymentLinkInfo): LinkAnswer => ({ status: 200, body: link });

/** The server's error shape (SPEC §8). */
export const linkFails = (statusCode: number, errorCode: string): LinkAnswer => ({
  status: statusCode,
  body: { statusCode, errorCode, message: 'test answer' },
});

const jsonResponse = ({ status, body }: LinkAnswer): Response =>
  // A 204 (No Content) has no body, as the server sends it.
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });

/**
 * Stands in for /config.json and the public API. `answer` may be a promise, to hold the link
 * back while a test looks at the loader. `otherCalls` answers further API paths, e.g.
 * { [`/public/payment-link/${LINK_UUID}/assets`]: { status: 200, body: assets } }.
 */
export function fakeApi(
  answer: LinkAnswer | Promise<LinkAnswer>,
  otherCalls: Record<string, LinkAnswer | Promise<LinkAnswer>> = {},
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url === '/config.json') return jsonResponse({ status: 200, body: TEST_CONFIG });
    if (url.startsWith(`${TEST_BASE_URL}/public/payment-link/uuid/`)) {
      return jsonResponse(await answer);
    }
    const other = otherCalls[url.slice(TEST_BASE_URL.length)];
    if (other) return jsonResponse(await other);
    return jsonResponse({ status: 404, body: { statusCode: 404, errorCode: 'NOT_FOUND' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to the public API (config fetches left out). */
export function apiCalls(fetchMock: ReturnType<typeof fakeApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(TEST_BASE_URL))
    .map(([input, init]) => ({ url: String(input), headers: new Headers(init?.headers) }));
}
