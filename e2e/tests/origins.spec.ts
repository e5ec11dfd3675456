import type { Browser, Page, Request } from '@playwright/test';
import { answerChallenge, expectPaymentResult, goToCardPage, typeCard } from '../support/cardPage';
import { E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';

/**
 * The demo works at whatever name it is opened under (localhost, 127.0.0.1): the page calls its
 * API relatively, the gateway's frames are addressed on the page's own host name and talk only
 * to the page's real origin. Card 4000 0000 0000 3121 passes through every frame there is: the
 * card form, the hidden device check and the bank's challenge.
 */
async function pageAt(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ viewport, baseURL: origin });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

for (const origin of [E2E.otherAppOrigin, E2E.appOrigin]) {
  test(`the demo opened at ${origin} takes a card payment with 3-D Secure`, async ({
    browser,
    viewport,
  }) => {
    const { page, problems, close } = await pageAt(browser, origin, viewport);
    const link = await createLink({ amount: 1990 });
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4000000000003121');
    await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Confirm the payment with your bank' }),
    ).toBeVisible();
    await answerChallenge(page);
    await expectPaymentResult(page, true);
    expect(page.url().startsWith(origin)).toBe(true);
    expect((await getLink(link.uuid)).status).toBe('CONSUMED');
    // No CSP refusal, no blocked cross-origin call, nothing thrown.
    expect(problems).toEqual([]);
    await close();
  });
}

/** The requests a page made, in the order the browser made them. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
  return requests;
}

test('a link page fetches its link, catalogue and own files without waiting on /config.json', async ({
  page,
}) => {
  const link = await createLink({ locale: 'de_DE' });
  const requests = recordRequests(page);
  await page.goto(`/uuid/${link.uuid}/card`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kredit- oder Debitkarte' }),
  ).toBeVisible();
  const linkFetch = requests.indexOf(`/public/payment-link/uuid/${link.uuid}`);
  expect(linkFetch).toBeGreaterThan(0);
  // The runtime config came with the HTML.
  expect(requests).not.toContain('/config.json');
  // The German catalogue and the card method.s chunk (its page) were asked for by the HTML, not after the link.
  const catalogue = requests.findIndex((path) => /^\/assets\/de-[\w-]+\.js$/.test(path));
  const cardPage = requests.findIndex((path) => /^\/assets\/cardMethod-[\w-]+\.js$/.test(path));
  expect(catalogue).toBeGreaterThan(0);
  expect(cardPage).toBeGreaterThan(0);
  expect(catalogue).toBeLessThan(linkFetch);
  expect(cardPage).toBeLessThan(linkFetch);
  // Exactly one visit: the page's first script and the page itself never both fetch the link.
  expect(requests.filter((path) => path === `/public/payment-link/uuid/${link.uuid}`)).toHaveLength(
    1,
  );
});
