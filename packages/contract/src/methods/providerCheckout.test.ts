import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { CheckoutSessionBodySchema, IdealDetailsSchema } from './providerCheckout';
import {
  checkoutPath,
  isProviderCheckoutMethod,
  providerReturnPath,
} from './providerCheckoutConstants';
import { BANCONTACT_TEST_CARDS, BIC_PATTERN, IDEAL_ISSUERS } from './providerCheckoutSandbox';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

describe('iDEAL’s bank list', () => {
  it.each(IDEAL_ISSUERS.map((bank) => [bank.name, bank.bic]))(
    '%s has a well-formed BIC (%s)',
    (_name, bic) => {
      expect(bic).toMatch(BIC_PATTERN);
      expect(Compile(IdealDetailsSchema).Check({ bankBic: bic, bankName: 'x' })).toBe(true);
    },
  );

  it('names each bank once, by name in alphabetical order', () => {
    const bics = IDEAL_ISSUERS.map((bank) => bank.bic);
    expect(new Set(bics).size).toBe(bics.length);
    const names = IDEAL_ISSUERS.map((bank) => bank.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('knows a BIC from other text', () => {
    expect('INGBNL2A').toMatch(BIC_PATTERN);
    expect('DEUTDEFF500').toMatch(BIC_PATTERN);
    for (const bad of ['INGBNL2', 'ingbnl2a', 'INGB NL2A', 'ING1NL2A', 'INGBNL2A1']) {
      expect(bad).not.toMatch(BIC_PATTERN);
    }
  });
});

describe('Bancontact test cards', () => {
  it.each(BANCONTACT_TEST_CARDS.map((card) => [card.number, card.outcome]))(
    '%s (%s) is a Bancontact number: BIN 6703, 16 to 19 digits, Luhn',
    (number) => {
      expect(number).toMatch(/^6703\d{12,15}$/);
      expect(passesLuhn(number)).toBe(true);
    },
  );

  it('has one card per outcome, the first one with a challenge', () => {
    const outcomes = BANCONTACT_TEST_CARDS.map((card) => card.outcome);
    expect(new Set(outcomes).size).toBe(outcomes.length);
    expect(BANCONTACT_TEST_CARDS[0]?.outcome).toBe('challenge');
  });
});

describe('the provider checkout’s addresses and body', () => {
  it('opens the checkout with the session in the query', () => {
    expect(checkoutPath({ id: 'cks_abc', sessionData: 'a+b/c=', clientKey: 'test_k' })).toBe(
      '/hosted/checkout/cks_abc?sessionData=a%2Bb%2Fc%3D&clientKey=test_k',
    );
  });

  it('returns to the ckey page of the transaction', () => {
    expect(providerReturnPath('3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', 'tx_1')).toBe(
      '/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/ckey/tx_1/adyen',
    );
  });

  it('takes the three methods of the checkout only', () => {
    const check = Compile(CheckoutSessionBodySchema);
    for (const method of ['IDEAL', 'BANCONTACT_CARD', 'BANCONTACT_MOBILE']) {
      expect(check.Check({ paymentMethod: method })).toBe(true);
      expect(isProviderCheckoutMethod(method)).toBe(true);
    }
    for (const body of [{ paymentMethod: 'CARD' }, {}, { paymentMethod: 'IDEAL', bank: 'x' }]) {
      expect(check.Check(body)).toBe(false);
    }
    expect(isProviderCheckoutMethod('KCP')).toBe(false);
  });
});
