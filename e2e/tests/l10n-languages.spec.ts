import type { Page } from '@playwright/test';
import {
  catalogueOf,
  englishSentencesNotIn,
  hasCatalogue,
  LINK_LOCALE_OF,
  MISSING_KEY_MARKER,
} from '../support/catalogues';
import type { Catalogue } from '../support/catalogues';
import { expect, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { expectPageLanguage } from '../support/pageLanguage';
import { paidTransaction, refusedTransaction, resultAddress } from '../support/resultPages';

// Four pages in a few languages, in the desktop project only (-languages.spec.ts): the words do
// not depend on the screen width. Every language is checked the same way below the browser
// (apps/web/src/app/everyLanguage.test.tsx); here the built page, which loads each language's
// texts as chunks of their own, in three scripts that l10n-axe.spec.ts (de, ja, th) does not show.
const IN_THE_BROWSER = ['bg', 'el', 'zh'];

const ENGLISH_KEYS = Object.keys(catalogueOf('en'));

/**
 * The page's own text (not the gateway's frame, which has its own catalogues) is all in the
 * language: no gap left by a missing key, no key shown raw, no English sentence.
 */
async function expectAllIn(page: Page, language: string, english: string[]): Promise<void> {
  await expectPageLanguage(page, language);
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ');
  expect(text, 'a key no catalogue has').not.toContain(MISSING_KEY_MARKER);
  expect(
    ENGLISH_KEYS.filter((key) => text.includes(key)),
    'keys shown instead of text',
  ).toEqual([]);
  expect(
    english.filter((sentence) => text.includes(sentence)),
    'English on the page',
  ).toEqual([]);
}

/** Opens a page and waits for its heading and for the footer's language picker (a lazy chunk). */
async function visit(page: Page, path: string, heading: string, t: Catalogue): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('combobox', { name: t['footer.language'] }),
  ).toBeVisible();
}

test.describe('the page in Bulgarian, Greek and Chinese', () => {
  for (const [language, locale] of Object.entries(LINK_LOCALE_OF).filter(([language]) =>
    IN_THE_BROWSER.includes(language),
  )) {
    test(`${language} (${locale}): landing, card, success and failure pages`, async ({
      page,
      request,
    }) => {
      expect(hasCatalogue(language), `a catalogue of ${language} is missing`).toBe(true);
      const t: Catalogue = catalogueOf(language);
      const english = englishSentencesNotIn(language);
      // The longest return countdown: it shows a number in the language and never runs out here.
      const linkInLanguage = () =>
        createLink({ locale, returnUrl: 'https://shop.example/thanks', returnUrlTimer: 600 });
      const link = await linkInLanguage();
      const home = `/uuid/${link.uuid}`;

      await visit(page, home, 'Demo Shop', t);
      await expect(
        page.getByRole('radiogroup', { name: t['landing.methods.legend'] }),
      ).toBeVisible();
      await expectAllIn(page, language, english);

      await visit(page, `${home}/card`, t['method.name.card'] ?? '', t);
      await expect(
        page.getByRole('navigation', { name: t['method.breadcrumb.label'] }),
      ).toBeVisible();
      await expectAllIn(page, language, english);

      // A result page speaks of a payment: another link of the language is paid, this one's
      // card payment refused (its reason in the language too).
      const paid = await linkInLanguage();
      const paidTx = await paidTransaction(request, paid.uuid);
      await visit(
        page,
        resultAddress(paid.uuid, 'success', paidTx),
        t['result.success.completed.title'] ?? '',
        t,
      );
      await expect(page.getByRole('button', { name: t['redirect.stay'] })).toBeVisible();
      await expectAllIn(page, language, english);

      const refusedTx = await refusedTransaction(request, link.uuid);
      await visit(
        page,
        resultAddress(link.uuid, 'failure', refusedTx, 'retry'),
        t['result.failure.title'] ?? '',
        t,
      );
      await expect(
        page.getByText(t['result.refusal.declined'] ?? MISSING_KEY_MARKER),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t['result.failure.tryAgain'] })).toBeVisible();
      await expectAllIn(page, language, english);
    });
  }
});
