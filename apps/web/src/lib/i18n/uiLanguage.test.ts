import { describe, expect, it } from 'vitest';
import { uiCountryOf, uiLanguageOf } from './uiLanguage';

describe('uiLanguageOf', () => {
  it.each([
    ['de_AT', 'de'],
    ['de_DE', 'de'],
    ['de', 'de'],
    ['en_GB', 'en'],
    ['fr_FR', 'en'], // no French catalogue yet
    [null, 'en'],
    ['', 'en'],
  ])('%s → %s', (locale, language) => {
    expect(uiLanguageOf(locale)).toBe(language);
  });
});

describe('uiCountryOf', () => {
  it.each([
    ['de_AT', 'AT'],
    ['ko_KR', 'KR'],
    ['en_SG', 'SG'],
    ['en-us', 'US'],
    ['de', 'GB'], // no country in the locale: the fallback's
    [null, 'GB'],
    ['', 'GB'],
    ['en_G1', 'GB'],
  ])('%s → %s', (locale, country) => {
    expect(uiCountryOf(locale)).toBe(country);
  });
});
