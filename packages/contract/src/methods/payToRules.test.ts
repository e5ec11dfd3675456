import { describe, expect, it } from 'vitest';
import {
  maskPayId,
  normalisePayId,
  PAYID_PHONE_EXAMPLE,
  PAYID_PHONE_TYPED_EXAMPLE,
  payIdProblem,
} from './payToRules';

describe('PayID phone numbers', () => {
  it.each([
    '0412 345 678',
    '0412345678',
    '+61412345678',
    '+61 412 345 678',
    '+61-412345678',
    '+61 (0) 412 345 678',
    '0061 412 345 678',
    '04 1234 5678',
    '0412-345-678',
    '0412\u00a0345\u00a0678',
    '+61\u2011412345678',
  ])('takes %s as typed and sends it in SPEC structure', (typed) => {
    expect(payIdProblem('PHONE', typed)).toBeUndefined();
    expect(normalisePayId('PHONE', typed)).toBe('+61-412345678');
  });

  it.each([
    ['0312 345 678', 'a landline'],
    ['0412 345 67', 'a digit short'],
    ['0412 345 6789', 'a digit long'],
    ['+64 412 345 678', 'another country'],
    ['0412 345 67x', 'a letter'],
  ])('refuses %s (%s)', (typed) => {
    expect(payIdProblem('PHONE', typed)).toBe('phone');
  });

  it('accepts both examples it shows, and masks the sent form', () => {
    for (const example of [PAYID_PHONE_EXAMPLE, PAYID_PHONE_TYPED_EXAMPLE]) {
      expect(payIdProblem('PHONE', example)).toBeUndefined();
    }
    expect(maskPayId('PHONE', normalisePayId('PHONE', PAYID_PHONE_TYPED_EXAMPLE))).toBe(
      '+61-4*****678',
    );
  });

  it('leaves the other types as they were: hyphens are no business number', () => {
    expect(payIdProblem('BUSINESS_NUMBER', '51-824-753')).toBe('businessNumber');
    expect(normalisePayId('BUSINESS_NUMBER', '51 824 753 556')).toBe('51824753556');
    expect(normalisePayId('EMAIL', ' Jane@Example.COM ')).toBe('jane@example.com');
  });
});
