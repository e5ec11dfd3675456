import { createHmac } from 'node:crypto';
import { formatSignatureHeader, signedPayload } from '@paypage/contract/webhookSignature';

/**
 * The `paypage-signature` value for one delivery: `t=<unix s>,v1=<hex HMAC-SHA256>` over
 * `<t>.<raw body>`. Signed at send time, so a retry hours later still passes the
 * receiver's freshness check.
 */
export function signWebhookBody(secret: string, rawBody: string, now: Date): string {
  const timestampS = Math.floor(now.getTime() / 1000);
  const digest = createHmac('sha256', secret)
    .update(signedPayload(timestampS, rawBody))
    .digest('hex');
  return formatSignatureHeader(timestampS, digest);
}
