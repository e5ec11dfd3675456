import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { refusedTransaction, resultAddress } from '../support/resultPages';

const legalLinksOf = (page: Page) => page.getByRole('contentinfo').getByRole('link');

async function openLink(page: Page, locale: string): Promise<void> {
  const link = await createLink({ locale });
  await page.goto(`/uuid/${link.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
}

async function expectAccessibleScreen(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test.describe('footer legal links', () => {
  test('de_DE: imprint and privacy statement, German pages, each in a new tab', async ({
    page,
  }) => {
    await openLink(page, 'de_DE');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Sichere Zahlungsseite')).toBeVisible();
    const imprint = footer.getByRole('link', { name: 'Impressum (öffnet in einem neuen Tab)' });
    const privacy = footer.getByRole('link', {
      name: 'Datenschutzerklärung (öffnet in einem neuen Tab)',
    });
    await expect(imprint).toHaveAttribute('href', 'https://www.paypage.eu/de/de/imprint');
    await expect(privacy).toHaveAttribute('href', 'https://www.paypage.eu/de/de/privacy');
    await expect(legalLinksOf(page)).toHaveCount(2);
    for (const link of [imprint, privacy]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    await expectAccessibleScreen(page);

    await page
      .context()
      .route('https://www.paypage.eu/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Impressum</title>' }),
      );
    const newTab = page.waitForEvent('popup');
    await imprint.click();
    await expect(await newTab).toHaveURL('https://www.paypage.eu/de/de/imprint');
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
  });

  test('ko_KR: no legal links', async ({ page }) => {
    await openLink(page, 'ko_KR');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(legalLinksOf(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Legal information' })).toHaveCount(0);
    await expectAccessibleScreen(page);
  });

  test('en_SG: only the imprint, the GB one', async ({ page }) => {
    await openLink(page, 'en_SG');
    await expect(legalLinksOf(page)).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Imprint (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.paypage.eu/gb/en/imprint');
    await expectAccessibleScreen(page);
  });

  test('no link at all (session not found): the English GB pages', async ({ page }) => {
    await page.goto('/session-not-found');
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: 'Imprint (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.paypage.eu/gb/en/imprint');
    await expect(
      footer.getByRole('link', { name: 'Privacy statement (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.paypage.eu/gb/en/privacy');
    await expectAccessibleScreen(page);
  });

  test('a result page keeps the footer of its link (de_DE)', async ({ page, request }) => {
    const link = await createLink({ locale: 'de_DE' });
    const transaction = await refusedTransaction(request, link.uuid);
    await page.goto(resultAddress(link.uuid, 'failure', transaction));
    await expect(page.getByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeVisible();
    await expect(legalLinksOf(page)).toHaveText([
      'Impressum (öffnet in einem neuen Tab)',
      'Datenschutzerklärung (öffnet in einem neuen Tab)',
    ]);
  });
});
