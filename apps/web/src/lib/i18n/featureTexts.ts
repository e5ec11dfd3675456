import { use, useCallback, useSyncExternalStore } from 'react';
import type { CompiledMessage, MessageKey } from './catalogues';
import { FALLBACK_LANGUAGE } from './catalogues';
import type { MessageValues } from './translator';
import {
  currentCatalogue,
  formatMessage,
  registerFeatureLoader,
  subscribeToLanguage,
  translate,
} from './translator';

type FeatureMessages<K extends string> = Partial<Record<K, CompiledMessage>>;

/** A feature's t(): its own keys and the shell's (method names, dialog buttons …). */
export type FeatureTranslate<K extends string> = (
  key: K | MessageKey,
  values?: MessageValues,
) => string;

/** A promise that use() reads at once: marked settled, as React and Preact mark those they track. */
type Settled = Promise<void> & { status?: 'fulfilled'; value?: undefined };

function settle(promise: Settled): void {
  promise.status = 'fulfilled';
  promise.value = undefined;
}

const SETTLED: Settled = Promise.resolve();
settle(SETTLED);

const languageOfPath = (path: string): string => path.replace(/^.*\/|\.json$/g, '');

/**
 * The texts of one feature (a payment method's pages), kept in the feature's own folder
 * (`features/<method>/i18n/<language>.json`) and shipped with its chunk instead of the landing
 * route's: English is bundled into the chunk, every other language is a chunk of its own that
 * loads the first time the feature shows in that language. Use once per feature, at module level:
 *
 *   export const useSepaT = featureTexts(en, import.meta.glob(['./i18n/{??,???,zh-Hant}.json', '!./i18n/en.json'], { import: 'default' }));
 *
 * While a language's texts load, the component suspends (the method layout shows its loader);
 * a later switch of language waits for them before the page changes language at all.
 */
export function featureTexts<K extends string>(
  english: Record<K, CompiledMessage>,
  // Each a language's catalogue of the same keys (the catalogue check proves it).
  others: Record<string, () => Promise<unknown>>,
): () => FeatureTranslate<K> {
  const loaders = new Map(
    Object.entries(others).map(([path, load]) => [languageOfPath(path), load]),
  );
  const loaded = new Map<string, FeatureMessages<K>>([[FALLBACK_LANGUAGE, english]]);
  const pending = new Map<string, Promise<void>>();

  function load(language: string): Promise<void> {
    const known = pending.get(language);
    if (known) return known;
    if (loaded.has(language)) return SETTLED;
    const loader = loaders.get(language);
    const loading: Settled = (
      loader ? (loader() as Promise<FeatureMessages<K>>) : Promise.resolve({})
    )
      // A chunk that fails to load leaves the feature in English, never without a page.
      .catch((error: unknown) => {
        console.error(error);
        return {};
      })
      .then((messages) => {
        loaded.set(language, messages as FeatureMessages<K>);
        settle(loading);
      });
    pending.set(language, loading);
    return loading;
  }
  registerFeatureLoader(load);

  return function useFeatureT(): FeatureTranslate<K> {
    const catalogue = useSyncExternalStore(subscribeToLanguage, currentCatalogue, currentCatalogue);
    // Through use() on every render, loaded or not: a render that suspended is replayed when its
    // promise settles, and React expects the replay to call use() again. A settled promise
    // returns at once (both React and Preact read its status).
    use(load(catalogue.language));
    const messages: FeatureMessages<K> = loaded.get(catalogue.language) ?? english;
    return useCallback(
      (key, values) => {
        if (!(key in english)) return translate(catalogue, key as MessageKey, values);
        const message = messages[key as K];
        return message === undefined
          ? formatMessage(key, english[key as K], FALLBACK_LANGUAGE, catalogue.country, values)
          : formatMessage(key, message, catalogue.language, catalogue.country, values);
      },
      [catalogue, messages],
    );
  };
}
