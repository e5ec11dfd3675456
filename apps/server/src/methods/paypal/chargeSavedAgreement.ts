import type { SavedAssetCharge } from '../savedAssetCharge';
import { billingAgreementCharge } from './paypalGateway';

/** A merchant's charge of a saved PayPal account: the one billing agreement charge (0017). */
export const chargeSavedAgreement: SavedAssetCharge = {
  assetType: 'PAYPAL',
  method: 'PAYPAL',
  problems: () => [],
  providerRequest(asset, capture) {
    if (asset.type !== 'PAYPAL') return undefined;
    return billingAgreementCharge({
      billingAgreementId: asset.details.billingAgreementId,
      transactionType: capture === 'MANUAL' ? 'preauth' : 'preauthAndCapture',
    });
  },
};
