import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

/** The PromptPay page's texts, shipped with its chunks (lib/i18n/featureTexts). */
export const usePromptPayT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
