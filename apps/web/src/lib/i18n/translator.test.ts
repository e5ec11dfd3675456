import { describe, expect, it, vi } from 'vitest';
import type { MessageKey } from './catalogues';
import { CHOSEN_LANGUAGE_KEY } from './chosenLanguage';
import {
  chooseLanguage,
  currentCatalogue,
  formatMessage,
  missingMessage,
  showLanguage,
  subscribeToLanguage,
  translate,
} from './translator';

describe('showLanguage', () => {
  it('keeps the country of the link’s locale beside the language', async () => {
    await showLanguage('de', 'de_AT');
    expect(currentCatalogue()).toMatchObject({ language: 'de', country: 'AT' });
    expect(document.documentElement.lang).toBe('de');
  });

  it('tells listeners when only the country changes (en_GB → en_SG)', async () => {
    await showLanguage('en', 'en_GB');
    const listener = vi.fn();
    const unsubscribe = subscribeToLanguage(listener);
    await showLanguage('en', 'en_SG');
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(currentCatalogue()).toMatchObject({ language: 'en', country: 'SG' });
  });

  it('stays quiet when nothing changes', async () => {
    await showLanguage('en', 'en_GB');
    const listener = vi.fn();
    const unsubscribe = subscribeToLanguage(listener);
    await showLanguage('en', 'en_GB');
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it('falls back to GB without a locale', async () => {
    await showLanguage('de', 'de_CH');
    await showLanguage('en');
    expect(currentCatalogue()).toMatchObject({ language: 'en', country: 'GB' });
  });
});

describe('chooseLanguage (the footer’s picker)', () => {
  it('switches in place, keeps the country, and sets lang and dir', async () => {
    await showLanguage('en', 'en_IE');
    const listener = vi.fn();
    const unsubscribe = subscribeToLanguage(listener);
    await chooseLanguage('de');
    unsubscribe();
    expect(listener).toHaveBeenCalledOnce();
    expect(currentCatalogue()).toMatchObject({ language: 'de', country: 'IE' });
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    expect(translate(currentCatalogue(), 'landing.totalPrice')).toBe('Gesamtpreis');
  });

  it('turns the document right to left for Arabic, Hebrew and Persian, and back', async () => {
    await showLanguage('en', 'en_IE');
    for (const language of ['ar', 'he', 'fa']) {
      await chooseLanguage(language);
      expect(document.documentElement.lang).toBe(language);
      expect(document.documentElement.dir, language).toBe('rtl');
    }
    await chooseLanguage('hi');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('is remembered for this tab and wins over the next link’s locale', async () => {
    await chooseLanguage('de');
    expect(sessionStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('"de"');
    await showLanguage('en', 'en_SG');
    expect(currentCatalogue()).toMatchObject({ language: 'de', country: 'SG' });
  });

  it('ignores a remembered language the page does not have', async () => {
    sessionStorage.setItem(CHOSEN_LANGUAGE_KEY, '"xx"');
    await showLanguage('de', 'de_AT');
    expect(currentCatalogue()).toMatchObject({ language: 'de', country: 'AT' });
  });
});

describe('racing requests', () => {
  it('end in the language asked for last, however the chunks arrive', async () => {
    const first = showLanguage('de', 'de_DE');
    const second = showLanguage('en', 'en_GB');
    await Promise.all([first, second]);
    expect(currentCatalogue()).toMatchObject({ language: 'en', country: 'GB' });
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('translate', () => {
  it('writes numbers of a message for language and country (ICU #)', async () => {
    await showLanguage('en', 'en_IN');
    expect(translate(currentCatalogue(), 'redirect.countdown', { seconds: 100000 })).toBe(
      'You will be returned to the shop in 1,00,000 seconds.',
    );
    await showLanguage('de', 'de_DE');
    expect(translate(currentCatalogue(), 'redirect.countdown', { seconds: 1 })).toBe(
      'Sie werden in 1 Sekunde zum Shop zurückgeleitet.',
    );
    expect(translate(currentCatalogue(), 'redirect.countdown', { seconds: 1000 })).toContain(
      '1.000 Sekunden',
    );
  });

  it('shows a marked key instead of crashing for a key no catalogue has', () => {
    const key = 'nowhere.toBeFound' as MessageKey;
    expect(translate(currentCatalogue(), key)).toBe(missingMessage(key));
    expect(missingMessage(key)).toBe('⟦nowhere.toBeFound⟧');
  });
});

describe('values in a right-to-left sentence', () => {
  it('are isolated (FSI … PDI) so a Latin name or a reference keeps its place', () => {
    const text = formatMessage('test.rtl', 'לתשלום ל-{merchant} ({count})', 'he', 'IL', {
      merchant: 'Demo Shop',
      count: 3,
    });
    expect(text).toBe('לתשלום ל-\u2068Demo Shop\u2069 (3)');
  });

  it('are left as they are in a left-to-right one', () => {
    expect(formatMessage('test.ltr', 'Pay {merchant}', 'de', 'DE', { merchant: 'Demo Shop' })).toBe(
      'Pay Demo Shop',
    );
  });
});
