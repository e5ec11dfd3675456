import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

/** The KCP pages' texts, shipped with the KCP chunks (lib/i18n/featureTexts). */
export const useKcpT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
