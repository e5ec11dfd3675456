import type { Currency } from '@paypage/contract/money';

/**
 * Amounts travel in minor units (SPEC §3: cents, KRW has none). The digits come from the
 * platform's currency data, which agrees with the contract's MINOR_UNIT_DIGITS (a test checks
 * every currency), so the console does not load the contract's TypeBox module for a table.
 */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** The currencies a link may carry, as the contract's CURRENCIES (a test compares them). */
export const CONSOLE_CURRENCIES: readonly Currency[] = ['EUR', 'KRW', 'SGD', 'INR', 'THB'];

export function formatAmount(minor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    minor / 10 ** digits,
  );
}

/** The amount without its currency sign, as it goes back into an amount field. */
export function amountForInput(minor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(minor / 10 ** digits);
}

function separators(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * What a merchant typed as the currency writes it ("12,50" in German, "12.50" in English,
 * "12500" for KRW) in minor units, or null when it is not an amount of that currency: more
 * decimals than the currency has, letters, a negative sign. Counted on whole digits, never
 * through a float multiplication (0.29 * 100 is 28.999…).
 */
export function parseAmount(text: string, currency: string, language: string): number | null {
  const digits = currencyDigits(currency);
  const { decimal, group } = separators(language);
  let plain = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  // Grouping is optional; a dot typed in a comma-decimal language is taken as the decimal
  // point when the text has no comma (many merchants type 12.50 on a German keyboard).
  if (decimal === ',' && !plain.includes(',') && /^\d+\.\d{1,2}$/.test(plain)) {
    plain = plain.replace('.', ',');
  }
  plain = plain.split(group).join('');
  const [whole, fraction = '', ...rest] = plain.split(decimal);
  if (rest.length > 0 || whole === undefined || !/^\d+$/.test(whole)) return null;
  if (fraction.length > digits || (plain.includes(decimal) && !/^\d+$/.test(fraction))) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
