import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Catalogues from './catalogues';
import { LANGUAGE_NAMES } from './languageNames';
import { LINK_LOCALES } from './linkLocales';

// Which catalogues exist changes while they are being written; these tests say which do. The
// test setup has loaded the real module already, hence a fresh import under the mock.
const catalogues = { present: [] as string[] };
vi.resetModules();
vi.doMock('./catalogues', async (importOriginal) => ({
  ...(await importOriginal<typeof Catalogues>()),
  availableLanguages: () => catalogues.present,
}));
const { textDirectionOf, uiCountryOf, uiLanguageOf, uiLocaleTag } = await import('./uiLanguage');

const ALL_30 = Object.keys(LANGUAGE_NAMES);

beforeEach(() => {
  catalogues.present = ALL_30;
});

describe('uiLanguageOf', () => {
  it.each(Object.entries(LINK_LOCALES))(
    'reads %s in the table’s language %j',
    (locale, [language]) => {
      // Whatever the browser prefers: a link's locale of the table decides.
      expect(uiLanguageOf(locale, ['ja-JP'])).toBe(language);
    },
  );

  it.each([
    ['de_AT', 'de'],
    ['de-at', 'de'],
    ['DE_AT', 'de'],
    [' de-AT ', 'de'],
    ['nb-no', 'no'],
    ['zh_TW', 'zh'],
    ['ms_MY', 'en'], // in the table, without a catalogue: English, not the browser's Japanese
  ])('tolerates case and - or _: %s → %s', (locale, language) => {
    expect(uiLanguageOf(locale, ['ja-JP'])).toBe(language);
  });

  it('reads English for a language of the table whose catalogue is not there (yet)', () => {
    catalogues.present = ['en', 'de'];
    expect(uiLanguageOf('fr_FR', ['de-DE'])).toBe('en');
    expect(uiLanguageOf('de_CH', ['fr-FR'])).toBe('de');
  });

  it.each([
    ['de', ['fr-FR'], 'de'], // a locale outside the table in a language we have: that language
    ['fr_MA', ['de-DE'], 'fr'],
    ['xx_XX', ['ar-AE', 'de-AT', 'fr'], 'de'], // unknown: the browser's first language we have
    ['ms_SG', ['nb-NO', 'en'], 'no'],
    [null, ['fi-FI', 'en'], 'fi'], // no locale at all: the browser's
    [undefined, ['zh-Hant-TW'], 'zh'],
    ['', ['ar', 'he'], 'en'], // nothing we have: English
    [null, [], 'en'],
  ])('falls back for %j with browser %j → %s', (locale, preferred, language) => {
    expect(uiLanguageOf(locale, preferred)).toBe(language);
  });

  it('reads navigator.languages by default', () => {
    vi.stubGlobal('navigator', { languages: ['sv-SE', 'en-GB'] });
    expect(uiLanguageOf(null)).toBe('sv');
    expect(uiLanguageOf('xx_XX')).toBe('sv');
    expect(uiLanguageOf('de_AT')).toBe('de');
  });
});

describe('uiCountryOf', () => {
  it.each(Object.entries(LINK_LOCALES))(
    'gives %s the country of the table, %j',
    (locale, meaning) => {
      expect(uiCountryOf(locale)).toBe(meaning[1]);
    },
  );

  it.each([
    ['en-us', 'US'],
    ['KO-kr', 'KR'],
    ['de', 'GB'], // no country in the locale: the fallback's
    ['fr_MA', 'GB'], // a country without legal pages of its own
    [null, 'GB'],
    ['', 'GB'],
    ['en_G1', 'GB'],
  ])('%s → %s', (locale, country) => {
    expect(uiCountryOf(locale)).toBe(country);
  });
});

describe('the UI locale for Intl', () => {
  it('joins language and country into a BCP 47 tag Intl accepts', () => {
    for (const [locale, [language, country]] of Object.entries(LINK_LOCALES)) {
      const tag = uiLocaleTag(language, country);
      expect(() => new Intl.NumberFormat(tag), locale).not.toThrow();
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });

  it('writes all 30 languages left to right', () => {
    for (const language of ALL_30) expect(textDirectionOf(language)).toBe('ltr');
    expect(textDirectionOf('ar')).toBe('rtl');
  });
});
