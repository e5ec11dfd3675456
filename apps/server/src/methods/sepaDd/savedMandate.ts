import type { SavedAssetKind } from '../../assets/savedAssetKind';
import type { NewSavedAsset } from '../../assets/savedAsset';

type SavedMandate = Extract<NewSavedAsset, { type: 'SEPA_DD' }>;

/**
 * A saved SEPA mandate: stored when the consumer gives it (giveMandate.ts), not when a payment
 * settles. The page sees the masked IBAN and the mandate's reference, never the gateway's mandate.
 */
export const savedMandate: SavedAssetKind<SavedMandate> = {
  type: 'SEPA_DD',
  list: 'sepaDirectDebit',
  pathType: 'sepa_dd',
  shown(id, details) {
    const { gatewayMandateId: _mandate, mandateScheme: _scheme, ...sepa } = details;
    return { ...sepa, id, type: 'SEPA_DD' };
  },
};
