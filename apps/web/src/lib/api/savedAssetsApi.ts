import type { AssetsResponse } from '@paypage/contract/assets';
import { apiRequest } from './apiRequest';

/** GET /public/payment-link/{uuid}/assets: the shopper's saved cards, mandates and accounts. */
export function getSavedAssets(uuid: string): Promise<AssetsResponse> {
  return apiRequest<AssetsResponse>(`/public/payment-link/${encodeURIComponent(uuid)}/assets`);
}
