import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { press } from '../support/keyboard';
import { createLink, getLink } from '../support/merchantApi';
import {
  decideAtBank,
  DECLINED_TEXT,
  expectCancelled,
  expectFailure,
  expectSuccess,
  openCheckout,
  openMethodPage,
  typeBancontactCard,
} from '../support/providerCheckout';

// Declines and cancellations of each method, with the keyboard alone (the screens are the ones
// provider-checkout.spec.ts shows at both widths), and the return pages' own checks. A decline
// says why and "Try again" goes back to the same method; the shopper's own cancel is neutral and
// leads back to the methods (issue 21).

const refusalOf = async (uuid: string) => {
  const link = await getLink(uuid);
  return { linkStatus: link.status, transactions: link.transactions };
};

test.describe('iDEAL', () => {
  test('Decline payment at the bank fails the payment; the link can be paid again', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['IDEAL', 'CARD'] });
    await openMethodPage(page, link.uuid, 'IDEAL');
    await openCheckout(page, 'IDEAL');
    await decideAtBank(page, 'Rabobank', 'Decline payment');
    await expectFailure(page, DECLINED_TEXT);
    expect(await refusalOf(link.uuid)).toMatchObject({
      linkStatus: 'VALID',
      transactions: [{ paymentMethod: 'IDEAL', status: 'REFUSED', refusalReason: 'DECLINED' }],
    });
    // Try again: back to iDEAL's page, with the keyboard, the terms accepted already.
    await press(page, page.getByRole('link', { name: 'Try again' }));
    await expect(page.getByRole('heading', { level: 1, name: 'iDEAL' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to iDEAL' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
  });

  test('Cancel payment at the bank cancels the payment; the link can be paid again', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['IDEAL', 'CARD'] });
    await openMethodPage(page, link.uuid, 'IDEAL');
    await openCheckout(page, 'IDEAL');
    await decideAtBank(page, 'Rabobank', 'Cancel payment');
    await expectCancelled(page);
    expect(await refusalOf(link.uuid)).toMatchObject({
      linkStatus: 'VALID',
      transactions: [{ paymentMethod: 'IDEAL', status: 'REFUSED', refusalReason: 'CANCELLED' }],
    });
    // Back to the methods, with the keyboard.
    await press(page, page.getByRole('link', { name: 'Choose another payment method' }));
    await expect(page.getByRole('radio', { name: 'iDEAL' })).toBeVisible();
  });
});

test.describe('Bancontact card', () => {
  test('a card the issuer refuses fails the payment', async ({ page }) => {
    const link = await createLink({ paymentMethods: ['BANCONTACT_CARD'] });
    await openMethodPage(page, link.uuid, 'BANCONTACT_CARD');
    await openCheckout(page, 'BANCONTACT_CARD');
    const refused = BANCONTACT_TEST_CARDS.find((card) => card.outcome === 'refused');
    await typeBancontactCard(page, refused?.number ?? '');
    await expectFailure(page, DECLINED_TEXT);
    expect(await refusalOf(link.uuid)).toMatchObject({
      linkStatus: 'VALID',
      transactions: [{ status: 'REFUSED', refusalReason: 'DECLINED' }],
    });
  });

  test('a card of another scheme is not taken, and Cancel payment gives up', async ({ page }) => {
    const link = await createLink({ paymentMethods: ['BANCONTACT_CARD'] });
    await openMethodPage(page, link.uuid, 'BANCONTACT_CARD');
    await openCheckout(page, 'BANCONTACT_CARD');
    await typeBancontactCard(page, '4242424242424242');
    const form = page.frameLocator('iframe[title="Bancontact card details"]');
    await expect(
      form.getByText('This type of card is not accepted. Please use another card.', {
        exact: true,
      }),
    ).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Cancel payment' }));
    await expectCancelled(page);
    expect(await refusalOf(link.uuid)).toMatchObject({
      transactions: [{ status: 'REFUSED', refusalReason: 'CANCELLED' }],
    });
  });
});

test.describe('Bancontact mobile', () => {
  test('rejected in the app: the shopper’s own no, the checkout sees it and cancels', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['BANCONTACT_MOBILE'] });
    await openMethodPage(page, link.uuid, 'BANCONTACT_MOBILE');
    await openCheckout(page, 'BANCONTACT_MOBILE');
    const appUrl = await page
      .getByRole('link', { name: /\/hosted\/approve\/gp_/ })
      .getAttribute('href');
    const app = await page.context().newPage();
    await app.goto(appUrl ?? '');
    await press(app, app.getByRole('button', { name: 'Reject payment' }));
    await expect(app.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await app.close();
    await expectCancelled(page);
    expect(await refusalOf(link.uuid)).toMatchObject({
      transactions: [{ status: 'REFUSED', refusalReason: 'CANCELLED' }],
    });
  });

  test('Cancel payment on the checkout gives up', async ({ page }) => {
    const link = await createLink({ paymentMethods: ['BANCONTACT_MOBILE'] });
    await openMethodPage(page, link.uuid, 'BANCONTACT_MOBILE');
    await openCheckout(page, 'BANCONTACT_MOBILE');
    await press(page, page.getByRole('button', { name: 'Cancel payment' }));
    await expectCancelled(page);
    expect(await refusalOf(link.uuid)).toMatchObject({
      transactions: [{ status: 'REFUSED', refusalReason: 'CANCELLED' }],
    });
  });
});

test('the return pages ask the service: ckey waits for the app, mid shows what happened', async ({
  page,
}) => {
  // Two pages, the app's decision and the return page's next look at the service: more than the
  // default 30 s on a busy machine.
  test.setTimeout(60_000);
  const link = await createLink({ paymentMethods: ['BANCONTACT_MOBILE'] });
  await openMethodPage(page, link.uuid, 'BANCONTACT_MOBILE');
  await openCheckout(page, 'BANCONTACT_MOBILE');
  const appUrl = await page
    .getByRole('link', { name: /\/hosted\/approve\/gp_/ })
    .getAttribute('href');
  const [transaction] = (await getLink(link.uuid)).transactions;
  const id = transaction?.id ?? '';

  // Back on the return address before the app has decided: the page waits.
  await page.goto(`/uuid/${link.uuid}/ckey/${id}/adyen`);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await expect(page.getByText(/Bancontact has not confirmed your payment yet/)).toBeVisible();
  await expectNoAxeViolations(page);
  const app = await page.context().newPage();
  await app.goto(appUrl ?? '');
  await press(app, app.getByRole('button', { name: 'Confirm payment' }));
  // The app's answer first: closing it while its confirmation is still being sent may lose it.
  await expect(app.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
  await app.close();
  await page.bringToFront();
  await expectSuccess(page);

  // A provider's mid address that says failure for this paid payment shows the success.
  await page.goto(`/uuid/${link.uuid}/mid/${id}/failure?variant=retry`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mid/${id}/success$`));
});
