import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkSignature, SIGNATURE_HEADER } from '@paypage/contract/webhookSignature';
import { E2E } from '../support/environment';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { totpCode, totpStep } from '../support/totp';

/*
 * Issue 22's Settings, Developers, Team and Account screens end to end: what the console's
 * Testing Library tests prove against mocked answers, here against the real service and page.
 * Each test makes a merchant of its own over the operator API, so the colours, webhook URL and
 * two-step sign-in it changes touch no other spec (the demo merchant is shared by all of them).
 *
 * Each test runs once (@any-width), at the width it names: the screen's layout at the other
 * width is the same components, which the console spec's menu test and the screenshots cover.
 * CONSOLE_SHOTS_DIR=… CONSOLE_SHOTS_WIDTH=375|1280 runs them all at that width and keeps a
 * screenshot of each state reached, for looking at.
 */

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR;
const SHOTS_WIDTH = Number(process.env.CONSOLE_SHOTS_WIDTH ?? 0);
const atWidth = (viewport: { width: number; height: number }) =>
  SHOTS_WIDTH === PHONE.width ? PHONE : SHOTS_WIDTH === DESKTOP.width ? DESKTOP : viewport;

/** Any of these becoming markup would run its handler: the texts must stay text. */
const INERT = '<img src=x onerror="window.__pwned=1">';

/** A one-pixel PNG: the smallest logo the service takes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
}

async function operator<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const answer = await request.post(`/api/operator/v1${path}`, {
    headers: { authorization: `Bearer ${E2E.operatorApiKey}` },
    data,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

interface Shop {
  merchantId: string;
  admin: { email: string; password: string; name: string };
}

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** A merchant of the test's own with an admin who signs in with a password. */
async function newShop(request: APIRequestContext, label: string): Promise<Shop> {
  const id = unique();
  const merchant = await operator<{ id: string }>(request, '/merchants', {
    name: `Screens ${label} ${id}`,
  });
  const admin = {
    email: `admin-${label}-${id}@screens.example`,
    password: `pw-${id}-long-enough`,
    name: `Ada ${label}`,
  };
  await operator(request, `/merchants/${merchant.id}/users`, { ...admin, role: 'admin' });
  return { merchantId: merchant.id, admin };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/console/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a screen by the navigation, through the menu button where the width hides it. */
async function openScreen(page: Page, name: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Console' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(navigation.or(menu).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await navigation.getByRole('link', { name }).click();
  // Each screen of the navigation is titled by its name; any h1 would be the last screen's too.
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
}

test.describe('at a desktop’s width', () => {
  test.use({ viewport: atWidth(DESKTOP) });

  test('settings: the preview shows a new brand colour before saving; it and an uploaded logo are kept @any-width', async ({
    page,
    request,
  }) => {
    const shop = await newShop(request, 'settings');
    await signIn(page, shop.admin.email, shop.admin.password);
    await openScreen(page, 'Settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const brand = page
      .getByRole('group', { name: 'Light colours' })
      .getByLabel('Brand colour (buttons)', { exact: true });
    // The framed page is the real one: its buttons are drawn in the brand colour.
    const framedButton = page
      .frameLocator('iframe[title="Preview of your payment page"]')
      .locator('.button')
      .first();
    await expect(framedButton).toHaveCSS('background-color', 'rgb(0, 120, 214)');
    await brand.fill('#0000ff');
    await expect(framedButton).toHaveCSS('background-color', 'rgb(0, 0, 255)');
    // The page puts readable text on it in light and dark: nothing for the merchant to fix.
    await expect(page.getByRole('heading', { name: 'Hard to read' })).toHaveCount(0);
    // Not saved yet: a fresh reading of the settings still has the old colour.
    const before = await page.request.get('/api/v1/settings');
    expect(((await before.json()) as { theme: { primary?: string } }).theme.primary).toBe(
      undefined,
    );
    await shot(page, 'settings-edited');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await page.reload();
    await expect(brand).toHaveValue('#0000ff');
    await expect(framedButton).toHaveCSS('background-color', 'rgb(0, 0, 255)');

    // The logo is saved at once, and shown again after a reload from the address the service gives.
    await expect(
      page.getByText('No logo: the page header shows your business name.'),
    ).toBeVisible();
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expect(page.getByText('Logo saved.')).toBeVisible();
    await page.reload();
    const logo = page.getByRole('img', { name: 'Your current logo' });
    await expect(logo).toHaveAttribute('src', /\/.+\.png$/);
    // Drawn once it has loaded (from the cache, but still after the element is there).
    await expect
      .poll(() =>
        logo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBe(1);
    await expectNoAxeViolations(page);
    await shot(page, 'settings-saved');
  });

  test('team: an invited support user joins, lacks the admin screens, and the log tells @any-width', async ({
    page,
    request,
    browser,
  }) => {
    const shop = await newShop(request, 'team');
    await signIn(page, shop.admin.email, shop.admin.password);
    await openScreen(page, 'Team');
    const invitee = { email: `sam-${unique()}@screens.example`, name: 'Sam Support' };
    const invitations = page.getByRole('region', { name: 'Invite someone' });
    await invitations.getByLabel('Email').fill(invitee.email);
    await invitations.getByLabel('Name').fill('Sam (as invited)');
    await invitations.getByLabel('Role').selectOption({ label: 'Support' });
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/console/v1/invitations') &&
        response.request().method() === 'POST',
    );
    await invitations.getByRole('button', { name: 'Create invitation' }).click();
    const { id: invitationId } = (await (await answer).json()) as { id: string };
    const shown = invitations.getByRole('textbox', {
      name: `Invitation link for ${invitee.email}`,
    });
    const invitationUrl = await shown.inputValue();
    expect(invitationUrl).toMatch(/\/console\/invitation#.+/);
    await expect(invitations.getByRole('cell', { name: /Sam \(as invited\)/ })).toBeVisible();
    await shot(page, 'team-invited');
    await invitations.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toHaveCount(0);

    // The invited person, in a browser of their own.
    const theirs = await browser.newContext({ viewport: page.viewportSize() });
    const joining = await theirs.newPage();
    await joining.goto(invitationUrl);
    await expect(joining.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    const password = `sam-${unique()}-password`;
    await joining.getByLabel('Your name').fill(invitee.name);
    await joining.getByLabel('Password', { exact: true }).fill(password);
    await joining.getByLabel('Repeat the password').fill(password);
    await joining.getByRole('button', { name: 'Join' }).click();
    const theirNavigation = joining.getByRole('navigation', { name: 'Console' });
    const theirMenu = joining.getByRole('button', { name: 'Menu' });
    await expect(theirNavigation.or(theirMenu).first()).toBeVisible();
    if (await theirMenu.isVisible()) await theirMenu.click();
    await expect(theirNavigation.getByRole('link', { name: 'Links' })).toBeVisible();
    await expect(theirNavigation.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await expect(theirNavigation.getByRole('link', { name: 'Developers' })).toHaveCount(0);
    await expect(theirNavigation.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    const who = await joining.request.get('/api/console/v1/session');
    expect(await who.json()).toMatchObject({
      user: { email: invitee.email, name: invitee.name, role: 'support' },
      merchant: { id: shop.merchantId },
    });
    await theirs.close();

    await page.reload();
    const users = page.getByRole('region', { name: 'Users' });
    const row = users.getByRole('row').filter({ hasText: invitee.email });
    await expect(row).toContainText(invitee.name);
    await expect(row.getByRole('combobox', { name: `Role of ${invitee.name}` })).toHaveValue(
      'support',
    );
    await expect(invitations.getByText('There are no pending invitations.')).toBeVisible();
    const audit = page.getByRole('region', { name: 'Audit log' });
    const logged = audit.getByRole('row').filter({ hasText: invitationId });
    await expect(logged).toContainText('Invited someone');
    await expect(logged).toContainText(shop.admin.email);
    await expectNoAxeViolations(page);
    await shot(page, 'team-joined');
  });

  test('texts merchants and users typed stay text on the links, team and developers screens @any-width', async ({
    page,
    request,
  }) => {
    const shop = await newShop(request, 'inert');
    const { key } = await operator<{ key: string }>(
      request,
      `/merchants/${shop.merchantId}/api-keys`,
      { label: 'inert e2e' },
    );
    const reference = `REF ${INERT}`;
    const consumer = `CONSUMER ${INERT}`;
    const created = await request.post('/api/v1/payment-links', {
      headers: { authorization: `Bearer ${key}` },
      data: {
        amount: 1200,
        currency: 'EUR',
        paymentMethods: ['CARD'],
        merchantReference: reference,
        consumerReference: consumer,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const userName = `Mallory ${INERT}`;
    await operator(request, `/merchants/${shop.merchantId}/users`, {
      email: `mallory-${unique()}@screens.example`,
      name: userName,
      role: 'support',
      password: `pw-${unique()}-long-enough`,
    });
    const untouched = async () => {
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBe(undefined);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
    };

    await signIn(page, shop.admin.email, shop.admin.password);
    await openScreen(page, 'Links');
    const list = page.getByRole('region', { name: 'Payment links' });
    await expect(list.getByText(reference, { exact: true })).toBeVisible();
    await expect(list.getByText(consumer, { exact: true })).toBeVisible();
    await untouched();
    await list.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText(consumer, { exact: true })).toBeVisible();
    await untouched();

    await openScreen(page, 'Team');
    await expect(
      page.getByRole('region', { name: 'Users' }).getByText(userName, { exact: true }),
    ).toBeVisible();
    await untouched();

    await openScreen(page, 'Developers');
    const hookUrl = `http://localhost:9/${INERT}`;
    await page.getByLabel('Webhook URL').fill(hookUrl);
    await page.getByRole('button', { name: 'Save URL' }).click();
    await expect(page.getByText('The webhook URL is saved.')).toBeVisible();
    const apiKeys = page.getByRole('region', { name: 'API keys' });
    await page.getByLabel('Name of the new key').fill(INERT);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(apiKeys.getByText(INERT, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Webhook URL')).toHaveValue(hookUrl);
    await expect(apiKeys.getByText(INERT, { exact: true })).toBeVisible();
    await untouched();
  });
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: atWidth(PHONE) });

  test('developers: a key shown once works until revoked; a test event is delivered and listed @any-width', async ({
    page,
    request,
  }) => {
    // The merchant's webhook receiver: answers 202 and keeps what it got.
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const shop = await newShop(request, 'developers');
      await signIn(page, shop.admin.email, shop.admin.password);
      await openScreen(page, 'Developers');
      await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();

      await page.getByLabel('Name of the new key').fill('Shop backend');
      await page.getByRole('button', { name: 'Create key' }).click();
      const shownKey = page.getByRole('textbox', { name: 'Your new API key “Shop backend”' });
      await expect(shownKey).toBeFocused();
      const key = await shownKey.inputValue();
      expect(key.length).toBeGreaterThan(20);
      await shot(page, 'developers-key-shown');
      const works = await request.get('/api/v1/payment-links', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(works.status(), await works.text()).toBe(200);
      // Put away, it is gone, and no reload brings it back: the service kept only a hash.
      const keyOnPage = () =>
        page.evaluate(
          (secret) =>
            document.body.innerText.includes(secret) ||
            Array.from(document.querySelectorAll('input')).some((input) => input.value === secret),
          key,
        );
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect(shownKey).toHaveCount(0);
      expect(await keyOnPage()).toBe(false);
      await page.reload();
      const keyRow = page.getByRole('row').filter({ hasText: 'Shop backend' });
      await expect(keyRow).toContainText('Active');
      expect(await keyOnPage()).toBe(false);

      await keyRow.getByRole('button', { name: 'Revoke the key Shop backend' }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke the key “Shop backend”?' });
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(keyRow).toContainText('Revoked on');
      const refused = await request.get('/api/v1/payment-links', {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(refused.status()).toBe(401);

      await page.getByLabel('Webhook URL').fill(`http://localhost:${port}/hooks`);
      await page.getByRole('button', { name: 'Save URL' }).click();
      const shownSecret = page.getByRole('textbox', { name: 'Your new signing secret' });
      const secret = await shownSecret.inputValue();
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await page.getByRole('button', { name: 'Send test event' }).click();
      const queued = page
        .getByRole('status')
        .filter({ hasText: /^Test event .+ is on its way\.$/ });
      const eventId = /^Test event (.+) is on its way\.$/.exec(
        (await queued.innerText()).trim(),
      )?.[1];
      expect(eventId).toBeTruthy();

      const deliveries = page.getByRole('region', { name: 'Webhook deliveries' });
      const delivery = deliveries.getByRole('row').filter({ hasText: eventId ?? '' });
      // The list is read when asked: Refresh until the service has sent it (every second).
      await expect(async () => {
        await deliveries.getByRole('button', { name: 'Refresh' }).click();
        await expect(delivery).toContainText('Delivered', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(delivery).toContainText('webhook.test');
      await expect(delivery.getByRole('cell', { name: /: 202$/ })).toBeVisible();
      // It reached the receiver, signed with the secret the screen showed.
      const got = received.find((hook) => hook.body.includes(eventId ?? ''));
      const signature = got?.headers[SIGNATURE_HEADER];
      expect(
        checkSignature(
          secret,
          typeof signature === 'string' ? signature : undefined,
          got?.body ?? '',
          Math.floor(Date.now() / 1000),
        ),
      ).toBe('valid');
      await expectNoAxeViolations(page);
      await shot(page, 'developers-delivered');
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('account: two-step sign-in turned on with a computed code; sign-in then asks for it @any-width', async ({
    page,
    request,
  }) => {
    const shop = await newShop(request, 'account');
    await signIn(page, shop.admin.email, shop.admin.password);
    const userMenu = page.getByRole('button', { name: shop.admin.name });
    await userMenu.click();
    await page.getByRole('link', { name: 'Your account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = (await page.locator('code.secret-text').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await shot(page, 'account-setting-up');
    await page.getByLabel('Code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Two-step sign-in is on.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'account-on');

    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('button', { name: 'Sign out', exact: true })
      .click();
    await page.getByLabel('Email').fill(shop.admin.email);
    await page.getByLabel('Password').fill(shop.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    const step = totpStep();
    const right = totpCode(secret, step + 1);
    // A code that is none of those the service accepts around now.
    const near = new Set([-1, 0, 1, 2].map((offset) => totpCode(secret, step + offset)));
    const wrong = ['000000', '111111', '222222'].find((candidate) => !near.has(candidate));
    await code.fill(wrong ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The code is not correct or has expired. Enter the current code.',
    );
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    await shot(page, 'account-code-refused');
    // The next step's code: the one used to turn it on is spent, and a step ahead is accepted.
    await code.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await userMenu.click();
    await page.getByRole('link', { name: 'Your account' }).click();
    await expect(
      page.getByText('On: signing in asks for a code from your authenticator app.'),
    ).toBeVisible();
  });
});
