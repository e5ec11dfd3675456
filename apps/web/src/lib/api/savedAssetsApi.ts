import type { AssetEventBody, AssetsResponse, AssetType } from '@paypage/contract/assets';
import type { RecordedEvent } from '@paypage/contract/events';
import { apiRequest } from './apiRequest';

/**
 * GET /public/payment-link/{uuid}/assets: the shopper's saved cards, mandates and accounts.
 * `source`: the segment of the page they are read for, when it is not the address's.
 */
export function getSavedAssets(uuid: string, source?: string): Promise<AssetsResponse> {
  return apiRequest<AssetsResponse>(
    `/public/payment-link/${encodeURIComponent(uuid)}/assets`,
    source === undefined ? {} : { source },
  );
}

/** DELETE /public/payment-link/{uuid}/asset/{assetId}/type/{lowercase asset type} (SPEC §7). */
export async function deleteSavedAsset(
  uuid: string,
  assetId: string,
  type: AssetType,
): Promise<void> {
  await apiRequest<undefined>(
    `/public/payment-link/${encodeURIComponent(uuid)}/asset/${encodeURIComponent(assetId)}/type/${type.toLowerCase()}`,
    { method: 'DELETE' },
  );
}

/** POST /public/asset/event: the shopper chose a saved asset without paying (SPEC §4). */
export function sendAssetEvent(body: AssetEventBody): Promise<RecordedEvent> {
  return apiRequest<RecordedEvent>('/public/asset/event', { method: 'POST', body });
}
