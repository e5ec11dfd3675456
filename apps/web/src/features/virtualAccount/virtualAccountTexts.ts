import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

/** The virtual account page's texts, shipped with its chunk (lib/i18n/featureTexts). */
export const useVirtualAccountT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
