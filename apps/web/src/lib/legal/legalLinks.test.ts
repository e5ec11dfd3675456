import { describe, expect, it } from 'vitest';
import { LINK_LOCALES } from '../i18n/linkLocales';
import { legalLinksFor } from './legalLinks';

describe('legalLinksFor', () => {
  it('gives Germany both pages in the page language', () => {
    expect(legalLinksFor('DE', 'de')).toEqual([
      { page: 'imprint', url: 'https://www.paypage.eu/de/de/imprint' },
      { page: 'privacy', url: 'https://www.paypage.eu/de/de/privacy' },
    ]);
  });

  it('gives Korea none', () => {
    expect(legalLinksFor('KR', 'en')).toEqual([]);
    expect(legalLinksFor('KR', 'ko')).toEqual([]);
  });

  it('gives Singapore only the imprint, and the GB one', () => {
    expect(legalLinksFor('SG', 'en')).toEqual([
      { page: 'imprint', url: 'https://www.paypage.eu/gb/en/imprint' },
    ]);
  });

  it('builds the folder of any other country from country and language, in lower case', () => {
    expect(legalLinksFor('AT', 'de').map((link) => link.url)).toEqual([
      'https://www.paypage.eu/at/de/imprint',
      'https://www.paypage.eu/at/de/privacy',
    ]);
    expect(legalLinksFor('fr', 'EN')[0]?.url).toBe('https://www.paypage.eu/fr/en/imprint');
    expect(legalLinksFor('TW', 'zh-Hant')[0]?.url).toBe('https://www.paypage.eu/tw/zh/imprint');
  });

  it('gives the fallback locale en + GB both pages', () => {
    expect(legalLinksFor('GB', 'en').map((link) => link.page)).toEqual(['imprint', 'privacy']);
  });
});

describe('legal links for every locale of the table (SPEC §2)', () => {
  it.each(Object.entries(LINK_LOCALES))('%s (%j)', (_locale, [language, country]) => {
    const links = legalLinksFor(country, language);
    if (country === 'KR') {
      expect(links).toEqual([]);
    } else if (country === 'SG') {
      expect(links).toEqual([{ page: 'imprint', url: 'https://www.paypage.eu/gb/en/imprint' }]);
    } else {
      const folder = `https://www.paypage.eu/${country.toLowerCase()}/${language.split('-')[0]}`;
      expect(links).toEqual([
        { page: 'imprint', url: `${folder}/imprint` },
        { page: 'privacy', url: `${folder}/privacy` },
      ]);
    }
  });

  it('gives Singapore the GB imprint in whatever language the page speaks', () => {
    for (const language of ['en', 'zh', 'de']) {
      expect(legalLinksFor('SG', language).map((link) => link.url)).toEqual([
        'https://www.paypage.eu/gb/en/imprint',
      ]);
    }
  });
});
