import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type PaymentSlipTextKey = keyof typeof en;

/** The payment slip pages' texts, shipped with the slip's chunks (lib/i18n/featureTexts). */
export const usePaymentSlipT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
