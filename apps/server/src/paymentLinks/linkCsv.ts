import { MINOR_UNIT_DIGITS } from '@paypage/contract/money';
import type { PaymentLinkSummary } from '@paypage/contract/paymentLinkList';

/**
 * The export a merchant opens in a spreadsheet: RFC 4180 (CRLF, quotes doubled), UTF-8 with a
 * byte order mark so that spreadsheet programs read umlauts right, a header row. A cell that a
 * spreadsheet would take for a formula (= + - @, or a tab or CR first) is prefixed with ', so a
 * description a shopper-facing form let through never runs as one (CSV injection, OWASP).
 */

export const CSV_BYTE_ORDER_MARK = '\ufeff';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (cells: readonly (string | number | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** The amount as people write it (19.99; KRW without decimals), not in minor units. */
function decimalAmount(link: PaymentLinkSummary): string {
  const digits = MINOR_UNIT_DIGITS[link.currency];
  if (digits === 0) return String(link.amount);
  const text = String(link.amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const LINK_CSV_HEADER = csvRow([
  'uuid',
  'url',
  'status',
  'amount',
  'currency',
  'description',
  'merchantReference',
  'consumerReference',
  'paymentMethods',
  'paidWith',
  'createdAt',
  'expiresAt',
  'paidAt',
]);

export function linkCsvRow(link: PaymentLinkSummary): string {
  return csvRow([
    link.uuid,
    link.url,
    link.status,
    decimalAmount(link),
    link.currency,
    link.description,
    link.merchantReference,
    link.consumerReference,
    link.paymentMethods.join(' '),
    link.paidWith,
    link.createdAt,
    link.expiresAt,
    link.paidAt,
  ]);
}
