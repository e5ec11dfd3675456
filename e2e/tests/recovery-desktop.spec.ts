import type { Page } from '@playwright/test';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { BANK_METHODS } from '../support/bankRedirect';
import { keyboardToBank, keyboardToMethodPage } from '../support/bankRedirect';
import { goToCardPage, payNow, typeCard } from '../support/cardPage';
import { E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { goToPayToPage, waitingHeading } from '../support/payToPage';
import { goToPaypalPage, expectPaypalApproval } from '../support/paypalPage';
import { chooseMethod as chooseCheckoutMethod, openCheckout } from '../support/providerCheckout';
import {
  chooseAnotherWayAndPayByCard,
  createShopLink,
  expectPaidOnceAfter,
  openWebhookShop,
  type WebhookShop,
} from '../support/recovery';
import { typeContact } from '../support/waitingPayments';

/**
 * Issue 21: a shopper who leaves a payment's step (closes the page at 3-D Secure, at PayPal, at
 * the bank, at a checkout or while the banking app waits) can always pay again. For every method
 * with such a step: start it, close the page, open the link again, choose another way, pay by
 * card. The link is charged once (the gateway's own records), the left attempt is refused as
 * CANCELLED, and the merchant hears of each outcome exactly once (its webhook receiver).
 * Desktop only: the screens are the methods' own, which their specs show at both widths.
 *
 * One step of each kind the shopper leaves differently: the card's challenge in our page, a
 * provider's page (PayPal), a checkout (iDEAL), a bank that confirms by itself (Trustly), a bank
 * reached through our redirect (netbanking) and a banking app the page waits on (PayTo). What the
 * page then shows is the same for every method; what differs is the gateway's cancel of each kind
 * of step, which the gateway's tests cover for every kind (payments/cancelPayment.test.ts, with
 * Bancontact, KCP, PhonePe, the other banks and the 3-D Secure device check), and the service's
 * one settle path (its cancelPayment tests).
 */

interface LeftStep {
  method: CreatePaymentLinkBody['paymentMethods'][number];
  link: Partial<CreatePaymentLinkBody>;
  amount: RegExp;
  /** From the landing page to the step the shopper then leaves. */
  reach(page: Page, uuid: string): Promise<void>;
}

const onGateway = (page: Page) =>
  expect(page).toHaveURL(new RegExp(`^${E2E.gatewayOrigin}/`), { timeout: 15_000 });

const EUR = { link: { amount: 4990, currency: 'EUR' as const }, amount: /EUR\s?49\.90/ };

const bankStep = (method: keyof typeof BANK_METHODS): LeftStep => ({
  method,
  ...EUR,
  async reach(page, uuid) {
    await keyboardToMethodPage(page, uuid, method);
    await keyboardToBank(page, method);
  },
});

const checkoutStep = (method: 'IDEAL'): LeftStep => ({
  method,
  ...EUR,
  async reach(page, uuid) {
    await chooseCheckoutMethod(page, uuid, method);
    await openCheckout(page, method);
    await onGateway(page);
  },
});

async function chooseOnLanding(page: Page, uuid: string, name: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name }).check();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const STEPS: Record<string, LeftStep> = {
  'card, at the 3-D Secure challenge': {
    method: 'CARD',
    ...EUR,
    async reach(page, uuid) {
      await goToCardPage(page, uuid);
      await typeCard(page, '4000000000003220');
      await payNow(page).click();
      await expect(
        page.getByRole('heading', { name: 'Confirm the payment with your bank' }),
      ).toBeVisible();
    },
  },
  'PayPal, at PayPal': {
    method: 'PAYPAL',
    ...EUR,
    async reach(page, uuid) {
      await goToPaypalPage(page, uuid);
      await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
      await page.getByRole('link', { name: 'Continue to PayPal now' }).click();
      await expectPaypalApproval(page);
    },
  },
  'iDEAL, at the checkout': checkoutStep('IDEAL'),
  'Trustly, at the bank': bankStep('TRUSTLY'),
  'netbanking, at the bank': {
    method: 'NETBANKING',
    link: { amount: 249900, currency: 'INR', locale: 'en_IN' },
    amount: /INR\s?2,499\.00/,
    async reach(page, uuid) {
      await chooseOnLanding(page, uuid, 'Netbanking');
      await page.getByRole('combobox', { name: 'Your bank' }).selectOption('HDFC');
      await typeContact(page);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Continue to HDFC Bank now' }).click();
      await onGateway(page);
    },
  },
  'PayTo, while the banking app waits': {
    method: 'PAYTO',
    link: { amount: 2590, currency: 'SGD', locale: 'en_AU' },
    amount: /SGD\s?25\.90/,
    async reach(page, uuid) {
      await goToPayToPage(page, uuid);
      await page.getByRole('textbox', { name: 'Account name' }).fill('Jane Citizen');
      // Not payto-page's number: its banking app would list this request too.
      await page.getByLabel('PayID', { exact: true }).fill('+61-419345678');
      await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
      await expect(waitingHeading(page)).toBeVisible();
    },
  },
};

let shop: WebhookShop;
const SHOP_NAME = 'Recovery Shop';

test.beforeAll(async () => {
  shop = await openWebhookShop(SHOP_NAME);
});

test.afterAll(async () => {
  await shop.close();
});

for (const [name, step] of Object.entries(STEPS)) {
  test(`left ${name}: the link is paid again by card, charged once, the merchant told once`, async ({
    page,
  }) => {
    const methods = step.method === 'CARD' ? ['CARD' as const] : [step.method, 'CARD' as const];
    const link = await createShopLink(shop, { ...step.link, paymentMethods: methods });
    await step.reach(page, link.uuid);
    // The shopper closes the page in the middle of the step and opens the link again later.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await chooseAnotherWayAndPayByCard(again, link.uuid, SHOP_NAME, step.amount);
    await expectPaidOnceAfter(shop, link.uuid, step.method, 'CANCELLED');
  });
}
