import type { ASSET_PATH_TYPES, AssetsResponse } from '@paypage/contract/assets';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { NewSavedAsset } from './savedAsset';

/** One saved asset as the page and the merchant see it, in its list of the assets answer. */
export type ShownAsset = AssetsResponse[keyof AssetsResponse][number];

/**
 * What the service does with one kind of saved asset (a card, a SEPA mandate, a PayPal billing
 * agreement), given by the method folder that makes it and listed in methods/savedAssetKinds.ts:
 * the shared code (the assets' store and routes, settling a payment) asks the kind, so no
 * switch over asset types or methods lives outside the method folders.
 */
export interface SavedAssetKind<Asset extends NewSavedAsset = NewSavedAsset> {
  type: Asset['type'];
  /** Its list in the assets answer (SPEC §7 groups them by kind). */
  list: keyof AssetsResponse;
  /** Its name in DELETE …/asset/{assetId}/type/{type} (SPEC §7). */
  pathType: (typeof ASSET_PATH_TYPES)[number];
  /** What the page and the merchant see of it: never the gateway's token or mandate. */
  shown(id: string, details: Asset['details'], now: Date): ShownAsset;
  /**
   * The asset a paid payment of the method that makes it (the method catalogue's savedAsset)
   * leaves the link's consumer, if it leaves one; kinds saved another way (a SEPA mandate, when
   * it is given) have none.
   */
  fromPayment?(payment: GatewayPayment, now: Date): Asset | undefined;
  /** Whether the consumer has this one already: a payment's two answers save it once. */
  isSaved?(saved: AssetsResponse, asset: Asset): boolean;
}
