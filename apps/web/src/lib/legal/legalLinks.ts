/** The operator's imprint and privacy statement live on its own site, one folder per locale. */
export const LEGAL_PAGES_BASE_URL = 'https://www.paypage.eu';

export type LegalPage = 'imprint' | 'privacy';

export interface LegalLink {
  page: LegalPage;
  url: string;
}

interface CountryRule {
  pages: LegalPage[];
  /** Another locale's pages serve this country. */
  pagesOf?: { country: string; language: string };
}

const BOTH_PAGES: CountryRule = { pages: ['imprint', 'privacy'] };

// SPEC §2: Korea gets no legal links at all; Singapore only the imprint, and the GB one.
const COUNTRY_RULES: Record<string, CountryRule> = {
  KR: { pages: [] },
  SG: { pages: ['imprint'], pagesOf: { country: 'GB', language: 'en' } },
};

/**
 * The footer's legal links for the page's country and language, e.g. DE + de →
 * https://www.paypage.eu/de/de/imprint and …/de/de/privacy.
 */
export function legalLinksFor(country: string, language: string): LegalLink[] {
  const rule = COUNTRY_RULES[country.toUpperCase()] ?? BOTH_PAGES;
  const locale = rule.pagesOf ?? { country, language };
  // The folder is the locale's language without a script: a zh_TW link reads the Traditional
  // catalogue (zh-Hant), but its legal pages stay where SPEC §2 puts them, tw/zh.
  const folderLanguage = locale.language.toLowerCase().split('-')[0] ?? '';
  const folder = `${locale.country.toLowerCase()}/${folderLanguage}`;
  return rule.pages.map((page) => ({ page, url: `${LEGAL_PAGES_BASE_URL}/${folder}/${page}` }));
}
