// Test-only helpers of the bank-redirect pages' tests (imported by *.test.tsx files only).
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID, TEST_BASE_URL } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

export const TX = 'tx_bank0000001';
export const BANK_URL = `https://gateway.paypage.test/hosted/approve/gp_bank0001`;
export const EVENT_PATH = `/public/transaction/event/${TX}`;

export const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });
export const problem = (status: number, errorCode: string): LinkAnswer => ({
  status,
  body: { statusCode: status, errorCode, message: 'test answer' },
});

/** Opens a method's page for a link that offers it, the service answering `calls`. */
export function openBankPage(
  method: PaymentMethod,
  segment: string,
  calls: Record<string, LinkAnswer>,
  link: Partial<PaymentLinkInfo> = {},
) {
  // Inherited rather than spread, so an answer given by a getter is asked at every call.
  const answers = Object.create(calls) as Record<string, LinkAnswer>;
  if (!(EVENT_PATH in calls)) {
    answers[EVENT_PATH] = ok({ id: 'ev_1', recordedAt: '2026-11-23T10:00:00Z' }, 201);
  }
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ paymentMethods: [method], ...link })),
    answers,
  );
  acceptTermsInThisVisit();
  renderPage(`/uuid/${LINK_UUID}/${segment}`);
  return fetchMock;
}

/** The requests made to one path of the API: method, headers and parsed body. */
export function requestsTo(fetchMock: ReturnType<typeof fakeApi>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === `${TEST_BASE_URL}${path}`)
    .map(([, init]) => ({
      method: init?.method,
      headers: new Headers(init?.headers),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
