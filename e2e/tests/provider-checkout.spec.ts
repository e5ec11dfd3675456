import type { Page } from '@playwright/test';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { press } from '../support/keyboard';
import { createLink, getLink } from '../support/merchantApi';
import {
  answerBank,
  chooseMethod,
  decideAtBank,
  expectSuccess,
  openCheckout,
  typeBancontactCard,
} from '../support/providerCheckout';

/** A screen as every new one is checked: nothing sideways on a phone, no axe violation. */
async function checkScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

// The happy path of each method through the gateway's checkout, at 375 and 1280 px, with the
// keyboard alone and axe on each new screen. Declines and cancellations: -desktop.spec.ts.

test('iDEAL: choose the bank, approve at the bank, back with the outcome', async ({ page }) => {
  const link = await createLink({ paymentMethods: ['IDEAL'], amount: 2500 });
  await chooseMethod(page, link.uuid, 'IDEAL');
  await expect(page.getByText(/on the iDEAL page you choose your bank/)).toBeVisible();
  await checkScreen(page);
  await openCheckout(page, 'IDEAL');
  await expect(page.getByRole('group', { name: 'Your bank' })).toBeVisible();
  await checkScreen(page);
  await decideAtBank(page, 'ING', 'Approve payment');
  await expectSuccess(page);
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('CONSUMED');
  expect(stored.transactions).toEqual([
    expect.objectContaining({
      paymentMethod: 'IDEAL',
      status: 'COMPLETED',
      details: { bankBic: 'INGBNL2A', bankName: 'ING' },
    }),
  ]);
});

test('Bancontact card: the card form and the bank’s challenge on the checkout', async ({
  page,
}) => {
  const link = await createLink({ paymentMethods: ['BANCONTACT_CARD'] });
  await chooseMethod(page, link.uuid, 'BANCONTACT_CARD');
  await checkScreen(page);
  await openCheckout(page, 'BANCONTACT_CARD');
  await expect(page.getByRole('heading', { name: 'Pay with your Bancontact card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €49.90' })).toBeEnabled();
  await checkScreen(page);
  const challengeCard = BANCONTACT_TEST_CARDS.find((card) => card.outcome === 'challenge');
  await typeBancontactCard(page, challengeCard?.number ?? '');
  const bank = page.frameLocator('iframe[title="Security check by your bank"]');
  await expect(bank.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await checkScreen(page);
  await answerBank(page, CHALLENGE_CODE);
  await expectSuccess(page);
  const [transaction] = (await getLink(link.uuid)).transactions;
  expect(transaction).toMatchObject({
    paymentMethod: 'BANCONTACT_CARD',
    status: 'COMPLETED',
    details: { cardBrand: 'BCMC', cardLastDigits: '4449' },
  });
});

test('Bancontact mobile: a QR code or the app link, and the page sees the outcome by itself', async ({
  page,
  viewport,
}) => {
  const link = await createLink({ paymentMethods: ['BANCONTACT_MOBILE'] });
  await chooseMethod(page, link.uuid, 'BANCONTACT_MOBILE');
  await checkScreen(page);
  await openCheckout(page, 'BANCONTACT_MOBILE');
  await expect(page.getByRole('heading', { name: 'Pay with the Bancontact app' })).toBeVisible();
  await checkScreen(page);

  const openApp = page.getByRole('link', { name: 'Open the Bancontact app' });
  const qrCode = page.getByRole('img', { name: 'QR code to pay with the Bancontact app' });
  let app: Page;
  if ((viewport?.width ?? 1280) < 745) {
    // A phone opens the app on itself.
    await expect(qrCode).toBeHidden();
    const opened = page.waitForEvent('popup');
    await press(page, openApp);
    app = await opened;
  } else {
    // A computer shows the QR code; the shopper's phone scans it and opens its address.
    await expect(openApp).toBeHidden();
    await expect(qrCode).toBeVisible();
    const appUrl = await page
      .getByRole('link', { name: /\/hosted\/approve\/gp_/ })
      .getAttribute('href');
    app = await page.context().newPage();
    await app.goto(appUrl ?? '');
  }
  await expect(app.getByRole('heading', { level: 1, name: 'Bancontact app' })).toBeVisible();
  await checkScreen(app);
  await press(app, app.getByRole('button', { name: 'Confirm payment' }));
  await expect(app.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
  await checkScreen(app);
  await app.close();

  await expectSuccess(page);
  expect((await getLink(link.uuid)).transactions).toEqual([
    expect.objectContaining({ paymentMethod: 'BANCONTACT_MOBILE', status: 'COMPLETED' }),
  ]);
});
