import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonthYear } from './formatDate';

describe('formatMonthYear (a card’s expiry)', () => {
  it.each([
    ['en-GB', '05/2027'],
    ['de-DE', '05/2027'],
    ['ja-JP', '2027/05'],
    ['lt-LT', '2027-05'],
    ['th-TH', '05/2027'], // Gregorian, not the Buddhist 2570 printed on no card
  ])('%s writes May 2027 as %s', (tag, shown) => {
    expect(formatMonthYear(5, 2027, tag)).toBe(shown);
  });

  it('keeps the month whatever the time zone (first of the month, UTC)', () => {
    expect(formatMonthYear(1, 2030, 'en-GB')).toBe('01/2030');
    expect(formatMonthYear(12, 2030, 'en-GB')).toBe('12/2030');
  });

  it('falls back to English for a broken locale', () => {
    expect(formatMonthYear(5, 2027, 'not a locale!')).toBe('05/2027');
  });
});

describe('formatDateTime (the link’s expiry)', () => {
  const moment = '2027-05-01T12:00:00Z';

  it('writes date and time in the UI locale, Gregorian and with Latin digits', () => {
    expect(formatDateTime(moment, 'de-DE')).toMatch(/^\d\d\.05\.2027, \d\d:\d\d$/);
    expect(formatDateTime(new Date(moment), 'th-TH')).toMatch(/2027/);
    expect(formatDateTime(moment, 'ja-JP')).toMatch(/^2027\/05\/\d\d \d{1,2}:\d\d$/);
  });
});
