import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type ResultTextKey = keyof typeof en;

/** The refusal reasons' texts, shipped with the result pages' chunk (lib/i18n/featureTexts). */
export const useResultT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
