import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type CardTextKey = keyof typeof en;

/** The card pages' texts, shipped with the card's chunks (lib/i18n/featureTexts). */
export const useCardT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
