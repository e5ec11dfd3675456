import { featureTexts } from '../i18n/featureTexts';
import en from './i18n/en.json';

export type PaymentTextKey = keyof typeof en;

/**
 * Texts the method pages share (redirect notice, copying a value, waiting, email): loaded with
 * the first method page that uses them, never with the landing route.
 */
export const usePaymentT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
