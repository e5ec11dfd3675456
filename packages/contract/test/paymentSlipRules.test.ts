import { describe, expect, it } from 'vitest';
import {
  compact,
  creditorReference,
  customerNameProblem,
  hasIbanCheckDigits,
  ibanOf,
  inGroupsOfFour,
  isCreditorReference,
  maskIban,
  mod97,
} from '../src/methods/paymentSlipRules';

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

describe('IBAN check digits (ISO 13616)', () => {
  it('makes the check digits of published examples', () => {
    expect(ibanOf('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(ibanOf('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
    expect(ibanOf('fi', '12345600000785')).toBe('FI2112345600000785');
  });

  it('checks them, printed or electronic', () => {
    expect(hasIbanCheckDigits('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(hasIbanCheckDigits('DE88370400440532013000')).toBe(false);
    expect(hasIbanCheckDigits('DE89370400440532031000')).toBe(false);
    expect(hasIbanCheckDigits('D89370400440532013000')).toBe(false);
  });

  it('shows only the last four characters', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE****************3000');
    expect(compact('de89 3704-0044')).toBe('DE8937040044');
  });
});

describe('customer name (SPEC §5 rules)', () => {
  it('takes names of any script, with SEPA punctuation', () => {
    for (const name of [
      'Alex Example',
      'Łukasz Żółć',
      'Иван Петров',
      '山田 太郎',
      "O'Brien & Co.",
      'สมชาย ใจดี',
    ]) {
      expect(customerNameProblem(name)).toBeUndefined();
    }
  });

  it('answers SPEC §5 problems in order', () => {
    expect(customerNameProblem('  ')).toBe('required');
    expect(customerNameProblem('a'.repeat(71))).toBe('length');
    expect(customerNameProblem('ä'.repeat(70))).toBeUndefined();
    expect(customerNameProblem('alex@example.com')).toBe('characters');
    expect(customerNameProblem('Alex <script>')).toBe('characters');
  });
});
