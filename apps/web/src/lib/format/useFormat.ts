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
 * The page's one number and date formatter, bound to the UI locale (the page's language with
 * the link's country): a component using it shows the shopper's pick from the footer at once.
 * formatDate.ts also writes a full date and time, for the link's expiry once a page shows it.
 */
export function useFormat(): Format {
  const { tag } = useUiLocale();
  return {
    amount: (amountMinor, currency) => formatAmount(amountMinor, currency, tag),
    monthYear: (month, year) => formatMonthYear(month, year, tag),
  };
}
