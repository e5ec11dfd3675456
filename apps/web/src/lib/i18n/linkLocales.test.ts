import { LocaleSchema } from '@paypage/contract/paymentLink';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './languageNames';
import { LINK_LOCALES } from './linkLocales';

const SPEC_LANGUAGES = Object.keys(LANGUAGE_NAMES);
const ALIASES: Record<string, string> = { nb: 'no', nn: 'no', tl: 'fil' };
/** Chinese where it is written in Traditional characters. */
const TRADITIONAL = ['zh_HK', 'zh_TW'];
const table = Object.entries(LINK_LOCALES);

describe('the locale table', () => {
  it('holds about 70 locales, each one a merchant may put on a link', () => {
    expect(table.length).toBeGreaterThanOrEqual(70);
    for (const [locale] of table) expect(Value.Check(LocaleSchema, locale), locale).toBe(true);
  });

  it.each(table)(
    '%s → %j: its own country, its own language or else English',
    (locale, meaning) => {
      const [language = '', country] = locale.split('_');
      expect(meaning[1]).toBe(country);
      const own = TRADITIONAL.includes(locale) ? 'zh-Hant' : (ALIASES[language] ?? language);
      expect(meaning[0]).toBe(SPEC_LANGUAGES.includes(own) ? own : 'en');
    },
  );

  it('reaches every one of the 42 languages', () => {
    const reached = new Set(table.map(([, [language]]) => language));
    expect([...reached].sort()).toEqual([...SPEC_LANGUAGES].sort());
  });

  it.each([
    ['de_AT', 'de', 'AT'],
    ['fr_BE', 'fr', 'BE'],
    ['nl_BE', 'nl', 'BE'],
    ['en_SG', 'en', 'SG'],
    ['en_IN', 'en', 'IN'],
    ['pt_BR', 'pt', 'BR'],
    ['zh_TW', 'zh-Hant', 'TW'],
    ['zh_HK', 'zh-Hant', 'HK'],
    ['zh_CN', 'zh', 'CN'],
    ['ko_KR', 'ko', 'KR'],
    ['nb_NO', 'no', 'NO'],
    ['sv_FI', 'sv', 'FI'],
    ['ms_MY', 'ms', 'MY'],
    ['hi_IN', 'hi', 'IN'],
    ['ar_AE', 'ar', 'AE'],
    ['ar_SA', 'ar', 'SA'],
    ['he_IL', 'he', 'IL'],
    ['fa_IR', 'fa', 'IR'],
    ['id_ID', 'id', 'ID'],
    ['fil_PH', 'fil', 'PH'],
    ['tl_PH', 'fil', 'PH'],
    ['ru_RU', 'ru', 'RU'],
    ['uk_UA', 'uk', 'UA'],
    ['ca_ES', 'ca', 'ES'],
    ['sr_RS', 'sr', 'RS'],
    ['ga_IE', 'en', 'IE'],
  ])('has the issue’s example %s → %s, %s', (locale, language, country) => {
    expect(LINK_LOCALES[locale]).toEqual([language, country]);
  });
});
