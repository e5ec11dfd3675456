import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { SOURCE_HEADER_PATTERN, sourceHeaderValue } from './headers';
import { CreatePaymentLinkBodySchema } from './paymentLink';
import { PAYMENT_METHODS } from './paymentMethods';
import { HEX_COLOUR_PATTERN, THEME_COLOUR_NAMES, THEME_DEFAULTS } from './themeColours';
import { isUuid } from './uuid';
import { formatSignatureHeader, parseSignatureHeader } from './webhookSignature';

describe('the shared contract', () => {
  it('builds source headers the service accepts, with landing-page for the root', () => {
    expect(sourceHeaderValue(undefined)).toBe('paypage-web/landing-page/v5.0');
    expect(sourceHeaderValue('card-challenge')).toBe('paypage-web/card-challenge/v5.0');
    const pattern = new RegExp(SOURCE_HEADER_PATTERN);
    for (const segment of [undefined, 'card', 'kcpDirect', 'direct-bank-transfer']) {
      expect(pattern.test(sourceHeaderValue(segment))).toBe(true);
    }
    expect(pattern.test('paypage-web/<script>/v5.0')).toBe(false);
  });

  it('recognises the 8-4-4-4-12 uuid form only', () => {
    expect(isUuid('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('3F1C2D4E-5A6B-4C7D-8E9F-0A1B2C3D4E5F')).toBe(true);
    expect(isUuid('3f1c2d4e5a6b4c7d8e9f0a1b2c3d4e5f')).toBe(false);
    expect(isUuid('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5fa')).toBe(false);
  });

  it('round-trips the webhook signature header and rejects malformed ones', () => {
    const digest = 'a'.repeat(64);
    expect(parseSignatureHeader(formatSignatureHeader(1700000000, digest))).toEqual({
      timestampS: 1700000000,
      digest,
    });
    for (const bad of [
      '',
      't=abc,v1=' + digest,
      't=1',
      `t=1,v1=${'z'.repeat(64)}`,
      'v1=' + digest,
    ]) {
      expect(parseSignatureHeader(bad)).toBeNull();
    }
  });

  it('lists the 19 payment methods and about 40 theme colours with the SPEC defaults', () => {
    expect(PAYMENT_METHODS).toHaveLength(19);
    expect(THEME_COLOUR_NAMES.length).toBeGreaterThanOrEqual(38);
    expect(THEME_DEFAULTS).toMatchObject({
      primary: '#0078d6',
      error: '#d92121',
      success: '#1d861d',
    });
    for (const colour of Object.values(THEME_DEFAULTS))
      expect(colour).toMatch(new RegExp(HEX_COLOUR_PATTERN));
  });

  it('validates a link request: formats, enums, bounds and unknown fields', () => {
    const check = Compile(CreatePaymentLinkBodySchema);
    expect(check.Check({ amount: 0, currency: 'KRW', paymentMethods: ['KCP'] })).toBe(true);
    expect(
      check.Check({
        amount: 1999,
        currency: 'EUR',
        paymentMethods: ['CARD'],
        returnUrl: 'https://shop.example/x',
        expirationDate: '2030-01-01T00:00:00Z',
        locale: 'de_AT',
      }),
    ).toBe(true);
    expect(check.Check({ amount: -1, currency: 'EUR', paymentMethods: ['CARD'] })).toBe(false);
    expect(check.Check({ amount: 1, currency: 'EUR', paymentMethods: [] })).toBe(false);
    expect(check.Check({ amount: 1, currency: 'EUR', paymentMethods: ['CARD', 'CARD'] })).toBe(
      false,
    );
    expect(
      check.Check({ amount: 1, currency: 'EUR', paymentMethods: ['CARD'], returnUrl: 'ftp://x' }),
    ).toBe(false);
    expect(check.Check({ amount: 1, currency: 'EUR', paymentMethods: ['CARD'], extra: 1 })).toBe(
      false,
    );
  });
});
