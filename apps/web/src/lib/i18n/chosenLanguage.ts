import { readJson, writeJson } from '../storage/browserStorage';
import { availableLanguages } from './catalogues';

/**
 * The language the shopper picked in the footer. Kept for this tab only (sessionStorage): a
 * reload keeps it, while the next link, opened in another tab, speaks its own locale again.
 */
export const CHOSEN_LANGUAGE_KEY = 'paypage.language';

export function chosenLanguage(): string | undefined {
  const stored = readJson('sessionStorage', CHOSEN_LANGUAGE_KEY);
  // Whatever was stored must still be a language we have (a catalogue may have been removed).
  return typeof stored === 'string' && availableLanguages().includes(stored) ? stored : undefined;
}

export function rememberChosenLanguage(language: string): void {
  writeJson('sessionStorage', CHOSEN_LANGUAGE_KEY, language);
}
