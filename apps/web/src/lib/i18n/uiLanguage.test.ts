import { describe, expect, it } from 'vitest';
import { uiLanguageOf } from './uiLanguage';

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
