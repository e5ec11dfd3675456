import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type UpiTextKey = keyof typeof en;

/** The UPI pages' texts, shipped with their chunks (lib/i18n/featureTexts). */
export const useUpiT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
