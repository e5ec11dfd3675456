import type { AssetEventBody } from '@paypage/contract/assets';
import { sendAssetEvent } from '../api/savedAssetsApi';
import type { ResultState } from '../results/resultState';
import { ASSET_CHOSEN } from '../results/resultState';

/**
 * SPEC §4: the shopper chose a saved card, account or mandate without paying. The service
 * records it (POST /public/asset/event); no payment exists that a result page could read, so
 * the answer is the state the success page is sent with: what this visit itself did.
 */
export async function chooseSavedAsset(body: AssetEventBody): Promise<ResultState> {
  await sendAssetEvent(body);
  return ASSET_CHOSEN;
}
