import type { SavedAssetCharge } from '../savedAssetCharge';

/**
 * A merchant-initiated charge of a saved card: its gateway token, no browser and no 3-D Secure
 * (the card was authenticated when the consumer saved it). MANUAL only reserves the amount.
 */
export const chargeSavedCard: SavedAssetCharge = {
  assetType: 'CARD',
  method: 'CARD',
  problems: () => [],
  providerRequest(asset, capture) {
    if (asset.type !== 'CARD' || !asset.details.gatewayCardToken) return undefined;
    return {
      card: {
        cardToken: asset.details.gatewayCardToken,
        transactionType: capture === 'MANUAL' ? 'preauth' : 'preauthAndCapture',
        initiator: 'MERCHANT',
      },
    };
  },
};
