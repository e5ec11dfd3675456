import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey, Messages } from './catalogues';
import { FALLBACK_LANGUAGE, fallbackMessages, loadMessages } from './catalogues';
import { FALLBACK_COUNTRY, uiCountryOf } from './uiLanguage';

export type MessageValues = Record<string, string | number>;

/** The page's UI locale: the language it speaks and the country of the link's locale. */
interface Catalogue {
  language: string;
  country: string;
  messages: Messages;
}

let current: Catalogue = {
  language: FALLBACK_LANGUAGE,
  country: FALLBACK_COUNTRY,
  messages: fallbackMessages,
};
const listeners = new Set<() => void>();
// Parsing ICU is the costly part; each message is parsed once per language.
const formatters = new Map<string, IntlMessageFormat>();

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCatalogue(): Catalogue {
  return current;
}

/**
 * Switches the page to a language, loading its catalogue first so no English flashes by.
 * `locale` is the link's own locale (de_AT): the country is kept beside the language because
 * the footer's legal links depend on it (SPEC §2); without one, the country is the fallback's.
 */
export async function showLanguage(language: string, locale?: string | null): Promise<void> {
  const country = uiCountryOf(locale);
  if (language === current.language && country === current.country) return;
  let next: Catalogue;
  if (language === current.language) {
    next = { ...current, country };
  } else {
    try {
      next = { language, country, messages: await loadMessages(language) };
    } catch {
      // A catalogue chunk that fails to load must not cost the shopper the payment page.
      next = { language: FALLBACK_LANGUAGE, country, messages: fallbackMessages };
    }
  }
  current = next;
  document.documentElement.lang = next.language;
  for (const listener of listeners) listener();
}

export function translate(catalogue: Catalogue, key: MessageKey, values?: MessageValues): string {
  const own = catalogue.messages[key];
  const language = own === undefined ? FALLBACK_LANGUAGE : catalogue.language;
  const message = own ?? fallbackMessages[key];
  const cacheKey = `${language}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, language);
    formatters.set(cacheKey, formatter);
  }
  // With plain string/number values ICU formatting always yields a string.
  return formatter.format(values) as string;
}
