import { describe, expect, it } from 'vitest';
import { customerNameProblem } from './paymentSlipRules';

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
