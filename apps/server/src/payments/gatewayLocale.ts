import { catalogueLanguageOf, PAGE_LANGUAGES } from '@paypage/contract/languageTags';

/**
 * The locale the gateway's pages for a link are read in. The shopper may have picked another
 * language in the page's footer than the link's: the gateway then speaks the picked one, or the
 * shopper would meet two languages in one payment. The link's country stays, as it does on the
 * page (ar picked on a de_DE link formats as ar-DE); a link that reads the picked language
 * already keeps its own locale (de_AT keeps its Austrian formats).
 */
export function gatewayLocaleOf(
  linkLocale: string | null,
  pickedLanguage: string | undefined,
): string | null {
  if (!pickedLanguage) return linkLocale;
  if (linkLocale && catalogueLanguageOf(linkLocale, PAGE_LANGUAGES) === pickedLanguage) {
    return linkLocale;
  }
  const country = /^[a-z]{2,3}[_-]([a-z]{2})$/i.exec(linkLocale ?? '')?.[1];
  return country ? `${pickedLanguage}-${country.toUpperCase()}` : pickedLanguage;
}
