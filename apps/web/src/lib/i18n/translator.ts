import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage, MessageKey, Messages } from './catalogues';
import { FALLBACK_LANGUAGE, fallbackMessages, loadMessages } from './catalogues';
import { chosenLanguage, rememberChosenLanguage } from './chosenLanguage';
import { textDirectionOf } from '@paypage/contract/languageTags';
import { FALLBACK_COUNTRY, uiCountryOf, uiLocaleTag } from './uiLanguage';

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
// Counts requests: a catalogue that arrives after a later request was made is dropped, so the
// page ends in the language asked for last, however the chunks race.
let latestRequest = 0;
const listeners = new Set<() => void>();
// Parsing ICU is the costly part; each message is parsed once per language and country.
const formatters = new Map<string, IntlMessageFormat>();
// Catalogues of the features loaded so far (a method page's texts come with its chunk): a
// language switch waits for them too, so a method page never flashes English or a loader.
const featureLoaders = new Set<(language: string) => Promise<void>>();

/** A feature's catalogues take part in every later language switch (lib/i18n/featureTexts). */
export function registerFeatureLoader(load: (language: string) => Promise<void>): void {
  featureLoaders.add(load);
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCatalogue(): Catalogue {
  return current;
}

async function show(language: string, country: string): Promise<void> {
  const request = ++latestRequest;
  if (language === current.language && country === current.country) return;
  let next: Catalogue;
  if (language === current.language) {
    next = { ...current, country };
  } else {
    try {
      const [messages] = await Promise.all([
        loadMessages(language),
        ...[...featureLoaders].map((load) => load(language)),
      ]);
      next = { language, country, messages };
    } catch {
      // A catalogue chunk that fails to load must not cost the shopper the payment page.
      next = { language: FALLBACK_LANGUAGE, country, messages: fallbackMessages };
    }
  }
  if (request !== latestRequest) return;
  current = next;
  // The service's first paint (app/firstPaint.tsx) has no document: it writes <html lang dir>.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next.language;
    document.documentElement.dir = textDirectionOf(next.language);
  }
  for (const listener of listeners) listener();
}

/**
 * Switches the page to a link's language, loading its catalogue first so no English flashes by.
 * `locale` is the link's own locale (de_AT): the country is kept beside the language because
 * the footer's legal links depend on it (SPEC §2); without one, the country is the fallback's.
 * A language the shopper picked in this tab (chooseLanguage) wins over the link's.
 */
export async function showLanguage(language: string, locale?: string | null): Promise<void> {
  return show(chosenLanguage() ?? language, uiCountryOf(locale));
}

/** The shopper's pick in the footer: shown at once, in place, and kept for this tab. */
export async function chooseLanguage(language: string): Promise<void> {
  rememberChosenLanguage(language);
  return show(language, current.country);
}

/**
 * What the page shows for a key no catalogue has, English included. The types and the catalogue
 * check keep it from happening; should it slip through, the shopper sees a gap the end-to-end
 * tests look for, instead of a crashed page.
 */
export const missingMessage = (key: string): string => `⟦${key}⟧`;

/** ICU's element type of plain text (TYPE.literal of @formatjs/icu-messageformat-parser). */
const LITERAL_ELEMENT = 0;

/**
 * Most messages are plain text. Those need no formatter: making one resolves its locale through
 * Intl, which costs a phone milliseconds per message while the page first renders.
 */
function plainText(message: CompiledMessage): string | undefined {
  // ICU source (only tests hand over any) is for the formatter to read.
  if (typeof message === 'string') return undefined;
  if (!message.every((element) => element.type === LITERAL_ELEMENT)) return undefined;
  return message.map((element) => ('value' in element ? element.value : '')).join('');
}

export function translate(catalogue: Catalogue, key: MessageKey, values?: MessageValues): string {
  const own = catalogue.messages[key];
  return formatMessage(
    key,
    own ?? fallbackMessages[key],
    own === undefined ? FALLBACK_LANGUAGE : catalogue.language,
    catalogue.country,
    values,
  );
}

/**
 * One message in the language it is written in (English when the page's language lacks it):
 * the shell's catalogues and every feature's go through here. Keys are unique across all
 * catalogues (the catalogue check), so one cache serves them all.
 */
export function formatMessage(
  key: string,
  message: CompiledMessage | undefined,
  language: string,
  country: string,
  values?: MessageValues,
): string {
  if (message === undefined) return missingMessage(key);
  const text = plainText(message);
  if (text !== undefined) return text;
  // The country too: `#` in a plural and any number argument are written as in de-CH or en-IN.
  const locale = uiLocaleTag(language, country);
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale);
    formatters.set(cacheKey, formatter);
  }
  // With plain string/number values ICU formatting always yields a string.
  return formatter.format(
    values && textDirectionOf(language) === 'rtl' ? isolatedValues(values) : values,
  ) as string;
}

/**
 * In a right-to-left sentence each filled-in value (a merchant's name, a reference, an amount)
 * is isolated (FSI … PDI): it keeps its own direction and cannot drag the words around it into
 * the wrong order. Numbers stay numbers, for plurals.
 */
function isolatedValues(values: MessageValues): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
}
