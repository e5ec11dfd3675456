import { describe, expect, it } from 'vitest';
import type { PaypalTransactionResponse } from '@paypage/contract/methods/paypal';
import { nextStepOf, paypalActionOf, savesNewAccount } from './paypalOutcome';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const link = (overrides: Record<string, unknown> = {}) => ({
  uuid: UUID,
  amount: 1999,
  isSubscription: false,
  paymentSettings: {},
  ...overrides,
});
const TX = 'transaction=tx_0123456789';
const answer = (overrides: Partial<PaypalTransactionResponse>): PaypalTransactionResponse => ({
  status: 'COMPLETED',
  transactionId: 'tx_0123456789',
  billingAgreementCreated: false,
  ...overrides,
});

describe('the PayPal button (SPEC §9)', () => {
  it.each([
    [{}, false, 'pay'],
    [{ paymentSettings: { payPal: { transactionType: 'preauth' } } }, false, 'authorize'],
    [{ paymentSettings: { payPal: { transactionType: 'preauth' } } }, true, 'authorize'],
    [{ amount: 0 }, true, 'select'],
    [{ amount: 0 }, false, 'authorize'],
  ] as const)('%o, saved account chosen %s → %s', (overrides, saved, action) => {
    expect(paypalActionOf(link(overrides), saved)).toBe(action);
  });

  it('saves a new account for subscriptions, when the merchant asks, and with an amount of 0', () => {
    expect(savesNewAccount(link())).toBe(false);
    expect(savesNewAccount(link({ isSubscription: true }))).toBe(true);
    expect(
      savesNewAccount(link({ paymentSettings: { payPal: { createBillingAgreement: true } } })),
    ).toBe(true);
    expect(savesNewAccount(link({ amount: 0 }))).toBe(true);
  });
});

describe('where a PayPal answer leads (SPEC §4)', () => {
  it('AUTHORIZED or COMPLETED → success, in its variant', () => {
    expect(nextStepOf(link(), answer({}))).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/success?${TX}`,
    });
    expect(nextStepOf(link(), answer({ status: 'AUTHORIZED' }))).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/success?variant=authorisation&${TX}`,
    });
    expect(
      nextStepOf(
        link({ amount: 0 }),
        answer({ status: 'AUTHORIZED', billingAgreementCreated: true }),
      ),
    ).toEqual({ kind: 'page', path: `/uuid/${UUID}/success?variant=paypal-created&${TX}` });
  });

  it('PENDING → PayPal (or "processing" without a way there); anything else → the PayPal failure', () => {
    expect(
      nextStepOf(link(), answer({ status: 'PENDING', redirectUrl: '/hosted/approve/gp_1' })),
    ).toEqual({
      kind: 'provider',
      path: '/hosted/approve/gp_1',
    });
    expect(nextStepOf(link(), answer({ status: 'PENDING' }))).toEqual({ kind: 'processing' });
    expect(nextStepOf(link(), answer({ status: 'REFUSED' }))).toEqual({
      kind: 'page',
      path: `/uuid/${UUID}/failure?variant=paypal&${TX}`,
    });
  });
});
