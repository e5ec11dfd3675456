import type { AssetsResponse } from '@paypage/contract/assets';
import { createContext, useContext } from 'react';
import { NO_SAVED_ASSETS } from './savedAssets';

/** The saved assets of the current link, loaded with it (empty without a consumerReference). */
export const SavedAssetsContext = createContext<AssetsResponse>(NO_SAVED_ASSETS);

export function useSavedAssets(): AssetsResponse {
  return useContext(SavedAssetsContext);
}

/** Loads the saved assets again (SPEC §4: after a delete); rejects when the load fails. */
export const ReloadSavedAssetsContext = createContext<() => Promise<void>>(() => Promise.resolve());

export function useReloadSavedAssets(): () => Promise<void> {
  return useContext(ReloadSavedAssetsContext);
}
