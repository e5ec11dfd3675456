import { describe, expect, it } from 'vitest';
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
  });

  it('gives the fallback locale en + GB both pages', () => {
    expect(legalLinksFor('GB', 'en').map((link) => link.page)).toEqual(['imprint', 'privacy']);
  });
});
