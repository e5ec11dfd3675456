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
  const folder = `${locale.country.toLowerCase()}/${locale.language.toLowerCase()}`;
  return rule.pages.map((page) => ({ page, url: `${LEGAL_PAGES_BASE_URL}/${folder}/${page}` }));
}
