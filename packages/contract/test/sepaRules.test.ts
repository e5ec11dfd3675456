import { describe, expect, it } from 'vitest';
import { SANDBOX_IBANS, SANDBOX_MANDATE } from '../src/methods/sepaSandbox';
import {
  accountHolderProblem,
  formatIban,
  ibanProblem,
  isB2bScheme,
  maskIban,
} from '../src/methods/sepaRules';

describe('SEPA rules the page, the service and the gateway share', () => {
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
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['A'.repeat(71), 'length'],
    ['ana@example.com', 'characters'],
    ['Ana "the payer"', 'characters'],
    ['Ana 😀', 'characters'],
    ['A'.repeat(70), undefined],
    ['Ana', undefined],
    ["Seán O'Brien-Łukasiewicz", undefined],
    ['Müller & Söhne GmbH (Nr. 2)', undefined],
    ['Παπαδόπουλος', undefined],
    ['Иван Петров', undefined],
  ])('an account holder %j has the problem %s', (name, problem) => {
    expect(accountHolderProblem(name)).toBe(problem);
  });

  it('tells the business-to-business schemes from the core ones', () => {
    expect(isB2bScheme('SEPADD_B2B')).toBe(true);
    expect(isB2bScheme('SEPADDB2B')).toBe(true);
    expect(isB2bScheme('SEPADD_CORE')).toBe(false);
    expect(isB2bScheme('SEPADDCORE')).toBe(false);
    expect(isB2bScheme(undefined)).toBe(false);
  });
});
