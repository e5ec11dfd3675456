import { useCallback, useSyncExternalStore } from 'react';
import type { MessageKey } from './catalogues';
import type { MessageValues } from './translator';
import { currentCatalogue, subscribeToLanguage, translate } from './translator';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The page's one way to show text: t('status.consumed.title'). */
export function useT(): Translate {
  const catalogue = useSyncExternalStore(subscribeToLanguage, currentCatalogue, currentCatalogue);
  return useCallback((key, values) => translate(catalogue, key, values), [catalogue]);
}
