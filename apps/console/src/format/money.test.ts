import { CURRENCIES, MINOR_UNIT_DIGITS } from '@paypage/contract/money';
import { describe, expect, it } from 'vitest';
import {
  amountForInput,
  CONSOLE_CURRENCIES,
  currencyDigits,
  formatAmount,
  parseAmount,
} from './money';

describe('amounts in the console', () => {
  it('knows the contract’s currencies and their minor-unit digits', () => {
    expect([...CONSOLE_CURRENCIES]).toEqual([...CURRENCIES]);
    for (const currency of CURRENCIES) {
      expect(currencyDigits(currency), currency).toBe(MINOR_UNIT_DIGITS[currency]);
    }
  });

  it('reads a typed amount into minor units as the language writes it', () => {
    expect(parseAmount('12.50', 'EUR', 'en')).toBe(1250);
    expect(parseAmount('1,234.5', 'EUR', 'en')).toBe(123450);
    expect(parseAmount('12,50', 'EUR', 'de')).toBe(1250);
    expect(parseAmount('1.234,56', 'EUR', 'de')).toBe(123456);
    expect(parseAmount('12.50', 'EUR', 'de')).toBe(1250);
    expect(parseAmount('0.29', 'SGD', 'en')).toBe(29);
    expect(parseAmount('15000', 'KRW', 'en')).toBe(15000);
  });

  it('refuses what is not an amount of the currency', () => {
    expect(parseAmount('12.345', 'EUR', 'en')).toBeNull();
    expect(parseAmount('100.5', 'KRW', 'en')).toBeNull();
    expect(parseAmount('-5', 'EUR', 'en')).toBeNull();
    expect(parseAmount('ten', 'EUR', 'en')).toBeNull();
    expect(parseAmount('', 'EUR', 'en')).toBeNull();
  });

  it('writes minor units back as the currency shows them', () => {
    expect(formatAmount(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatAmount(15000, 'KRW', 'en')).toBe('₩15,000');
    expect(amountForInput(1250, 'EUR', 'de')).toBe('12,50');
    expect(amountForInput(15000, 'KRW', 'en')).toBe('15000');
  });
});
