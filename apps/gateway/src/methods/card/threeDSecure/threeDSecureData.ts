import type {
  ThreeDSecureChallenge,
  ThreeDSecureFingerprint,
} from '@paypage/contract/cardPayments';
import type { GatewayAction } from '@paypage/contract/cardPayments';
import type { ThreeDSecureTransaction } from './threeDSecureTransaction';

/** The EMV 3-D Secure protocol version the sandbox ACS speaks. */
export const THREE_DS_MESSAGE_VERSION = '2.2.0';

export const THREE_DS_METHOD_PATH = '/3ds/method';
export const THREE_DS_METHOD_NOTIFICATION_PATH = '/3ds/method-notification';
export const THREE_DS_CHALLENGE_PATH = '/3ds/challenge';

/** 3-D Secure passes its messages between frames as base64url-encoded JSON. */
export function encodeBase64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The decoded object, or undefined when the text is not base64url JSON of an object. */
export function decodeBase64UrlJson(value: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return decoded !== null && typeof decoded === 'object' && !Array.isArray(decoded)
      ? (decoded as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function fingerprintOf(
  transaction: ThreeDSecureTransaction,
  publicBaseUrl: string,
): ThreeDSecureFingerprint {
  return {
    threeDSMethodUrl: `${publicBaseUrl}${THREE_DS_METHOD_PATH}`,
    threeDSServerTransID: transaction.serverTransId,
    threeDSMethodNotificationURL: `${publicBaseUrl}${THREE_DS_METHOD_NOTIFICATION_PATH}`,
  };
}

function challengeOf(
  transaction: ThreeDSecureTransaction,
  publicBaseUrl: string,
): ThreeDSecureChallenge {
  return {
    acsUrl: `${publicBaseUrl}${THREE_DS_CHALLENGE_PATH}`,
    threeDSServerTransID: transaction.serverTransId,
    acsTransID: transaction.acsTransId,
    messageVersion: THREE_DS_MESSAGE_VERSION,
  };
}

/** What the shopper's browser must do at the transaction's stage. */
export function actionFor(
  transaction: ThreeDSecureTransaction,
  stage: 'fingerprint' | 'challenge',
  publicBaseUrl: string,
): GatewayAction {
  return stage === 'fingerprint'
    ? {
        type: 'threeDSMethod',
        fingerprint: encodeBase64UrlJson(fingerprintOf(transaction, publicBaseUrl)),
      }
    : {
        type: 'challenge',
        challenge: encodeBase64UrlJson(challengeOf(transaction, publicBaseUrl)),
      };
}
