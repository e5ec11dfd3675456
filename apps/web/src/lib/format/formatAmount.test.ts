import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

// Intl separates code and number with a no-break space; the tests read it as a plain one.
const shown = (...args: Parameters<typeof formatAmount>) =>
  formatAmount(...args).replace(/\u00a0/g, ' ');

describe('formatAmount', () => {
  it('divides minor units by 100 and shows the currency code', () => {
    expect(shown(1999, 'EUR', 'en_GB')).toBe('EUR 19.99');
    expect(shown(1999, 'INR', 'en_IN')).toBe('INR 19.99');
  });

  it('keeps KRW whole: it has no minor unit', () => {
    expect(shown(5000, 'KRW', 'ko_KR')).toBe('KRW 5,000');
    expect(shown(5000, 'KRW', 'en_GB')).toBe('KRW 5,000');
  });

  it('always writes SGD the Singapore way', () => {
    expect(shown(123456, 'SGD', 'de_DE')).toBe('SGD 1,234.56');
  });

  it('follows the UI locale (language and country) for the other currencies', () => {
    expect(shown(123456, 'EUR', 'de-DE')).toBe('1.234,56 EUR');
    expect(shown(123456, 'EUR', 'de-AT')).toBe('EUR 1.234,56');
    expect(shown(12345678, 'INR', 'en-IN')).toBe('INR 1,23,456.78');
    expect(shown(12345678, 'INR', 'hi-IN')).toBe('INR 1,23,456.78');
    expect(shown(129000, 'THB', 'th-TH')).toBe('THB 1,290.00');
    expect(shown(129000, 'THB', 'en-GB')).toBe('THB 1,290.00');
    expect(shown(123456, 'EUR', 'fr-FR')).toMatch(/^1\s234,56\sEUR$/);
    expect(shown(5000, 'KRW', 'ko-KR')).toBe('KRW 5,000');
  });

  it('writes Latin digits in every language of the page', () => {
    for (const tag of ['th-TH', 'ja-JP', 'zh-TW', 'el-GR', 'bg-BG', 'vi-VN', 'no-NO']) {
      expect(shown(123456, 'EUR', tag), tag).toMatch(/1.?234.56/);
    }
  });

  it('still reads a link-style locale (de_DE)', () => {
    expect(shown(123456, 'EUR', 'de_DE')).toBe('1.234,56 EUR');
  });

  it('falls back to English without a locale or with a broken one', () => {
    expect(shown(0, 'EUR', null)).toBe('EUR 0.00');
    expect(shown(1999, 'EUR', 'not a locale!')).toBe('EUR 19.99');
  });
});
