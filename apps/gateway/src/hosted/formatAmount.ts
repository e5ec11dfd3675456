/**
 * An amount in minor units, in the payer's locale (KRW has no minor unit: Intl knows). Without
 * Intl's direction marks (he-IL writes "\u200f49.90 \u200fEUR"): on our right-to-left pages an
 * amount stands isolated as one left-to-right piece (a sentence's FSI … PDI, a fact's dir=auto),
 * where those marks would only move the space between number and code.
 */
export function formatAmount(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits).replace(/[\u200e\u200f\u061c]/g, '');
}
