import { FALLBACK_FORMAT_LOCALE } from './formatAmount';

// Dates on a payment page are printed on cards and set by merchants in the Gregorian calendar
// with Latin digits; th-TH would otherwise write the Buddhist year (2570 for a 2027 card).
const PRINTED_DATES: Intl.DateTimeFormatOptions = { calendar: 'gregory', numberingSystem: 'latn' };

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...PRINTED_DATES, ...options });
  } catch {
    // A malformed locale must not break the page; English still shows the date.
    return new Intl.DateTimeFormat(FALLBACK_FORMAT_LOCALE, { ...PRINTED_DATES, ...options });
  }
}

/** A card's expiry (month 1-12) as the UI locale writes it: 05/2027 in en-GB, 2027/05 in ja-JP. */
export function formatMonthYear(month: number, year: number, locale: string): string {
  // UTC on both sides: the shopper's time zone must not move the 1st of a month into the last.
  const format = dateFormat(locale, { month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return format.format(Date.UTC(year, month - 1, 1));
}

/** A moment such as the link's expiry, in the UI locale and the shopper's own time zone. */
export function formatDateTime(moment: Date | string, locale: string): string {
  const format = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return format.format(typeof moment === 'string' ? new Date(moment) : moment);
}
