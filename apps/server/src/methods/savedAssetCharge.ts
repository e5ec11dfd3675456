import type { AssetType } from '@paypage/contract/assets';
import type { FieldError } from '@paypage/contract/errors';
import type { CaptureMode, CreateChargeBody } from '@paypage/contract/merchantCharges';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { NewSavedAsset } from '../assets/savedAsset';
import type { ProviderRequest } from '../payments/startPayment';

/**
 * What a payment method adds to the merchant API's off-session charges (decision record 0024):
 * which saved asset it charges and how the provider is asked, without the consumer present.
 * A method folder exports one; methods/registry.ts lists them; the charges feature picks the one
 * of the asset's type, so no switch over methods lives outside the method folders.
 */
export interface SavedAssetCharge {
  assetType: AssetType;
  method: PaymentMethod;
  /** What the method cannot do with this charge (a currency, a manual capture), as 400 fields. */
  problems(body: CreateChargeBody): FieldError[];
  /** The provider request charging the saved asset; undefined when it holds nothing chargeable. */
  providerRequest(asset: NewSavedAsset, capture: CaptureMode): ProviderRequest | undefined;
}
