import type { AssetsResponse, CardAsset, PaypalAsset, SepaAsset } from '@paypage/contract/assets';

/** What is stored for each kind: never a full card number, CVC or full IBAN (DESIGN.md). */
export type StoredCardDetails = Omit<CardAsset, 'id' | 'type' | 'expired'> & {
  /** The gateway's token for paying with this card again; never shown to the page. */
  gatewayCardToken?: string;
};
export type StoredSepaDetails = Omit<SepaAsset, 'id' | 'type'> & {
  /** The gateway's mandate to debit; never shown to the page. */
  gatewayMandateId?: string;
  /** CORE or B2B: a mandate only pays links collected under its own scheme. */
  mandateScheme?: 'CORE' | 'B2B';
};
export type StoredPaypalDetails = Omit<PaypalAsset, 'id' | 'type'>;

export type NewSavedAsset =
  | { type: 'CARD'; details: StoredCardDetails }
  | { type: 'SEPA_DD'; details: StoredSepaDetails }
  | { type: 'PAYPAL'; details: StoredPaypalDetails };

export interface SavedAssetOwner {
  merchantId: string;
  consumerReference: string;
}

/** Saved assets belong to a link's merchant and consumer; a link without consumer has none. */
export const savedAssetOwnerOf = (link: {
  merchantId: string;
  consumerReference?: string | null | undefined;
}): SavedAssetOwner | null =>
  link.consumerReference
    ? { merchantId: link.merchantId, consumerReference: link.consumerReference }
    : null;

/** The assets answer of a link that has none to show (a new one each time: lists are mutable). */
export const noSavedAssets = (): AssetsResponse => ({ card: [], sepaDirectDebit: [], paypal: [] });

/** A card has expired once the last day of its expiry month has passed. */
export function isCardExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  const firstDayAfterExpiry = Date.UTC(expiryYear, expiryMonth, 1);
  return now.getTime() >= firstDayAfterExpiry;
}
