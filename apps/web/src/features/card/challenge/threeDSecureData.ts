import type {
  ThreeDSecureChallenge,
  ThreeDSecureFingerprint,
} from '@paypage/contract/cardPayments';
import { CHALLENGE_WINDOW_SIZES } from '@paypage/contract/cardPaymentConstants';

/**
 * The preparing half of 3-D Secure (DESIGN.md convention 4): what the service sent, decoded and
 * checked, and what the bank's frames are to be posted. The other half (threeDSecureFrame.tsx)
 * renders a frame and waits for its message.
 */

export type ChallengeWindowSize = keyof typeof CHALLENGE_WINDOW_SIZES;

function decodeBase64UrlJson(encoded: string): unknown {
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

function encodeBase64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The page frames and posts to its gateway only (the CSP's frame-src and form-action say the
 * same), so a tampered query cannot make it post to anyone else, nor run javascript: URLs.
 */
function isGatewayUrl(value: unknown, gatewayOrigin: string): value is string {
  if (!isString(value)) return false;
  try {
    return new URL(value).origin === gatewayOrigin;
  } catch {
    return false;
  }
}

export function decodeFingerprint(
  encoded: string | null,
  gatewayOrigin: string,
): ThreeDSecureFingerprint | undefined {
  const data = encoded
    ? (decodeBase64UrlJson(encoded) as Partial<ThreeDSecureFingerprint>)
    : undefined;
  if (
    !data ||
    !isGatewayUrl(data.threeDSMethodUrl, gatewayOrigin) ||
    !isString(data.threeDSServerTransID) ||
    !isGatewayUrl(data.threeDSMethodNotificationURL, gatewayOrigin)
  ) {
    return undefined;
  }
  return {
    threeDSMethodUrl: data.threeDSMethodUrl,
    threeDSServerTransID: data.threeDSServerTransID,
    threeDSMethodNotificationURL: data.threeDSMethodNotificationURL,
  };
}

export function decodeChallenge(
  encoded: string | null,
  gatewayOrigin: string,
): ThreeDSecureChallenge | undefined {
  const data = encoded
    ? (decodeBase64UrlJson(encoded) as Partial<ThreeDSecureChallenge>)
    : undefined;
  if (
    !data ||
    !isGatewayUrl(data.acsUrl, gatewayOrigin) ||
    !isString(data.threeDSServerTransID) ||
    !isString(data.acsTransID) ||
    !isString(data.messageVersion)
  ) {
    return undefined;
  }
  return {
    acsUrl: data.acsUrl,
    threeDSServerTransID: data.threeDSServerTransID,
    acsTransID: data.acsTransID,
    messageVersion: data.messageVersion,
  };
}

/** EMV 3DS: the method frame gets threeDSMethodData, base64url JSON of these two fields. */
export function threeDSMethodDataOf(fingerprint: ThreeDSecureFingerprint): string {
  return encodeBase64UrlJson({
    threeDSServerTransID: fingerprint.threeDSServerTransID,
    threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
  });
}

/** EMV 3DS: the challenge frame gets the CReq, base64url JSON. */
export function creqOf(challenge: ThreeDSecureChallenge, windowSize: ChallengeWindowSize): string {
  return encodeBase64UrlJson({
    threeDSServerTransID: challenge.threeDSServerTransID,
    acsTransID: challenge.acsTransID,
    messageVersion: challenge.messageVersion,
    messageType: 'CReq',
    challengeWindowSize: windowSize,
  });
}

/**
 * The largest challenge window that fits the room the page has: 500×600 on a wide screen,
 * 390×400 on most phones held upright, 250×400 on the narrowest.
 */
export function challengeWindowSizeFor(availableWidth: number): ChallengeWindowSize {
  const fitting = (['03', '02', '01'] as const).find(
    (size) => CHALLENGE_WINDOW_SIZES[size][0] <= availableWidth,
  );
  return fitting ?? '01';
}
