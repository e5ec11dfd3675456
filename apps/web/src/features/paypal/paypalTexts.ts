import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type PaypalTextKey = keyof typeof en;

/** The PayPal pages' texts, shipped with the PayPal chunks (lib/i18n/featureTexts). */
export const usePaypalT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
