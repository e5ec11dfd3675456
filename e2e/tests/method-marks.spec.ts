import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { E2E } from '../support/environment';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;
const operator = {
  authorization: `Bearer ${E2E.operatorApiKey}`,
  'content-type': 'application/json',
};
// Our own drawing of a shop's logo: a green badge and the shop's initials.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40">' +
  '<rect width="120" height="40" rx="8" fill="#1f6f4a"/>' +
  '<text x="60" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">FK</text></svg>';

/** A merchant of its own, so its logo shows on no other spec's pages. */
async function merchantWithLogo(name: string) {
  const api = `${E2E.appOrigin}/api/operator/v1/merchants`;
  const created = await fetch(api, {
    method: 'POST',
    headers: operator,
    body: JSON.stringify({ name }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const key = await fetch(`${api}/${id}/api-keys`, {
    method: 'POST',
    headers: operator,
    body: '{}',
  });
  const { key: apiKey } = (await key.json()) as { key: string };
  const logo = await fetch(`${api}/${id}/logo`, {
    method: 'PUT',
    headers: operator,
    body: JSON.stringify({ image: Buffer.from(LOGO_SVG).toString('base64') }),
  });
  expect(logo.status, await logo.clone().text()).toBe(200);
  return { apiKey, logoUrl: ((await logo.json()) as { url: string }).url };
}

test.describe('who and how, at a glance', () => {
  test('each method in the landing list has a mark no other method shares', async ({ page }) => {
    const link = await createLink({ paymentMethods: [...PAYMENT_METHODS] });
    await page.goto(pathOf(link.url));
    const radios = page
      .getByRole('radiogroup', { name: 'Choose a payment method' })
      .getByRole('radio');
    await expect(radios).toHaveCount(PAYMENT_METHODS.length);
    const drawings = new Map<string, string>();
    for (const radio of await radios.all()) {
      // The radio's label, which holds its mark (decorative: no role to find it by).
      const label = radio.locator('xpath=..');
      const mark = label.locator('svg.method-mark');
      await expect(mark).toBeVisible();
      const box = await mark.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(20);
      drawings.set(await mark.innerHTML(), (await label.textContent()) ?? '');
    }
    expect([...drawings.values()]).toHaveLength(PAYMENT_METHODS.length);
    // The marks' letters are outlines in one cached file (decision 0041): each word is drawn, so
    // the file is served as an image, the page's policy lets it in and it holds every word.
    const letters = page.locator('svg.method-mark use');
    expect(await letters.count()).toBeGreaterThan(15);
    await expect
      .poll(() =>
        letters.evaluateAll(
          (uses) => uses.filter((use) => (use as SVGUseElement).getBBox().width === 0).length,
        ),
      )
      .toBe(0);
    await expectNoAxeViolations(page);
  });

  test('a logo uploaded through the API shows in the header, named for the merchant', async ({
    page,
  }) => {
    const { apiKey, logoUrl } = await merchantWithLogo('Fjord Knits');
    const created = await fetch(`${E2E.appOrigin}/api/v1/payment-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 4990, currency: 'EUR', paymentMethods: ['CARD'] }),
    });
    const { url } = (await created.json()) as { url: string };
    const served = page.waitForResponse((response) => response.url().endsWith(logoUrl));
    await page.goto(pathOf(url));
    const logo = page.getByRole('banner').getByRole('img', { name: 'Fjord Knits' });
    await expect(logo).toBeVisible();
    // Drawn, not a broken image: the page's CSP lets it in, the service serves it as an image.
    const response = await served;
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toBe('image/svg+xml');
    await expectNoAxeViolations(page);
  });
});
