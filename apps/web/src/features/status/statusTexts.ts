import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

/** The processing page's texts, shipped with the status pages' chunk (lib/i18n/featureTexts). */
export const useStatusT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
