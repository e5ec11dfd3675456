import type { FieldError } from '@paypage/contract/errors';
import type { SavedAssetCharge } from '../savedAssetCharge';
import { sepaDebit } from './sepaGateway';

/**
 * A merchant's debit of a saved mandate, the same gateway request as the page's (0016). SEPA is
 * euro only, and a debit cannot be reserved and captured later.
 */
export const chargeSavedMandate: SavedAssetCharge = {
  assetType: 'SEPA_DD',
  method: 'SEPA_DD',
  problems(body) {
    const fields: FieldError[] = [];
    if (body.currency !== 'EUR') {
      fields.push({ field: 'body.currency', message: 'must be EUR for a SEPA mandate' });
    }
    if (body.capture === 'MANUAL') {
      fields.push({ field: 'body.capture', message: 'must be AUTOMATIC for a SEPA mandate' });
    }
    return fields;
  },
  providerRequest(asset) {
    if (asset.type !== 'SEPA_DD' || !asset.details.gatewayMandateId) return undefined;
    return sepaDebit(asset.details.gatewayMandateId);
  },
};
