import type { IntlMessageFormat } from 'intl-messageformat';
import en from '../../i18n/en.json';

export type MessageKey = keyof typeof en;
/** ICU text in the JSON files; the build hands the page each message already parsed. */
export type CompiledMessage = ConstructorParameters<typeof IntlMessageFormat>[0];
export type Messages = Partial<Record<MessageKey, CompiledMessage>>;

/** English is bundled: it is the fallback for every other language and for missing keys. */
export const FALLBACK_LANGUAGE = 'en';
export const fallbackMessages: Record<MessageKey, CompiledMessage> = en;

// Every other catalogue is its own chunk, fetched only when a link asks for that language.
const lazyCatalogues = import.meta.glob<Messages>(
  ['../../i18n/{??,???,zh-Hant}.json', '!../../i18n/en.json'],
  {
    import: 'default',
  },
);

const languageOfPath = (path: string): string => path.replace(/^.*\/|\.json$/g, '');

const loaders = new Map(
  Object.entries(lazyCatalogues).map(([path, load]) => [languageOfPath(path), load]),
);

/** Languages the page can show, English included. */
export function availableLanguages(): string[] {
  return [FALLBACK_LANGUAGE, ...loaders.keys()];
}

export async function loadMessages(language: string): Promise<Messages> {
  const load = loaders.get(language);
  return load ? load() : fallbackMessages;
}
