import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { describe, expect, it } from 'vitest';
import { wayToContinue } from './continuePayment';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const TX = 'tx_0123456789abcdef';
const GATEWAY = 'https://gateway.example/';
const link = { uuid: UUID, newKcpHppRoute: false };

const payment = (
  paymentMethod: LatestPaymentResponse['paymentMethod'],
  continueAt: LatestPaymentResponse['continueAt'] = undefined,
) => ({ transactionId: TX, paymentMethod, continueAt });

describe('where "Continue the payment" goes', () => {
  it.each([
    [
      payment('CARD', { threeDSecure2Fingerprint: 'fp' }),
      `/uuid/${UUID}/card-challenge?transactionId=${TX}&threeDSecure2Fingerprint=fp`,
    ],
    [
      payment('CARD', { threeDSecure2Challenge: 'ch' }),
      `/uuid/${UUID}/card-challenge?transactionId=${TX}&threeDSecure2Challenge=ch`,
    ],
    [payment('UPIQRCODE'), `/uuid/${UUID}/upiqrcode?transaction=${TX}`],
    [payment('PROMPTPAYQR'), `/uuid/${UUID}/promptpayqr?transaction=${TX}`],
    [payment('PAYMENT_SLIP'), `/uuid/${UUID}/payment-slip?transaction=${TX}`],
    [payment('VIRTUALACCOUNT'), `/uuid/${UUID}/virtualaccount?transactionId=${TX}`],
    [payment('KCP'), `/uuid/${UUID}/kcp`],
    [payment('UPI'), `/uuid/${UUID}/upi-transaction-created?transaction=${TX}`],
    [payment('PAYTO'), `/uuid/${UUID}/payto-transaction-created?transactionId=${TX}`],
  ])('%j → %s', (open, path) => {
    expect(wayToContinue(link, open, GATEWAY)).toEqual({ kind: 'page', path });
  });

  it('goes to the provider’s page, absolute or on the gateway', () => {
    expect(
      wayToContinue(
        link,
        payment('IDEAL', { redirectUrl: 'https://gateway.example/c/1' }),
        GATEWAY,
      ),
    ).toEqual({ kind: 'provider', url: 'https://gateway.example/c/1' });
    expect(wayToContinue(link, payment('PAYPAL', { redirectUrl: '/approve/2' }), GATEWAY)).toEqual({
      kind: 'provider',
      url: 'https://gateway.example/approve/2',
    });
  });

  it('never to an address that is no web page, and nowhere without a step to go back to', () => {
    expect(
      wayToContinue(link, payment('IDEAL', { redirectUrl: 'javascript:alert(1)' }), GATEWAY),
    ).toBeUndefined();
    expect(
      wayToContinue(link, payment('IDEAL', { redirectUrl: '//evil.example/x' }), GATEWAY),
    ).toBeUndefined();
    expect(wayToContinue(link, payment('CARD'), GATEWAY)).toBeUndefined();
  });

  it('takes KCP’s direct page for a link with newKcpHppRoute', () => {
    expect(wayToContinue({ uuid: UUID, newKcpHppRoute: true }, payment('KCP'), GATEWAY)).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/kcpDirect`,
    });
  });
});
