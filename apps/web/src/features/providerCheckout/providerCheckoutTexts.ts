import type { ProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type ProviderCheckoutTextKey = keyof typeof en;

/** The provider checkout's texts, shipped with its chunks (lib/i18n/featureTexts). */
export const useCheckoutT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);

/** The provider the shopper meets at the checkout: a brand name, the same in every language. */
export const PROVIDER_NAMES: Record<ProviderCheckoutMethod, ProviderCheckoutTextKey> = {
  IDEAL: 'providerCheckout.provider.ideal',
  BANCONTACT_CARD: 'providerCheckout.provider.bancontact',
  BANCONTACT_MOBILE: 'providerCheckout.provider.bancontact',
};
