import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { APIRequestContext, Page } from '@playwright/test';
import { CARD_FORM_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';

/**
 * The gateway's hosted card form on its own origin, framed by a stand-in for the payment page:
 * the harness does what the card page will do (size the frame, answer 'submit-requested' with
 * 'submit', collect the token) and records every message it receives. It is served for real on
 * its own port: a page that page.route() fulfils has no address, so Chromium's Local Network
 * Access check would refuse it a frame of the gateway on localhost.
 */
const HARNESS_PORT = E2E.port + 60;
const HARNESS_ORIGIN = `http://localhost:${HARNESS_PORT}`;
const HARNESS_URL = `${HARNESS_ORIGIN}/card-form-harness.html`;
const GATEWAY_API = { authorization: `Bearer ${E2E.gatewayApiKey}` };

let harnessServer: Server;

test.beforeAll(async () => {
  harnessServer = createServer((request, response) => {
    const token = new URL(request.url ?? '/', HARNESS_ORIGIN).searchParams.get('token') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(harness(token));
  });
  await new Promise<void>((resolve) => harnessServer.listen(HARNESS_PORT, 'localhost', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => harnessServer.close(resolve));
});

/** A card session whose form only the harness's origin may frame. */
async function openCardSession(request: APIRequestContext, locale = 'en_GB'): Promise<string> {
  const response = await request.post(`${E2E.gatewayOrigin}/v1/card-sessions`, {
    headers: GATEWAY_API,
    data: { reference: randomUUID(), allowedOrigin: HARNESS_ORIGIN, locale },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

function formUrl(token: string): string {
  return `${E2E.gatewayOrigin}/hosted/card-form?token=${token}`;
}

function harness(token: string): string {
  // Only a session token reaches the page; anything else would be markup.
  if (!/^cs_[A-Za-z0-9_-]+$/.test(token)) return '<!doctype html><title>No session</title>';
  return `<!doctype html><html lang="en"><head><title>Card form harness</title></head>
<body><main><h1>Pay by card</h1>
<iframe title="Card form" src="${formUrl(token)}" style="width: 100%; max-width: 480px; border: 0; height: 320px"></iframe>
</main>
<script>
  const gateway = ${JSON.stringify(E2E.gatewayOrigin)};
  const types = ${JSON.stringify(CARD_FORM_MESSAGE)};
  const frame = document.querySelector('iframe');
  window.received = [];
  window.submitCard = () => frame.contentWindow.postMessage({ type: types.submit }, gateway);
  window.addEventListener('message', (event) => {
    if (event.origin !== gateway || event.source !== frame.contentWindow) return;
    window.received.push(event.data);
    if (event.data.type === types.ready || event.data.type === types.resize) {
      frame.style.height = event.data.height + 'px';
    }
    if (event.data.type === types.submitRequested) window.submitCard();
  });
</script></body></html>`;
}

interface FormMessage {
  type: string;
  [key: string]: unknown;
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: FormMessage[] }).received);

const lastOfType = async (page: Page, type: string) =>
  (await received(page)).filter((message) => message.type === type).at(-1);

async function openHarness(page: Page, token: string) {
  await page.goto(`${HARNESS_URL}?token=${token}`);
  await expect
    .poll(async () => (await received(page)).map((message) => message.type))
    .toContain(CARD_FORM_MESSAGE.ready);
  return page.getByTitle('Card form').contentFrame();
}

test.describe('the gateway’s hosted card form', () => {
  test('a shopper types a card with the keyboard alone and the page gets a token', async ({
    page,
    request,
  }) => {
    const form = await openHarness(page, await openCardSession(request));
    const number = form.getByLabel('Card number');
    const expiry = form.getByLabel('Expiry date (MM/YY)');

    // From the page into the frame, field after field, by Tab.
    await page.keyboard.press('Tab');
    await expect(number).toBeFocused();
    await page.keyboard.type('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(form.getByText('Visa', { exact: true })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(expiry).toBeFocused();
    await page.keyboard.type('0120');
    await expect(expiry).toHaveValue('01/20');
    await page.keyboard.press('Tab');
    await expect(
      form.getByText('This card has expired. Please use another card.', { exact: true }),
    ).toBeVisible();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(
      'This card has expired. Please use another card.',
    );

    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ana Example');
    // Enter asks the page to pay; the page answers 'submit'; the form refuses the past expiry.
    await page.keyboard.press('Enter');
    await expect
      .poll(() => lastOfType(page, CARD_FORM_MESSAGE.invalid))
      .toEqual({
        type: CARD_FORM_MESSAGE.invalid,
        fields: ['expiry'],
      });
    await expect(expiry).toBeFocused();
    await expect(form.getByRole('status')).toContainText(
      'Expiry date (MM/YY): This card has expired',
    );

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1240');
    await expect(expiry).toHaveAttribute('aria-invalid', 'false');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => lastOfType(page, CARD_FORM_MESSAGE.tokenised))
      .toEqual({
        type: CARD_FORM_MESSAGE.tokenised,
        cardToken: expect.stringMatching(/^ct_[A-Za-z0-9_-]{8,64}$/),
        brand: 'VISA',
        lastDigits: '4242',
        holder: 'Ana Example',
      });
    // The page learns the token and the last four digits, never the number.
    expect(JSON.stringify(await received(page))).not.toContain('4242424242424242');
  });

  test('the page’s submit validates every field and tokenises an American Express card', async ({
    page,
    request,
  }) => {
    const form = await openHarness(page, await openCardSession(request));
    await page.evaluate(() => (window as unknown as { submitCard(): void }).submitCard());
    await expect
      .poll(() => lastOfType(page, CARD_FORM_MESSAGE.invalid))
      .toEqual({
        type: CARD_FORM_MESSAGE.invalid,
        fields: ['number', 'expiry', 'cvc', 'holder'],
      });
    await expect(form.getByLabel('Card number')).toBeFocused();
    await expect(form.getByText('Please enter your card number.', { exact: true })).toBeVisible();

    await form.getByLabel('Card number').fill('378282246310005');
    await expect(form.getByLabel('Card number')).toHaveValue('3782 822463 10005');
    await expect(form.getByText('American Express', { exact: true })).toBeVisible();
    await form.getByLabel('Expiry date (MM/YY)').fill('12/2040');
    await expect(form.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/40');
    await form.getByLabel('Security code (CVC)').fill('1234');
    await form.getByLabel('Name on card').fill('Ana Example');
    await page.evaluate(() => (window as unknown as { submitCard(): void }).submitCard());
    await expect
      .poll(() => lastOfType(page, CARD_FORM_MESSAGE.tokenised))
      .toMatchObject({ brand: 'AMEX', lastDigits: '0005' });
  });

  test('opened on its own, the form has no accessibility violation, errors shown or not', async ({
    page,
    request,
  }) => {
    await page.goto(formUrl(await openCardSession(request)));
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Card number').blur();
    await expect(
      page.getByText('The card number is not valid. Please check your entry.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('it speaks German for a German payment link', async ({ page, request }) => {
    await page.goto(formUrl(await openCardSession(request, 'de_DE')));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the 3-D Secure challenge is accessible and accepts the sandbox code', async ({
    page,
    request,
  }) => {
    const session = await openCardSession(request);
    const card = await request.post(`${E2E.gatewayOrigin}/hosted/card-sessions/${session}/cards`, {
      headers: { origin: E2E.gatewayOrigin },
      data: { number: '4000000000003220', expiry: '12/40', cvc: '123', holder: 'Ana Example' },
    });
    expect(card.status()).toBe(201);
    const created = await request.post(`${E2E.gatewayOrigin}/v1/payments`, {
      headers: GATEWAY_API,
      data: {
        reference: `e2e-${randomUUID()}`,
        amount: 4990,
        currency: 'EUR',
        method: 'CARD',
        locale: 'en_GB',
        card: {
          cardToken: ((await card.json()) as { cardToken: string }).cardToken,
          transactionType: 'preauthAndCapture',
          allowedOrigin: HARNESS_ORIGIN,
          deviceInformation: {
            colorDepth: 24,
            screenHeight: 800,
            screenWidth: 1280,
            timeZoneOffset: 0,
            javaEnabled: false,
            deviceType: 'browser',
            acceptHeader: 'text/html',
            language: 'en-GB',
          },
        },
      },
    });
    const payment = (await created.json()) as GatewayPayment;
    expect(payment.action?.type).toBe('challenge');
    const challenge = payment.action?.type === 'challenge' ? payment.action.challenge : '';
    const { threeDSServerTransID, acsTransID, acsUrl } = JSON.parse(
      Buffer.from(challenge, 'base64url').toString('utf8'),
    ) as { threeDSServerTransID: string; acsTransID: string; acsUrl: string };
    const creq = Buffer.from(
      JSON.stringify({
        threeDSServerTransID,
        acsTransID,
        messageVersion: '2.2.0',
        messageType: 'CReq',
        challengeWindowSize: '05',
      }),
    ).toString('base64url');

    // The page posts the CReq as a form; here the browser posts it at the top level.
    const challengeHarness = `${E2E.appOrigin}/__challenge-harness.html`;
    await page.route(challengeHarness, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><title>Challenge harness</title><main>
<form method="post" action="${acsUrl}"><input type="hidden" name="creq" value="${creq}">
<button>Open the challenge</button></form></main></html>`,
      }),
    );
    await page.goto(challengeHarness);
    await page.getByRole('button', { name: 'Open the challenge' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expect(page.getByText('€49.90')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('One-time code').fill(CHALLENGE_CODE);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Thank you. Your payment has been confirmed.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const final = await request.post(
      `${E2E.gatewayOrigin}/v1/payments/${payment.id}/three-d-secure`,
      { headers: GATEWAY_API, data: { step: 'challenge' } },
    );
    expect(((await final.json()) as GatewayPayment).status).toBe('SUCCESS');
  });
});
