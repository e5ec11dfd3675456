import { describe, expect, it } from 'vitest';
import { accountHolderProblem, isB2bScheme } from './sepaRules';

describe('SEPA rules the page, the service and the gateway share', () => {
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
