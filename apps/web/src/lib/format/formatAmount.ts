import type { Currency } from '@paypage/contract/money';

// SPEC §9: amounts travel in minor units, except KRW which has none.
const MINOR_UNITS_PER_MAJOR: Record<Currency, number> = {
  EUR: 100,
  KRW: 1,
  SGD: 100,
  INR: 100,
  THB: 100,
};
const FRACTION_DIGITS: Record<Currency, number> = { EUR: 2, KRW: 0, SGD: 2, INR: 2, THB: 2 };
// SPEC §9: Singapore dollars are always written the Singapore way, whatever the page language.
const CURRENCY_LOCALE: Partial<Record<Currency, string>> = { SGD: 'en-SG' };
export const FALLBACK_FORMAT_LOCALE = 'en';

/** de_AT → de-AT: links speak POSIX-style locales, Intl wants BCP 47 tags. */
function bcp47Of(locale: string | null | undefined): string {
  return locale ? locale.replace('_', '-') : FALLBACK_FORMAT_LOCALE;
}

// Making an Intl formatter is the costly part (a phone spends milliseconds on each), and a
// page formats the same amount in a few places and on every render: one formatter per pair.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = newNumberFormat(locale, currency);
    numberFormats.set(key, format);
  }
  return format;
}

function newNumberFormat(locale: string, currency: Currency): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: FRACTION_DIGITS[currency],
    maximumFractionDigits: FRACTION_DIGITS[currency],
  };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // A malformed locale must not break the page; English still shows the amount.
    return new Intl.NumberFormat(FALLBACK_FORMAT_LOCALE, options);
  }
}

/**
 * The amount as the shopper reads it, with the currency code, in the page's UI locale (de-AT):
 * 1999 EUR → "EUR 19.99" in en-GB, "EUR 19,99" in de-AT, "19,99 EUR" in de-DE.
 */
export function formatAmount(
  amountMinor: number,
  currency: Currency,
  locale?: string | null,
): string {
  const formatLocale = CURRENCY_LOCALE[currency] ?? bcp47Of(locale);
  return numberFormat(formatLocale, currency).format(amountMinor / MINOR_UNITS_PER_MAJOR[currency]);
}
