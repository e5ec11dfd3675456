import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import {
  detectBrand,
  groupDigits,
  passesLuhn,
  schemeAsksCvc,
  validateCardDetails,
  validateCvc,
  validateExpiry,
  validateHolder,
  validateNumber,
} from './cardRules.js';

// These rules run in the shopper's browser (the form) and in the gateway (tokenising).
describe('card rules', () => {
  it.each(TEST_CARDS.map((card) => [card.number, card.brand] as const))(
    'accepts test card %s as %s',
    (number, brand) => {
      expect(detectBrand(number)).toBe(brand);
      expect(validateNumber(number)).toBeNull();
    },
  );

  it.each([
    ['4', 'VISA'],
    ['457', 'VISA'],
    ['4571', 'VISADANKORT'],
    ['40355', 'VISA'],
    ['403550', 'CARTEBANCAIRE'],
    ['497012', 'CARTEBANCAIRE'],
    ['51', 'MASTERCARD'],
    ['2221', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['2721', 'UNKNOWN'],
    ['34', 'AMEX'],
    ['37', 'AMEX'],
    ['3528', 'JCB'],
    ['3589', 'JCB'],
    ['300', 'DINERS'],
    ['36', 'DINERS'],
    ['62', 'UNIONPAY'],
    ['6011', 'DISCOVER'],
    ['65', 'DISCOVER'],
    ['9', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('detects %s… as %s while typing', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['424242', '4242 42'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['3782', '3782'],
    ['37828', '3782 8'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupDigits(digits)).toBe(grouped);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('takes spaces and dashes in a number', () => {
    expect(validateNumber('4242-4242-4242-4242')).toBeNull();
    expect(validateNumber(' 4242 4242 4242 4242 ')).toBeNull();
  });

  it('lets a card expire at the end of its month', () => {
    const now = new Date(2030, 5, 15);
    expect(validateExpiry('06/30', now)).toBeNull();
    expect(validateExpiry('05/30', now)).toBe('past');
    expect(validateExpiry('12/29', now)).toBe('past');
    expect(validateExpiry('1/31', now)).toBeNull();
    expect(validateExpiry('06/2030', now)).toBeNull();
    expect(validateExpiry('06/50', now)).toBeNull();
    expect(validateExpiry('06/51', now)).toBe('invalid');
    expect(validateExpiry('00/31', now)).toBe('invalid');
    expect(validateExpiry('0631', now)).toBe('invalid');
  });

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(validateCvc('123', 'VISA')).toBeNull();
    expect(validateCvc('1234', 'AMEX')).toBeNull();
    expect(validateCvc('123', 'AMEX')).toBe('invalid');
    expect(validateCvc('1234', 'MASTERCARD')).toBe('invalid');
    expect(validateCvc('123', 'UNKNOWN')).toBeNull();
  });

  it('takes names in any alphabet, 1 to 70 characters', () => {
    for (const name of [
      'Ana',
      "Zoë O'Brien-Łukasz",
      'J. R. R. Tolkien',
      '山田 太郎',
      'A'.repeat(70),
    ]) {
      expect(validateHolder(name), name).toBeNull();
    }
    expect(validateHolder('A'.repeat(71))).toBe('length');
    expect(validateHolder('-Ana')).toBe('invalid');
    expect(validateHolder('<script>')).toBe('invalid');
    expect(validateHolder('')).toBe('required');
  });

  it('gives every failing field of a card its reason', () => {
    expect(
      validateCardDetails({ number: '', expiry: '', cvc: '', holder: '' }, new Date()),
    ).toEqual({ number: 'required', expiry: 'required', cvc: 'required', holder: 'required' });
    expect(
      validateCardDetails(
        { number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'Ana' },
        new Date(2030, 0, 1),
      ),
    ).toEqual({});
  });
});

// A Bancontact checkout's form takes Bancontact cards (BCMC) only, and they have no CVC.
describe('card rules of the bancontact scheme', () => {
  it.each(BANCONTACT_TEST_CARDS.map((card) => [card.number]))('accepts %s as BCMC', (number) => {
    expect(detectBrand(number, 'bancontact')).toBe('BCMC');
    expect(validateNumber(number, 'bancontact')).toBeNull();
  });

  it('groups 17 digits in fours and keeps the card method’s forms free of BCMC', () => {
    expect(groupDigits('67030000000000011', 'bancontact')).toBe('6703 0000 0000 0001 1');
    expect(detectBrand('6703444444444449')).toBe('UNKNOWN');
    expect(validateNumber('6703444444444449')).toBe('unsupported');
  });

  it('refuses other brands and malformed Bancontact numbers', () => {
    expect(validateNumber('4242424242424242', 'bancontact')).toBe('unsupported');
    expect(validateNumber('6703444444444448', 'bancontact')).toBe('invalid');
    expect(validateNumber('670344444444', 'bancontact')).toBe('invalid');
    expect(validateNumber('', 'bancontact')).toBe('required');
  });

  it('asks for no security code', () => {
    expect(schemeAsksCvc('bancontact')).toBe(false);
    expect(schemeAsksCvc('card')).toBe(true);
    expect(validateCvc('', 'BCMC')).toBeNull();
    const now = new Date('2030-01-15T00:00:00Z');
    const details = {
      number: '6703 4444 4444 4449',
      expiry: '12/31',
      cvc: '',
      holder: 'An Peeters',
    };
    expect(validateCardDetails(details, now, 'bancontact')).toEqual({});
    expect(
      validateCardDetails({ ...details, number: '4242424242424242' }, now, 'bancontact'),
    ).toEqual({ number: 'unsupported' });
  });
});
