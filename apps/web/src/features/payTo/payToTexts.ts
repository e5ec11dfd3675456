import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type PayToTextKey = keyof typeof en;

/** The PayTo pages' texts, shipped with their chunk (lib/i18n/featureTexts). */
export const usePayToT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
