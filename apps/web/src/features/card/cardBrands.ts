import type { CardAsset, CardBrand } from '@paypage/contract/assets';

/** The schemes' own names: proper names, written the same in every language. */
const BRAND_NAMES: Record<Exclude<CardBrand, 'UNKNOWN'>, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  VISADANKORT: 'Visa/Dankort',
  CARTEBANCAIRE: 'Cartes Bancaires',
  AMEX: 'American Express',
  JCB: 'JCB',
  DINERS: 'Diners Club',
  UNIONPAY: 'UnionPay',
  DISCOVER: 'Discover',
};

/** The brand's name, or undefined for UNKNOWN (the caller says "Card" in the page language). */
export function brandNameOf(brand: CardBrand): string | undefined {
  return brand === 'UNKNOWN' ? undefined : BRAND_NAMES[brand];
}

/** The gateway draws the brand badges its own form shows; the page shows the same ones. */
export function brandIconPath(brand: CardBrand): string {
  return `/hosted/assets/brands/${brand.toLowerCase()}.svg`;
}

/** 4242 42•• •••• 4242: enough to recognise the card, never the whole number. */
export function maskedNumberOf(card: Pick<CardAsset, 'firstDigits' | 'lastDigits'>): string {
  return `${card.firstDigits.slice(0, 4)} •••• •••• ${card.lastDigits}`;
}
