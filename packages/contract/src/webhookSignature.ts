import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Both webhook directions (gateway → service, service → merchant) sign the same way:
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The receiver rejects
 * a signature older than the tolerance and an event id it has already accepted.
 *
 * Signing and checking live here, once, for the service and the gateway; the page never
 * imports this file (node:crypto).
 */
export const SIGNATURE_HEADER = 'paypage-signature';
export const SIGNATURE_TOLERANCE_S = 300;

export function formatSignatureHeader(timestampS: number, hexDigest: string): string {
  return `t=${timestampS},v1=${hexDigest}`;
}

export function signedPayload(timestampS: number, rawBody: string): string {
  return `${timestampS}.${rawBody}`;
}

export function parseSignatureHeader(
  header: string,
): { timestampS: number; digest: string } | null {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^[0-9]{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) return null;
  return { timestampS: Number(t), digest: v1 };
}

const digestOf = (secret: string, timestampS: number, rawBody: string) =>
  createHmac('sha256', secret).update(signedPayload(timestampS, rawBody));

/**
 * The header's value for one delivery of `rawBody`. Senders sign at send time, not when the
 * event was made, so a retry hours later still passes the receiver's freshness check.
 */
export function signWebhook(secret: string, rawBody: string, timestampS: number): string {
  return formatSignatureHeader(timestampS, digestOf(secret, timestampS, rawBody).digest('hex'));
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/** A stale timestamp is refused even with a good digest, so a captured webhook cannot be replayed later. */
export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowS: number,
): SignatureCheck {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return 'malformed';
  const expected = digestOf(secret, parsed.timestampS, rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(parsed.digest, 'hex'))) return 'mismatch';
  if (Math.abs(nowS - parsed.timestampS) > SIGNATURE_TOLERANCE_S) return 'stale';
  return 'valid';
}
