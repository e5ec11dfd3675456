import { describe, expect, it, vi } from 'vitest';
import { currentCatalogue, showLanguage, subscribeToLanguage } from './translator';

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
