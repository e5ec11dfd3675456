import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The languages written right to left; every other is written left to right. */
const RIGHT_TO_LEFT = ['ar', 'fa', 'he'];

/** The page's `lang` and its direction (`dir`), read from the document. */
export async function expectPageLanguage(page: Page, language: string): Promise<void> {
  const direction = RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';
  await expect
    .poll(() =>
      page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`),
    )
    .toBe(`${language} ${direction}`);
}
