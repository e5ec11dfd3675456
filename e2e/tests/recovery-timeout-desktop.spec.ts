import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MerchantPaymentLink } from '@paypage/contract/merchantApi';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { E2E, E2E_ENV } from '../support/environment';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21: a step the shopper neither finishes nor leaves runs out. A second demo of its own,
 * whose gateway waits SHOPPER_STEP_TIMEOUT_S = 6 s on every shopper step, so the real windows
 * (minutes) need not be waited out. A card challenge and a bank page, each left open past it:
 * the gateway refuses the attempt as EXPIRED, the link is payable again, and the page says why.
 */
const WINDOW_S = 6;
const port = E2E.port + 100;
const origin = `http://localhost:${port}`;
const gatewayOrigin = `http://localhost:${port + 1}`;
let demo: ChildProcess | undefined;
let dataDir = '';

async function healthy(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'paypage-e2e-timeout-'));
  demo = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ...E2E_ENV,
      PORT: String(port),
      GATEWAY_PORT: String(port + 1),
      SERVER_WEBHOOK_URL: `http://127.0.0.1:${port}/webhooks/gateway`,
      DATA_DIR: dataDir,
      SHOPPER_STEP_TIMEOUT_S: String(WINDOW_S),
    },
    stdio: 'ignore',
  });
  await healthy(`${origin}/healthz`);
});

test.afterAll(async () => {
  if (demo && demo.exitCode === null) {
    const exited = new Promise((resolve) => demo?.once('exit', resolve));
    demo.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function createLink(body: Partial<CreatePaymentLinkBody>): Promise<MerchantPaymentLink> {
  const response = await fetch(`${origin}/api/v1/payment-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.merchantApiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 4990, currency: 'EUR', ...body }),
  });
  if (response.status !== 201) throw new Error(`creating a link: ${await response.text()}`);
  return (await response.json()) as MerchantPaymentLink;
}

async function linkOf(uuid: string): Promise<MerchantPaymentLink> {
  const response = await fetch(`${origin}/api/v1/payment-links/${uuid}`, {
    headers: { authorization: `Bearer ${E2E.merchantApiKey}` },
  });
  return (await response.json()) as MerchantPaymentLink;
}

/** The gateway's window closes by itself: the attempt is refused as EXPIRED, the link VALID. */
async function waitOutTheWindow(uuid: string): Promise<void> {
  await expect
    .poll(async () => (await linkOf(uuid)).transactions.at(-1)?.refusalReason, {
      timeout: (WINDOW_S + 10) * 1000,
    })
    .toBe('EXPIRED');
  expect((await linkOf(uuid)).status).toBe('VALID');
}

const TIMED_OUT = 'The payment was not completed in time, so it was stopped. Nothing was charged.';

test('a card challenge left open runs out: the link is payable, the page says why', async ({
  page,
}) => {
  const link = await createLink({ paymentMethods: ['CARD'] });
  await page.goto(`${origin}/uuid/${link.uuid}`);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.frameLocator('iframe[title="Card details"]');
  await form.getByLabel('Card number').fill('4000000000003220');
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill('Ana Example');
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  const bank = page.frameLocator('iframe[title="Security check by your bank"]');
  await expect(bank.getByLabel('One-time code')).toBeVisible();

  await waitOutTheWindow(link.uuid);
  // Too late: the bank's answer no longer pays, and the page says why.
  await bank.getByLabel('One-time code').fill('1234');
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(TIMED_OUT)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Credit or debit card' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
  const stored = await linkOf(link.uuid);
  expect(stored.transactions.map((tx) => tx.status)).toEqual(['REFUSED']);
});

test('a bank page left open runs out: the link is payable, the page says why', async ({ page }) => {
  const link = await createLink({
    paymentMethods: ['TRUSTLY', 'CARD'],
    returnUrl: 'https://shop.example/thanks',
  });
  await page.goto(`${origin}/uuid/${link.uuid}`);
  await page.getByRole('radio', { name: 'Trustly (online bank transfer)' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Example');
  await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${gatewayOrigin}/hosted/approve/`));

  await waitOutTheWindow(link.uuid);
  // Too late: the bank says the payment is decided, and the way back shows why.
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await page.getByRole('link', { name: 'Back to the payment page' }).click();
  await expect(page.getByText(TIMED_OUT)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trustly (online bank transfer)' }),
  ).toBeVisible();
  expect((await linkOf(link.uuid)).status).toBe('VALID');
});
