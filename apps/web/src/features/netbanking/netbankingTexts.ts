import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type NetbankingTextKey = keyof typeof en;

/** The netbanking and PhonePe pages' texts, shipped with their chunks (lib/i18n/featureTexts). */
export const useNetbankingT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
