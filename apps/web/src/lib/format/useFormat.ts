import { textDirectionOf } from '@paypage/contract/languageTags';
import type { Currency } from '@paypage/contract/money';
import { useUiLocale } from '../i18n/useUiLocale';
import { formatAmount } from './formatAmount';
import { formatMonthYear } from './formatDate';

export interface Format {
  amount(amountMinor: number, currency: Currency): string;
  /** A card's expiry, month 1-12. */
  monthYear(month: number, year: number): string;
}

/**
 * On a right-to-left page an amount stays one left-to-right piece, wherever it stands (a heading,
 * a button, a sentence): isolated with LRI … PDI, so the digits never swap places with the
 * currency code. Intl's own direction marks (he-IL writes "\u200f49.90 \u200fEUR") are meant for a
 * right-to-left line; inside the isolate they would move the space, so they go. Dates keep
 * Intl's marks: they are written in the language's own order.
 */
const leftToRight = (text: string): string =>
  `\u2066${text.replace(/[\u200e\u200f\u061c]/g, '')}\u2069`;

/**
 * The page's one number and date formatter, bound to the UI locale (the page's language with
 * the link's country): a component using it shows the shopper's pick from the footer at once.
 * formatDate.ts also writes a full date and time, for the link's expiry once a page shows it.
 */
export function useFormat(): Format {
  const { language, tag } = useUiLocale();
  const isolated = textDirectionOf(language) === 'rtl' ? leftToRight : (text: string) => text;
  return {
    amount: (amountMinor, currency) => isolated(formatAmount(amountMinor, currency, tag)),
    monthYear: (month, year) => formatMonthYear(month, year, tag),
  };
}
