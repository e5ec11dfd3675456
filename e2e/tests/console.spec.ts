import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { PAID_CARD, payLinkByCard } from '../support/cardApi';
import { goToCardPage, payNow, typeCard, expectPaymentResult } from '../support/cardPage';
import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

/*
 * Issue 22's "Prove it": a merchant signs in to the console, creates a link, a shopper pays it by
 * card in another browser, the merchant sees it paid with its timeline and refunds part of it.
 * Around it, what keeps the console safe: roles, CSRF, sign-in throttling, the cookie's flags
 * and merchant texts shown as text.
 */

const CONSOLE_API = `${E2E.appOrigin}/api/console/v1`;
/** Fails the test if anything on the page becomes markup: the text must stay text. */
const INERT = '<img src=x onerror="window.__injected=1">';

async function signIn(
  page: Page,
  email: string = E2E.consoleEmail,
  password: string = E2E.consolePassword,
) {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A signed-in API client: the session cookie is kept, the CSRF token handed back. */
async function sessionClient(email: string, password: string) {
  const client = await playwrightRequest.newContext({ baseURL: E2E.appOrigin });
  const answer = await client.post(`${CONSOLE_API}/session`, {
    data: { email, password },
    headers: { origin: E2E.appOrigin },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const session = (await answer.json()) as { csrfToken: string; merchant: { id: string } };
  return { client, session };
}

/** A console user of the demo merchant with the given role, made over the operator API. */
async function userWithRole(request: APIRequestContext, role: string) {
  const { client, session } = await sessionClient(E2E.consoleEmail, E2E.consolePassword);
  await client.dispose();
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@demo-shop.example`;
  const password = `pw-${role}-${Math.random().toString(36).slice(2)}-long`;
  const created = await request.post(`/api/operator/v1/merchants/${session.merchant.id}/users`, {
    headers: { authorization: `Bearer ${E2E.operatorApiKey}` },
    data: { email, name: `${role} user`, role, password },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { email, password };
}

test('sign in, create a link, see it paid with its timeline and refund part of it @any-width', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();

  // The session cookie: unreadable by scripts, never sent cross-site (no https here: not Secure).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'paypage_console');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false });

  await page.getByRole('link', { name: 'Links' }).click();
  await page.getByRole('link', { name: 'New link' }).click();
  // The list's filters are labelled "Amount from" and "Amount up to": wait for the form.
  await expect(page.getByRole('heading', { level: 1, name: 'New payment link' })).toBeFocused();
  await page.getByLabel('Amount', { exact: true }).fill('25.00');
  await page.getByLabel('Description').fill(INERT);
  const reference = `CONSOLE-${Date.now()}`;
  await page.getByLabel('Your reference').fill(reference);
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('heading', { name: 'Link created' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();
  const address = await page.getByRole('link', { name: 'Open link' }).getAttribute('href');
  const uuid = address?.match(/\/uuid\/([0-9a-f-]{36})/)?.[1];
  expect(uuid).toBeTruthy();

  // The shopper pays in a browser of their own.
  const shopper = await browser.newContext({ baseURL: E2E.appOrigin });
  const shopperPage = await shopper.newPage();
  await goToCardPage(shopperPage, uuid ?? '');
  await typeCard(shopperPage, PAID_CARD);
  await payNow(shopperPage).click();
  await expectPaymentResult(shopperPage, true);
  await shopper.close();

  await page.getByRole('link', { name: 'View details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Link created')).toBeVisible();
  await expect(timeline.getByRole('listitem').filter({ hasText: /Paid$/ })).toBeVisible();
  // The description is shown as typed, and nothing ran.
  await expect(page.getByText(INERT)).toBeVisible();
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog.getByLabel('Amount in EUR')).toHaveValue('25.00');
  await dialog.getByLabel('Amount in EUR').fill('10.00');
  await dialog.getByLabel('Reason (optional)').fill('Partly returned');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Refund €10.00' }).click();
  await expect(page.getByText('The refund has been made.')).toBeVisible();
  await expect(page.getByText('Refunded: €10.00')).toBeVisible();
  await expect(timeline.getByText('Refunded €10.00 (Partly returned)')).toBeVisible();
});

test('a support user sees the paid link but has no refund, and the service refuses one @any-width', async ({
  page,
  request,
}) => {
  const link = await createLink({ amount: 1500, merchantReference: `SUPPORT-${Date.now()}` });
  const paid = await payLinkByCard(request, link.uuid, PAID_CARD);
  const support = await userWithRole(request, 'support');
  await signIn(page, support.email, support.password);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await page.goto(`/console/links/${link.uuid}`);
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('paid');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  const { client, session } = await sessionClient(support.email, support.password);
  const refused = await client.post(
    `/api/v1/payment-links/${link.uuid}/transactions/${paid.transactionId}/refunds`,
    {
      headers: {
        'x-csrf-token': session.csrfToken,
        origin: E2E.appOrigin,
        'idempotency-key': `support-${Date.now()}`,
      },
      data: { amount: 100 },
    },
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('FORBIDDEN');
  await client.dispose();
});

test('unsafe calls with the session cookie need the CSRF token and the own origin @any-width', async () => {
  const { client, session } = await sessionClient(E2E.consoleEmail, E2E.consolePassword);
  const body = { amount: 100, currency: 'EUR', paymentMethods: ['CARD'] };
  const withoutToken = await client.post('/api/v1/payment-links', {
    data: body,
    headers: { origin: E2E.appOrigin },
  });
  expect(withoutToken.status()).toBe(403);
  expect((await withoutToken.json()).errorCode).toBe('CSRF_REJECTED');
  const foreignOrigin = await client.post('/api/v1/payment-links', {
    data: body,
    headers: { origin: 'https://evil.example', 'x-csrf-token': session.csrfToken },
  });
  expect(foreignOrigin.status()).toBe(403);
  expect((await foreignOrigin.json()).errorCode).toBe('CSRF_REJECTED');
  const accepted = await client.post('/api/v1/payment-links', {
    data: body,
    headers: { origin: E2E.appOrigin, 'x-csrf-token': session.csrfToken },
  });
  expect(accepted.status()).toBe(201);
  await client.dispose();
});

test('repeated wrong passwords are throttled and the screen says how long to wait @any-width', async ({
  page,
  request,
}) => {
  const victim = await userWithRole(request, 'finance');
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await request.post(`${CONSOLE_API}/session`, {
      data: { email: victim.email, password: 'not the password' },
      headers: { origin: E2E.appOrigin },
    });
    expect(wrong.status()).toBe(401);
  }
  await signIn(page, victim.email, victim.password);
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many attempts\. Try again in \d+ minutes?\.$/,
  );
});

test('the console at a phone’s width: the menu button opens the navigation', async ({ page }) => {
  await signIn(page);
  // Signed in (the cookie is set) before the address changes.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await page.goto('/console/links');
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const width = page.viewportSize()?.width ?? 1280;
  const navigation = page.getByRole('navigation', { name: 'Console' });
  if (width < 768) {
    await expect(navigation).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await navigation.getByRole('link', { name: 'Consumers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consumers' })).toBeFocused();
  } else {
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(navigation).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

/**
 * Moves the focus with Tab (Shift+Tab when `back`) until `target` has it, and checks the focus
 * can be seen.
 */
async function tabTo(page: Page, target: Locator, { most = 60, back = false } = {}) {
  for (let presses = 0; presses <= most; presses++) {
    const focused = await target.evaluate((element) => element === document.activeElement);
    if (focused) {
      expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${most} presses of Tab`);
}

test('a link made, looked at and invalidated with the keyboard alone @any-width', async ({
  page,
}) => {
  await page.goto('/console/');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(E2E.consoleEmail);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(E2E.consolePassword);
  await page.keyboard.press('Enter');
  // Signed in, the first screen's heading has the focus; the navigation is before it.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeFocused();
  const navigation = page.getByRole('navigation', { name: 'Console' });
  await tabTo(page, navigation.getByRole('link', { name: 'Links' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'New link' }));
  await page.keyboard.press('Enter');
  // Tabbing on before the form is drawn would start from the list (its filters name amounts too).
  await expect(page.getByRole('heading', { level: 1, name: 'New payment link' })).toBeFocused();
  await tabTo(page, page.getByLabel('Amount', { exact: true }));
  await page.keyboard.type('12.50');
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, page.getByRole('button', { name: 'Create link' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Link created' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'View details' }));
  await page.keyboard.press('Enter');
  const invalidate = page.getByRole('button', { name: 'Invalidate link' });
  await tabTo(page, invalidate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Invalidate this link?' });
  await expect(dialog).toBeVisible();
  // Escape leaves the link as it was, and the focus goes back where it came from.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(invalidate).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Invalidate link' }), { most: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('The link has been invalidated.')).toBeVisible();
});
