import { featureTexts } from '../../lib/i18n/featureTexts';
import en from './i18n/en.json';

export type BankRedirectTextKey = keyof typeof en;

/** The bank-redirect pages' texts, shipped with their chunk (lib/i18n/featureTexts). */
export const useBankRedirectT = featureTexts(
  en,
  import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }),
);
