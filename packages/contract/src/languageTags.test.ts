import { describe, expect, it } from 'vitest';
import { catalogueLanguageOf, textDirectionOf } from './languageTags';

const ALL = ['ar', 'ca', 'de', 'en', 'fa', 'fil', 'he', 'hi', 'id', 'no', 'sr', 'zh', 'zh-Hant'];

describe('catalogueLanguageOf', () => {
  it.each([
    ['de_AT', 'de'],
    ['DE-at', 'de'],
    ['nb_NO', 'no'],
    ['nn', 'no'],
    ['hi_IN', 'hi'],
    ['ar_SA', 'ar'],
    ['he_IL', 'he'],
    ['iw_IL', 'he'],
    ['in_ID', 'id'],
    ['fil_PH', 'fil'],
    ['tl_PH', 'fil'],
    ['sr_RS', 'sr'],
    ['sr-Latn-RS', 'sr'],
    ['zh_CN', 'zh'],
    ['zh_SG', 'zh'],
    ['zh', 'zh'],
    ['zh_TW', 'zh-Hant'],
    ['zh-hk', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-SG', 'zh-Hant'],
    ['zh-Hans-HK', 'zh'],
  ])('reads %s in %s', (tag, language) => {
    expect(catalogueLanguageOf(tag, ALL)).toBe(language);
  });

  it('finds nothing for a language without a catalogue, or no tag', () => {
    expect(catalogueLanguageOf('ga_IE', ALL)).toBeUndefined();
    expect(catalogueLanguageOf('', ALL)).toBeUndefined();
    expect(catalogueLanguageOf('  ', ALL)).toBeUndefined();
  });

  it('reads Traditional Chinese as Simplified while zh-Hant is missing', () => {
    expect(catalogueLanguageOf('zh_TW', ['en', 'zh'])).toBe('zh');
  });
});

describe('textDirectionOf', () => {
  it('writes Arabic, Hebrew and Persian right to left, the rest left to right', () => {
    expect(ALL.filter((language) => textDirectionOf(language) === 'rtl')).toEqual([
      'ar',
      'fa',
      'he',
    ]);
  });
});
