import type { APIRequestContext } from '@playwright/test';
import type {
  CardTransactionResponse,
  DeviceInformation,
  ThreeDSecureChallenge,
} from '@paypage/contract/cardPayments';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { E2E } from './environment';

/** What a desktop Chromium tells 3-D Secure about itself. */
const DESKTOP_DEVICE: DeviceInformation = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: -60,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html,application/xhtml+xml',
  language: 'en-GB',
};

let keys = 0;
const idempotencyKey = () => `e2e-${Date.now()}-${keys++}`;

export async function openCardSession(request: APIRequestContext, uuid: string): Promise<string> {
  const response = await request.post(`${E2E.appOrigin}/public/card/payment-link/${uuid}`);
  if (!response.ok())
    throw new Error(`card session: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Tokenises a card exactly as the hosted form's script does: same-origin, on the gateway. */
export async function tokeniseCard(
  request: APIRequestContext,
  token: string,
  number: string,
): Promise<string> {
  const cvc = number.startsWith('37') || number.startsWith('34') ? '1234' : '123';
  const response = await request.post(`${E2E.gatewayOrigin}/hosted/card-sessions/${token}/cards`, {
    headers: { origin: E2E.gatewayOrigin, 'sec-fetch-site': 'same-origin' },
    data: { number, expiry: '12/34', cvc, holder: 'Ana Example' },
  });
  if (response.status() !== 201)
    throw new Error(`tokenise: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { cardToken: string }).cardToken;
}

export async function payByCard(
  request: APIRequestContext,
  uuid: string,
  asset: { cardToken: string } | { id: string },
  key = idempotencyKey(),
) {
  return request.post(`${E2E.appOrigin}/public/payment-link/${uuid}/transaction`, {
    headers: { [IDEMPOTENCY_HEADER]: key },
    data: {
      acceptedTerms: { termsUrl: null },
      payment: { asset: { type: 'CARD', ...asset } },
      deviceInformation: DESKTOP_DEVICE,
    },
  });
}

export async function threeDSecureStep(
  request: APIRequestContext,
  uuid: string,
  transactionId: string,
  body: { step: 'fingerprint'; threeDSCompInd: 'Y' | 'N' } | { step: 'challenge' },
): Promise<CardTransactionResponse> {
  const response = await request.post(
    `${E2E.appOrigin}/public/payment-link/${uuid}/transaction/${transactionId}/three-d-secure`,
    { data: body },
  );
  if (!response.ok()) throw new Error(`3DS step: ${response.status()} ${await response.text()}`);
  return (await response.json()) as CardTransactionResponse;
}

const decode = <T>(value: string): T =>
  JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;

/** Opens the issuer's challenge and answers it, as the shopper does in the challenge frame. */
export async function answerChallenge(
  request: APIRequestContext,
  encoded: string,
  code: string,
): Promise<void> {
  const challenge = decode<ThreeDSecureChallenge>(encoded);
  const creq = Buffer.from(
    JSON.stringify({
      threeDSServerTransID: challenge.threeDSServerTransID,
      acsTransID: challenge.acsTransID,
      messageVersion: challenge.messageVersion,
      messageType: 'CReq',
      challengeWindowSize: '05',
    }),
  ).toString('base64url');
  const opened = await request.post(challenge.acsUrl, { form: { creq } });
  if (!opened.ok()) throw new Error(`challenge page: ${opened.status()}`);
  const answered = await request.post(`${challenge.acsUrl}/${challenge.acsTransID}`, {
    form: { code, action: 'confirm', windowSize: '05' },
  });
  if (!answered.ok()) throw new Error(`challenge answer: ${answered.status()}`);
}

/** The sandbox's card that is paid without 3-D Secure, and its card that is simply refused. */
export const PAID_CARD = '4242424242424242';
export const REFUSED_CARD = '4000000000000002';

/**
 * A card payment of the link made below the browser, as the card page makes it (a session, the
 * card tokenised in the gateway's form, the transaction with the terms accepted): for specs that
 * look at a result page, which speaks only of a payment the service knows. Answers the payment
 * as it then stands (its `transactionId` goes into the result page's `transaction=` query).
 */
export async function payLinkByCard(
  request: APIRequestContext,
  uuid: string,
  number: string,
): Promise<CardTransactionResponse> {
  const cardToken = await tokeniseCard(request, await openCardSession(request, uuid), number);
  const response = await payByCard(request, uuid, { cardToken });
  if (!response.ok()) throw new Error(`payment: ${response.status()} ${await response.text()}`);
  return (await response.json()) as CardTransactionResponse;
}
