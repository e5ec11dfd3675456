// Types of cardRules.js, which stays plain JavaScript because the browser loads it as it is.
import type { CardBrand } from '@paypage/contract/assets';

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
  brand: Exclude<CardBrand, 'UNKNOWN'>;
  prefixes: readonly (readonly [string, string])[];
  lengths: readonly number[];
  gaps: readonly number[];
  cvcLength: number;
}

export const CARD_BRAND_RULES: readonly CardBrandRule[];
export const MAX_CARD_DIGITS: number;
export const MAX_HOLDER_LENGTH: number;
export const MAX_EXPIRY_YEARS_AHEAD: number;

export function cardDigits(value: string): string;
export function detectBrand(digits: string): CardBrand;
export function cvcLengthOf(brand: CardBrand): number;
export function maxDigitsOf(brand: CardBrand): number;
export function groupDigits(digits: string): string;
export function passesLuhn(digits: string): boolean;
export function parseExpiry(value: string): Expiry | null;
export function isExpiryPast(expiry: Expiry, now: Date): boolean;
export function validateNumber(value: string): FieldReason | null;
export function validateExpiry(value: string, now: Date): FieldReason | null;
export function validateCvc(value: string, brand: CardBrand): FieldReason | null;
export function validateHolder(value: string): FieldReason | null;
export function normaliseHolder(value: string): string;
export function validateCardDetails(
  details: CardDetailsInput,
  now: Date,
): Partial<Record<CardField, FieldReason>>;
