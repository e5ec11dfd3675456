import type { Page } from '@playwright/test';
import { catalogueOf, LINK_LOCALE_OF } from '../support/catalogues';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { expectPageLanguage } from '../support/pageLanguage';
import { paidTransaction, refusedTransaction, resultAddress } from '../support/resultPages';

// A Latin script with long words, and two scripts of their own (Japanese, Thai): axe checks
// language attributes, names and contrast as the shopper meets them, on phone and desktop.
const LANGUAGES = ['de', 'ja', 'th'];

async function expectAccessible(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

for (const language of LANGUAGES) {
  test(`${language}: landing, success and failure pages have no axe violation`, async ({
    page,
    request,
  }) => {
    const t = catalogueOf(language);
    const linkOfLanguage = () =>
      createLink({
        locale: LINK_LOCALE_OF[language],
        returnUrl: 'https://shop.example/thanks',
        returnUrlTimer: 600,
      });
    // Result pages speak of a payment: one link refused (its landing page is still payable),
    // one paid.
    const refused = await linkOfLanguage();
    const home = `/uuid/${refused.uuid}`;
    await expectAccessible(page, home, 'Demo Shop');
    await expectPageLanguage(page, language);
    const paid = await linkOfLanguage();
    const paidTx = await paidTransaction(request, paid.uuid);
    await expectAccessible(
      page,
      resultAddress(paid.uuid, 'success', paidTx),
      t['result.success.completed.title'] ?? '',
    );
    const refusedTx = await refusedTransaction(request, refused.uuid);
    await expectAccessible(
      page,
      resultAddress(refused.uuid, 'failure', refusedTx, 'retry'),
      t['result.failure.title'] ?? '',
    );
  });
}
