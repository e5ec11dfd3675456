import type { AssetType } from '@paypage/contract/assets';
import type { SavedAssetKind } from '../assets/savedAssetKind';
import { savedCard } from './card/savedCard';
import { savedPaypalAccount } from './paypal/savedPaypalAccount';
import { savedMandate } from './sepaDd/savedMandate';

/**
 * Each kind of saved asset, one line per kind, from the method folder that makes it (the
 * method catalogue's savedAsset names the kind a method's payment leaves). Apart from
 * methods/registry.ts because the assets' store reads it: its kinds import no routes.
 */
export const SAVED_ASSET_KINDS: { readonly [Type in AssetType]: SavedAssetKind } = {
  CARD: savedCard,
  SEPA_DD: savedMandate,
  PAYPAL: savedPaypalAccount,
};

/** The kind of a stored asset's type; undefined for a type no method makes (any more). */
export const savedAssetKindOf = (type: string): SavedAssetKind | undefined =>
  Object.hasOwn(SAVED_ASSET_KINDS, type) ? SAVED_ASSET_KINDS[type as AssetType] : undefined;
