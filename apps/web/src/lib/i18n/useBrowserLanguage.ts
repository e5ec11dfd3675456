import { useEffect } from 'react';
import { showLanguage } from './translator';
import { uiLanguageOf } from './uiLanguage';

/**
 * For a page without a link (session not found): no locale to follow, so the page speaks the
 * browser's first language we have (or the one the shopper picked in this tab), else English.
 */
export function useBrowserLanguage(): void {
  useEffect(() => {
    void showLanguage(uiLanguageOf(null));
  }, []);
}
