import type { AssetsResponse } from '@paypage/contract/assets';
import { createContext, useContext } from 'react';
import { NO_SAVED_ASSETS } from './savedAssets';

/** The saved assets of the current link, loaded with it (empty without a consumerReference). */
export const SavedAssetsContext = createContext<AssetsResponse>(NO_SAVED_ASSETS);

export function useSavedAssets(): AssetsResponse {
  return useContext(SavedAssetsContext);
}
