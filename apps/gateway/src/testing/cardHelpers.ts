import type {
  CreateCardSessionBody,
  DeviceInformation,
  GatewayCardSession,
  ThreeDSecureChallenge,
  ThreeDSecureFingerprint,
} from '@paypage/contract/cardPayments';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import { AUTH, paymentRequest } from './testGateway';
import type { TestGateway } from './testGateway';

/** The page origin that frames the form and the 3-D Secure pages in these tests. */
export const PAGE_ORIGIN = 'http://localhost:8080';
/** The test gateway's own origin (startTestGateway's publicBaseUrl). */
export const GATEWAY_ORIGIN = 'http://localhost:8081';

export const DEVICE: DeviceInformation = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: -60,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html,application/xhtml+xml',
  language: 'de-DE',
};

/** Two years ahead, as MM/YY: always a valid expiry. */
export function futureExpiry(): string {
  return `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export async function openCardSession(
  gateway: TestGateway,
  overrides: Partial<CreateCardSessionBody> = {},
): Promise<GatewayCardSession> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/v1/card-sessions',
    headers: AUTH,
    payload: { reference: 'link-1', allowedOrigin: PAGE_ORIGIN, locale: 'en_GB', ...overrides },
  });
  if (response.statusCode !== 201) throw new Error(`session failed: ${response.body}`);
  return response.json<GatewayCardSession>();
}

export function postCard(
  gateway: TestGateway,
  sessionToken: string,
  card: Partial<Record<'number' | 'expiry' | 'cvc' | 'holder', string>>,
  headers: Record<string, string> = { origin: GATEWAY_ORIGIN },
) {
  return gateway.app.inject({
    method: 'POST',
    url: `/hosted/card-sessions/${sessionToken}/cards`,
    headers,
    payload: { number: '', expiry: futureExpiry(), cvc: '123', holder: 'Ana Example', ...card },
  });
}

/** A fresh session and a card token for `number`. */
export async function tokenise(
  gateway: TestGateway,
  number: string,
  expiry = futureExpiry(),
): Promise<string> {
  const session = await openCardSession(gateway);
  const cvc = number.startsWith('3') && number.length === 15 ? '1234' : '123';
  const response = await postCard(gateway, session.token, { number, expiry, cvc });
  if (response.statusCode !== 201) throw new Error(`tokenise failed: ${response.body}`);
  return response.json<{ cardToken: string }>().cardToken;
}

export function payByCard(
  gateway: TestGateway,
  cardToken: string,
  transactionType: CardTransactionType = 'preauthAndCapture',
  reference?: string,
) {
  return gateway.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest({
      method: 'CARD',
      locale: 'de_DE',
      ...(reference ? { reference } : {}),
      card: { cardToken, transactionType, deviceInformation: DEVICE, allowedOrigin: PAGE_ORIGIN },
    }),
  });
}

export function threeDSecureStep(
  gateway: TestGateway,
  paymentId: string,
  body: { step: 'fingerprint'; threeDSCompInd: 'Y' | 'N' } | { step: 'challenge' },
) {
  return gateway.app.inject({
    method: 'POST',
    url: `/v1/payments/${paymentId}/three-d-secure`,
    headers: AUTH,
    payload: body,
  });
}

function decode<T>(value: string): T {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;
}

export function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function fingerprintOf(payment: GatewayPayment): ThreeDSecureFingerprint {
  if (payment.action?.type !== 'threeDSMethod') throw new Error('no fingerprint action');
  return decode<ThreeDSecureFingerprint>(payment.action.fingerprint);
}

export function challengeOf(payment: GatewayPayment): ThreeDSecureChallenge {
  if (payment.action?.type !== 'challenge') throw new Error('no challenge action');
  return decode<ThreeDSecureChallenge>(payment.action.challenge);
}

/** A browser form post (application/x-www-form-urlencoded). */
export function postForm(
  gateway: TestGateway,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return gateway.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function creqOf(challenge: ThreeDSecureChallenge, challengeWindowSize = '05'): string {
  return encode({
    threeDSServerTransID: challenge.threeDSServerTransID,
    acsTransID: challenge.acsTransID,
    messageVersion: challenge.messageVersion,
    messageType: 'CReq',
    challengeWindowSize,
  });
}

/** The shopper answers the challenge frame with `code`. */
export function answerChallenge(
  gateway: TestGateway,
  challenge: ThreeDSecureChallenge,
  code: string,
  action: 'confirm' | 'cancel' = 'confirm',
) {
  return postForm(gateway, `/3ds/challenge/${challenge.acsTransID}`, {
    code,
    action,
    windowSize: '05',
  });
}

/** The message a 3-D Secure page's script posts to the page, and to which origin. */
export function notification(html: string): { targetOrigin: string; message: unknown } {
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const origin = /data-target-origin="([^"]*)"/.exec(html)?.[1];
  const message = /data-message="([^"]*)"/.exec(html)?.[1];
  if (origin === undefined || message === undefined) throw new Error('no notification on page');
  return { targetOrigin: unescape(origin), message: JSON.parse(unescape(message)) };
}
