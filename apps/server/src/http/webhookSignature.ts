import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatSignatureHeader,
  parseSignatureHeader,
  SIGNATURE_TOLERANCE_S,
  signedPayload,
} from '@paypage/contract/webhookSignature';

export function signWebhook(secret: string, rawBody: string, timestampS: number): string {
  const digest = createHmac('sha256', secret)
    .update(signedPayload(timestampS, rawBody))
    .digest('hex');
  return formatSignatureHeader(timestampS, digest);
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
  const expected = createHmac('sha256', secret)
    .update(signedPayload(parsed.timestampS, rawBody))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(parsed.digest, 'hex'))) return 'mismatch';
  if (Math.abs(nowS - parsed.timestampS) > SIGNATURE_TOLERANCE_S) return 'stale';
  return 'valid';
}
