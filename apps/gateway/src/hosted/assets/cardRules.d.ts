// Types of cardRules.js, which stays plain JavaScript because the browser loads it as it is.
import type { CardBrand } from '@paypage/contract/assets';

/** A brand of the card method (SPEC §3), or Bancontact's, which only its own form accepts. */
export type HostedCardBrand = CardBrand | 'BCMC';
/** Which cards a hosted form accepts: every card brand, or Bancontact cards only. */
export type CardScheme = 'card' | 'bancontact';

export type FieldReason = 'required' | 'invalid' | 'unsupported' | 'past' | 'length';
export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';

export interface CardDetailsInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface Expiry {
  month: number;
  year: number;
}

export interface CardBrandRule {
  brand: Exclude<HostedCardBrand, 'UNKNOWN'>;
  prefixes: readonly (readonly [string, string])[];
  lengths: readonly number[];
  gaps: readonly number[];
  cvcLength: number;
}

export const CARD_BRAND_RULES: readonly CardBrandRule[];
export const BANCONTACT_CARD_RULES: readonly CardBrandRule[];
export const CARD_SCHEMES: Readonly<Record<CardScheme, readonly CardBrandRule[]>>;
export const MAX_CARD_DIGITS: number;
export const MAX_HOLDER_LENGTH: number;
export const MAX_EXPIRY_YEARS_AHEAD: number;

export function cardDigits(value: string): string;
export function detectBrand(digits: string): CardBrand;
export function detectBrand(digits: string, scheme: CardScheme): HostedCardBrand;
export function cvcLengthOf(brand: HostedCardBrand): number;
export function maxDigitsOf(brand: HostedCardBrand): number;
export function groupDigits(digits: string, scheme?: CardScheme): string;
export function passesLuhn(digits: string): boolean;
export function parseExpiry(value: string): Expiry | null;
export function isExpiryPast(expiry: Expiry, now: Date): boolean;
export function validateNumber(value: string, scheme?: CardScheme): FieldReason | null;
export function validateExpiry(value: string, now: Date): FieldReason | null;
export function validateCvc(value: string, brand: HostedCardBrand): FieldReason | null;
export function validateHolder(value: string): FieldReason | null;
export function normaliseHolder(value: string): string;
export function schemeAsksCvc(scheme?: CardScheme): boolean;
export function validateCardDetails(
  details: CardDetailsInput,
  now: Date,
  scheme?: CardScheme,
): Partial<Record<CardField, FieldReason>>;
