import type { Page } from '@playwright/test';
import { catalogueOf } from '../support/catalogues';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { refusedTransaction, resultAddress } from '../support/resultPages';
import { expectPageLanguage } from '../support/pageLanguage';

const languagePicker = (page: Page, name = 'Language') =>
  page.getByRole('contentinfo').getByRole('combobox', { name });

test.describe('the language picker in the footer', () => {
  test('switches the page in place, and a reload keeps the pick for this tab', async ({
    page,
    browser,
  }) => {
    const link = await createLink({ locale: 'en_IE', amount: 123456 });
    await page.goto(`/uuid/${link.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(/^EUR\s1,234\.56$/);
    await expect(languagePicker(page)).toHaveValue('en');
    await expectNoAxeViolations(page);

    // Remembered by this document only: a reload would forget it.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await languagePicker(page).selectOption({ label: 'Deutsch' });
    await expect(
      page.getByRole('radiogroup', { name: 'Wählen Sie eine Zahlungsart' }),
    ).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(/^EUR\s1\.234,56$|^1\.234,56\sEUR$/);
    await expect(languagePicker(page, 'Sprache')).toHaveValue('de');
    await expectPageLanguage(page, 'de');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    // The legal links keep the link's country and follow the language.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /^Impressum/ }),
    ).toHaveAttribute('href', 'https://www.paypage.eu/ie/de/imprint');

    await page.reload();
    await expect(
      page.getByRole('radiogroup', { name: 'Wählen Sie eine Zahlungsart' }),
    ).toBeVisible();
    await expectPageLanguage(page, 'de');

    // Another tab starts from the link's own locale again.
    const otherTab = await (await browser.newContext()).newPage();
    await otherTab.goto(`${new URL(page.url()).origin}/uuid/${link.uuid}`);
    await expect(
      otherTab.getByRole('radiogroup', { name: 'Choose a payment method' }),
    ).toBeVisible();
    await otherTab.context().close();
  });

  test('can be used with the keyboard alone', async ({ page, request }) => {
    const link = await createLink({ locale: 'de_AT' });
    const transaction = await refusedTransaction(request, link.uuid);
    await page.goto(resultAddress(link.uuid, 'failure', transaction));
    await expect(page.getByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeVisible();
    await languagePicker(page, 'Sprache').focus();
    await expect(languagePicker(page, 'Sprache')).toBeFocused();
    // The options are in the order of their language codes: ar (العربية) comes first, and
    // turns the page right to left.
    await page.keyboard.press('Home');
    await expect(
      page.getByRole('heading', { name: catalogueOf('ar')['result.failure.title'] }),
    ).toBeVisible();
    await expectPageLanguage(page, 'ar');
  });
});
