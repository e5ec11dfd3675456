import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { describe, expect, it } from 'vitest';
import { methodSegment } from './methodSegment';
import { offeredMethods } from './offeredMethods';

describe('methodSegment (SPEC §4)', () => {
  it.each<[PaymentMethod, string]>([
    ['CARD', 'card'],
    ['SEPA_DD', 'sepa-dd'],
    ['BANCONTACT_CARD', 'bancontact-card'],
    ['BANCONTACT_MOBILE', 'bancontact-mobile'],
    ['PAYMENT_SLIP', 'payment-slip'],
    ['ACCOUNT_TO_PAY', 'account-to-pay'],
    ['UPIQRCODE', 'upiqrcode'],
    ['PROMPTPAYQR', 'promptpayqr'],
    ['VIRTUALACCOUNT', 'virtualaccount'],
    ['REQUEST_TO_PAY', 'direct-bank-transfer'],
    ['KCP', 'kcp'],
  ])('%s → %s', (method, segment) => {
    expect(methodSegment(method, false)).toBe(segment);
  });

  it('sends KCP to kcpDirect when the link has newKcpHppRoute, and only KCP', () => {
    expect(methodSegment('KCP', true)).toBe('kcpDirect');
    expect(methodSegment('CARD', true)).toBe('card');
    expect(methodSegment('REQUEST_TO_PAY', true)).toBe('direct-bank-transfer');
  });

  it('gives every method a segment that is a plain path segment', () => {
    for (const method of PAYMENT_METHODS) {
      expect(methodSegment(method, false)).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe('offeredMethods', () => {
  const everyMethod = [...PAYMENT_METHODS];

  it('keeps the order of the link', () => {
    expect(
      offeredMethods({ paymentMethods: ['SEPA_DD', 'CARD'], paypalMerchantId: null }, everyMethod),
    ).toEqual(['SEPA_DD', 'CARD']);
  });

  it('offers PayPal only when the merchant has a PayPal merchant id (SPEC §5)', () => {
    const methods: PaymentMethod[] = ['CARD', 'PAYPAL'];
    const offered = (paypalMerchantId: string | null) =>
      offeredMethods({ paymentMethods: methods, paypalMerchantId }, everyMethod);
    expect(offered(null)).toEqual(['CARD']);
    expect(offered('')).toEqual(['CARD']);
    expect(offered('PP-1')).toEqual(methods);
  });

  it('lists only the methods whose page exists (issue 3)', () => {
    const link = {
      paymentMethods: ['SEPA_DD', 'CARD', 'IDEAL'] as PaymentMethod[],
      paypalMerchantId: null,
    };
    expect(offeredMethods(link, ['CARD'])).toEqual(['CARD']);
    expect(offeredMethods(link, [])).toEqual([]);
  });
});
