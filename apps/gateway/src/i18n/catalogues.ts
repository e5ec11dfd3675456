import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  catalogueLanguageOf as catalogueLanguageAmong,
  textDirectionOf,
} from '@paypage/contract/languageTags';
import type en from './en.json';

/**
 * The gateway's hosted pages speak the payer's language: one flat JSON catalogue per language in
 * this folder (`<language>.json`, the same keys as en.json), and one per payment method whose
 * pages need texts of their own, in `methods/<method>/i18n/`. Every language's catalogue is all
 * of them together; no key may be in two folders. A test checks that every folder has the 42
 * languages of the page (SPEC §1's 30 and issue 24's twelve), each with exactly its English keys.
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
      // Named by language (de, fil) or, for Chinese, language and script (zh-Hant).
      const language = /^([a-z]{2,3}(?:-[A-Z][a-z]{3})?)\.json$/.exec(file)?.[1];
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
 * The catalogue a locale or language tag is read in, if we have one: fr_BE → fr, nb-NO → no,
 * zh_TW → zh-Hant. The contract's rule, which the page follows too.
 */
function catalogueLanguageOf(locale: string): string | undefined {
  return catalogueLanguageAmong(locale, [...CATALOGUES.keys()]);
}

/**
 * de_DE, de-AT, de → de; pt_BR → pt; zh_CN → zh (Simplified); zh_TW, zh_HK → zh-Hant
 * (Traditional); nb_NO, nn_NO → no; tl_PH → fil; anything without a catalogue falls back to
 * English.
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
  // In a right-to-left sentence each filled-in value (an amount, a merchant's name, the card's
  // last digits) is isolated (FSI … PDI), so it keeps its own order and the words theirs.
  const filledIn =
    textDirectionOf(language) === 'rtl'
      ? (value: string) => `\u2068${value}\u2069`
      : (value: string) => value;
  return {
    language,
    // The country only refines a language the texts are really in (de_AT → de-AT, ar_AE → en).
    formattingLocale: inOwnLanguage ? (country ? `${primary}-${country}` : primary) : language,
    t(key, values = {}) {
      const text = catalogue[key] ?? english[key] ?? key;
      return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        const value = values[name];
        return value === undefined ? placeholder : filledIn(value);
      });
    },
  };
}
