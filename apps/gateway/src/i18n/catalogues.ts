import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type en from './en.json';

/**
 * The gateway's hosted pages speak the payer's language: one flat JSON catalogue per language in
 * this folder (`<language>.json`, the same keys as en.json), and one per payment method whose
 * pages need texts of their own, in `methods/<method>/i18n/`. Every language's catalogue is all
 * of them together; no key may be in two folders. A test checks that every folder has the 30
 * languages of SPEC §1, each with exactly its English keys.
 */
export type CatalogueKey = keyof typeof en;
type Catalogue = Readonly<Record<string, string>>;

/**
 * A key of a method's own catalogue (methods/<method>/i18n/en.json): checked by the catalogue
 * test (every key a method names exists, every key exists in every language), not by the type.
 */
export type MethodTextKey = `${string}.${string}`;

export const FALLBACK_LANGUAGE = 'en';

const FOLDER = new URL('./', import.meta.url);
const METHODS = new URL('../methods/', import.meta.url);

/** This folder, then each method's i18n folder. */
export function catalogueFolders(): URL[] {
  const methods = existsSync(METHODS)
    ? readdirSync(METHODS, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => new URL(`${entry.name}/i18n/`, METHODS))
        .filter((folder) => existsSync(folder))
    : [];
  return [FOLDER, ...methods];
}

function loadCatalogues(): ReadonlyMap<string, Catalogue> {
  const catalogues = new Map<string, Record<string, string>>();
  for (const folder of catalogueFolders()) {
    for (const file of readdirSync(folder)) {
      const language = /^([a-z]{2,3})\.json$/.exec(file)?.[1];
      if (!language) continue;
      const texts = JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Catalogue;
      const merged = catalogues.get(language) ?? {};
      for (const [key, text] of Object.entries(texts)) {
        if (key in merged) throw new Error(`${key} is in two catalogues (${folder.pathname})`);
        merged[key] = text;
      }
      catalogues.set(language, merged);
    }
  }
  return catalogues;
}

const CATALOGUES = loadCatalogues();

export function availableLanguages(): string[] {
  return [...CATALOGUES.keys()].sort();
}

export function catalogueOf(language: string): Catalogue | undefined {
  return CATALOGUES.get(language);
}

export interface Translator {
  /** The language the texts are in, for `<html lang>`. */
  language: string;
  /** BCP 47 tag for number and currency formatting (de_DE → de-DE). */
  formattingLocale: string;
  /** A text of this folder (typed) or of a method's catalogue (`paypal.approval.title`). */
  t(key: CatalogueKey | MethodTextKey, values?: Readonly<Record<string, string>>): string;
}

function primaryLanguage(locale: string): string {
  return /^([a-z]{2,3})(?:[_-]|$)/i.exec(locale)?.[1]?.toLowerCase() ?? '';
}

/**
 * Language subtags whose readers get another catalogue: Norwegian comes as `no` (no_NO), but
 * mostly as Bokmål `nb` (nb_NO) and sometimes Nynorsk `nn`; all read the Bokmål catalogue no.json.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { nb: 'no', nn: 'no' };

/** The catalogue a locale or language tag is read in, if we have one: fr_BE → fr, nb-NO → no. */
function catalogueLanguageOf(locale: string): string | undefined {
  const primary = primaryLanguage(locale);
  const language = LANGUAGE_ALIASES[primary] ?? primary;
  return CATALOGUES.has(language) ? language : undefined;
}

/**
 * de_DE, de-AT, de → de; pt_BR → pt; zh_TW → zh (the one Chinese catalogue, Simplified);
 * nb_NO, nn_NO → no; anything without a catalogue falls back to English.
 */
export function languageOf(locale: string | null | undefined): string {
  return catalogueLanguageOf(locale ?? '') ?? FALLBACK_LANGUAGE;
}

/** The first language of an Accept-Language header we have a catalogue for. */
export function languageFromAcceptLanguage(header: string | undefined): string {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(/q=([0-9.]+)/.exec(params.join(';'))?.[1] ?? '1');
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const entry of ranked) {
    const language = catalogueLanguageOf(entry.tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function translatorFor(locale: string | null | undefined): Translator {
  const language = languageOf(locale);
  const catalogue = CATALOGUES.get(language) ?? {};
  const english = CATALOGUES.get(FALLBACK_LANGUAGE) ?? {};
  const country = /^[a-z]{2,3}[_-]([A-Z]{2})$/i.exec(locale ?? '')?.[1]?.toUpperCase();
  // Intl gets the locale's own language subtag (nb_NO → nb-NO for the `no` texts).
  const primary = primaryLanguage(locale ?? '');
  const inOwnLanguage = catalogueLanguageOf(locale ?? '') === language;
  return {
    language,
    // The country only refines a language the texts are really in (de_AT → de-AT, ar_AE → en).
    formattingLocale: inOwnLanguage ? (country ? `${primary}-${country}` : primary) : language,
    t(key, values = {}) {
      const text = catalogue[key] ?? english[key] ?? key;
      return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
    },
  };
}
