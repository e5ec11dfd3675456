import { textDirectionOf } from '@paypage/contract/languageTags';
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
const { uiCountryOf, uiLanguageOf, uiLocaleTag } = await import('./uiLanguage');

const ALL_42 = Object.keys(LANGUAGE_NAMES);

beforeEach(() => {
  catalogues.present = ALL_42;
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
    ['zh_TW', 'zh-Hant'],
    ['zh-hk', 'zh-Hant'],
    ['ZH_CN', 'zh'],
    ['fil-ph', 'fil'],
    ['TL_PH', 'fil'],
    ['ga_IE', 'en'], // in the table, without a catalogue: English, not the browser's Japanese
  ])('tolerates case and - or _: %s → %s', (locale, language) => {
    expect(uiLanguageOf(locale, ['ja-JP'])).toBe(language);
  });

  it('reads English for a language of the table whose catalogue is not there (yet)', () => {
    catalogues.present = ['en', 'de'];
    expect(uiLanguageOf('fr_FR', ['de-DE'])).toBe('en');
    expect(uiLanguageOf('de_CH', ['fr-FR'])).toBe('de');
  });

  it('reads Traditional Chinese as Simplified while zh-Hant is not there', () => {
    catalogues.present = ['en', 'zh'];
    expect(uiLanguageOf('zh_TW', [])).toBe('zh');
    expect(uiLanguageOf(null, ['zh-Hant-HK'])).toBe('zh');
  });

  it.each([
    ['hi_IN', 'hi'],
    ['ar_SA', 'ar'],
    ['ar_AE', 'ar'],
    ['he_IL', 'he'],
    ['fa_IR', 'fa'],
    ['id_ID', 'id'],
    ['ms_MY', 'ms'],
    ['fil_PH', 'fil'],
    ['tl_PH', 'fil'],
    ['ru_RU', 'ru'],
    ['uk_UA', 'uk'],
    ['zh_TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['zh_CN', 'zh'],
    ['ca_ES', 'ca'],
    ['sr_RS', 'sr'],
  ])('reads the issue’s link locale %s in %s', (locale, language) => {
    expect(uiLanguageOf(locale, ['en-GB'])).toBe(language);
  });

  it.each([
    ['de', ['fr-FR'], 'de'], // a locale outside the table in a language we have: that language
    ['fr_MA', ['de-DE'], 'fr'],
    ['xx_XX', ['ga-IE', 'de-AT', 'fr'], 'de'], // unknown: the browser's first language we have
    ['gd_GB', ['nb-NO', 'en'], 'no'],
    ['ms_SG', ['nb-NO', 'en'], 'ms'], // outside the table, in a language we have
    [null, ['fi-FI', 'en'], 'fi'], // no locale at all: the browser's
    [undefined, ['zh-Hant-TW'], 'zh-Hant'],
    [undefined, ['zh-Hans-HK'], 'zh'],
    [null, ['iw-IL'], 'he'], // the code Java and old Android still send for Hebrew
    [null, ['in-ID'], 'id'], // … and for Indonesian
    ['xx_XX', ['ar-EG', 'de-AT'], 'ar'],
    ['', ['ga', 'cy'], 'en'], // nothing we have: English
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

  it('writes Arabic, Hebrew and Persian right to left, the other 39 left to right', () => {
    const rightToLeft = ALL_42.filter((language) => textDirectionOf(language) === 'rtl');
    expect(rightToLeft.sort()).toEqual(['ar', 'fa', 'he']);
    expect(textDirectionOf('zh-Hant')).toBe('ltr');
  });
});
