import { describe, expect, it } from 'vitest';
import {
  compact,
  creditorReference,
  formatIban,
  ibanOf,
  ibanProblem,
  inGroupsOfFour,
  isCreditorReference,
  isValidCreditorId,
  isValidIban,
  maskIban,
  mod97,
} from './iban';
import { SANDBOX_IBANS, SANDBOX_MANDATE } from './methods/sepaSandbox';

describe('the IBAN of a SEPA direct debit (the page, the service and the gateway)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['DE8937040044053201300', 'length'],
    ['DE893704004405320130001', 'length'],
    ['NL91ABNA041716430', 'length'],
    ['XX12', 'length'],
    ['DE88370400440532013000', 'invalid'],
    ['XX89370400440532013000', 'invalid'],
    ['BR1500000000000010932840814P2', 'invalid'],
    ['DE89370400440532013000', undefined],
    ['de89 3704-0044.0532 0130 00', undefined],
    ['NL91ABNA0417164300', undefined],
    ['FR1420041010050500013M02606', undefined],
    ['GB29NWBK60161331926819', undefined],
    ['CH9300762011623852957', undefined],
  ])('an IBAN %j has the problem %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });

  it('takes every sandbox IBAN', () => {
    for (const { iban } of [...SANDBOX_IBANS, SANDBOX_MANDATE])
      expect(ibanProblem(iban)).toBe(undefined);
  });

  it('shows an IBAN uppercase in groups of four, stripped, never past 34 characters', () => {
    expect(formatIban('de89-3704 0044.0532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
    expect(formatIban('A'.repeat(40)).replace(/ /g, '')).toHaveLength(34);
  });

  it('masks all but the country and the last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE****************3000');
    // A domestic account number has no country code to keep.
    expect(maskIban('12-34-56 12345678')).toBe('**********5678');
  });
});

describe('ISO 7064 MOD 97-10', () => {
  it('takes the remainder of numbers far past a safe integer', () => {
    expect(mod97('0')).toBe(0);
    expect(mod97('97')).toBe(0);
    expect(mod97('98')).toBe(1);
    // 3214282912345698765432161182 is GB82 WEST 1234 5698 7654 32 rearranged: valid means 1.
    expect(mod97('3214282912345698765432161182')).toBe(1);
  });

  it('refuses anything but digits', () => {
    expect(() => mod97('12A')).toThrow();
    expect(() => mod97('')).toThrow();
  });
});

describe('structured creditor reference (ISO 11649)', () => {
  it('makes the standard example RF18 5390 0754 7034', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(inGroupsOfFour(creditorReference('539007547034'))).toBe('RF18 5390 0754 7034');
  });

  it('check digits below 10 keep their leading zero', () => {
    const references = Array.from({ length: 300 }, (_, n) => creditorReference(String(n + 1)));
    expect(references.every((reference) => /^RF[0-9]{2}/.test(reference))).toBe(true);
    expect(references.some((reference) => reference.startsWith('RF0'))).toBe(true);
    expect(references.every(isCreditorReference)).toBe(true);
  });

  it('takes letters, spaces and lower case as the same reference', () => {
    const reference = creditorReference('inv 2026 a');
    expect(reference).toMatch(/^RF[0-9]{2}INV2026A$/);
    expect(isCreditorReference(inGroupsOfFour(reference).toLowerCase())).toBe(true);
  });

  it('finds a changed digit and swapped digits', () => {
    expect(isCreditorReference('RF18539007547034')).toBe(true);
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF18539007574034')).toBe(false);
    expect(isCreditorReference('RF81539007547034')).toBe(false);
  });

  it('refuses what is not one: other prefix, too long, empty', () => {
    expect(isCreditorReference('XX18539007547034')).toBe(false);
    expect(isCreditorReference(`RF00${'1'.repeat(22)}`)).toBe(false);
    expect(isCreditorReference('RF18')).toBe(false);
    expect(() => creditorReference('')).toThrow();
    expect(() => creditorReference('1'.repeat(22))).toThrow();
    expect(creditorReference('1'.repeat(21))).toHaveLength(25);
  });
});

describe('IBAN check digits (ISO 13616, from ibantools)', () => {
  it('makes the check digits of published examples', () => {
    expect(ibanOf('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(ibanOf('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
    expect(ibanOf('fi', '12345600000785')).toBe('FI2112345600000785');
  });

  it('checks them, printed or electronic', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE89370400440532031000')).toBe(false);
    expect(isValidIban('D89370400440532013000')).toBe(false);
  });

  it('shows only the last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE****************3000');
    expect(compact('de89 3704-0044')).toBe('DE8937040044');
  });
});

describe('SEPA creditor identifiers (MOD 97-10 without the business code)', () => {
  it.each(['DE98ZZZ09999999999', 'FR72ZZZ123456', 'DE98ABC09999999999'])('accepts %s', (id) =>
    expect(isValidCreditorId(id)).toBe(true),
  );
  it.each([
    'DE97ZZZ09999999999',
    'de98zzz09999999999',
    'DE98ZZZ',
    'DE98ZZZ0999999999X9999999999999999',
  ])('refuses %s', (id) => expect(isValidCreditorId(id)).toBe(false));
});
