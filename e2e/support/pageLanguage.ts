import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's `lang` (and that it is written left to right), read from the document. */
export async function expectPageLanguage(page: Page, language: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`),
    )
    .toBe(`${language} ltr`);
}
