import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  parseSignatureHeader,
  SIGNATURE_TOLERANCE_S,
  signWebhook,
} from './webhookSignature';

describe('webhook signatures of the gateway and the service', () => {
  const secret = 'a-webhook-secret-of-16+';
  const body = '{"id":"evt_1","type":"payment.updated"}';
  const t = 1_700_000_000;

  it('signs HMAC-SHA256 over "<t>.<raw body>", as t=…,v1=…', () => {
    const digest = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${digest}`);
    expect(parseSignatureHeader(signWebhook(secret, body, t))).toEqual({ timestampS: t, digest });
  });

  it('takes its own signature, within the tolerance either way', () => {
    const header = signWebhook(secret, body, t);
    expect(checkSignature(secret, header, body, t)).toBe('valid');
    expect(checkSignature(secret, header, body, t + SIGNATURE_TOLERANCE_S)).toBe('valid');
    expect(checkSignature(secret, header, body, t - SIGNATURE_TOLERANCE_S)).toBe('valid');
  });

  it('refuses another secret or body, an old signature, and no signature', () => {
    const header = signWebhook(secret, body, t);
    expect(checkSignature('another-secret-0000', header, body, t)).toBe('mismatch');
    expect(checkSignature(secret, header, `${body} `, t)).toBe('mismatch');
    expect(checkSignature(secret, header, body, t + SIGNATURE_TOLERANCE_S + 1)).toBe('stale');
    expect(checkSignature(secret, undefined, body, t)).toBe('malformed');
    expect(checkSignature(secret, `t=${t}`, body, t)).toBe('malformed');
  });
});
