import type { AssetsResponse, CardAsset, PaypalAsset, SepaAsset } from '@paypage/contract/assets';

export type SavedAsset = CardAsset | SepaAsset | PaypalAsset;

/** A link without a consumerReference has no saved assets. */
export const NO_SAVED_ASSETS: AssetsResponse = { card: [], sepaDirectDebit: [], paypal: [] };

/** SPEC §3: a shopper has assets when any group's list is non-empty. */
export function hasSavedAssets(assets: AssetsResponse): boolean {
  return assets.card.length + assets.sepaDirectDebit.length + assets.paypal.length > 0;
}

/** SPEC §4: the asset preselected for the shopper, looked for in card, sepa, paypal order. */
export function firstSavedAsset(assets: AssetsResponse): SavedAsset | undefined {
  return assets.card[0] ?? assets.sepaDirectDebit[0] ?? assets.paypal[0];
}
