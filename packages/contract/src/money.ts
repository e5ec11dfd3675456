import Type from 'typebox';

/** SPEC §3's four, and THB for PromptPay (docs/decisions/0021a). */
export const CURRENCIES = ['EUR', 'KRW', 'SGD', 'INR', 'THB'] as const;
export const CurrencySchema = Type.Enum(CURRENCIES);
export type Currency = Type.Static<typeof CurrencySchema>;

/** Digits after the decimal point: amounts are in minor units, except KRW which has none (SPEC §3, §9). */
export const MINOR_UNIT_DIGITS: Record<Currency, number> = {
  EUR: 2,
  KRW: 0,
  SGD: 2,
  INR: 2,
  // THB in satang, 100 to the baht, as Thai QR Payment writes amounts with two decimals.
  THB: 2,
};

/** Largest amount a link may carry, in minor units: keeps every amount a safe integer in both stores. */
export const MAX_AMOUNT_MINOR = 100_000_000_000;
