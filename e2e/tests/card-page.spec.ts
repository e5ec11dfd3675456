import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import {
  answerChallenge,
  cardForm,
  consumerWithSavedCards,
  expectPaymentResult,
  goToCardPage,
  payNow,
  payTwiceAsSavedCard,
  typeCard,
} from '../support/cardPage';
import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { layoutShift, NO_LAYOUT_SHIFT, watchLayoutShifts } from '../support/layoutShifts';
import { createLink, getLink } from '../support/merchantApi';

test.describe('saved cards', () => {
  test('are listed with the first one chosen, and pay without the card form', async ({
    page,
    request,
  }) => {
    const consumerReference = await consumerWithSavedCards(request, [
      '5555555555554444',
      '4242424242424242',
    ]);
    const link = await createLink({ consumerReference, amount: 3000 });
    await goToCardPage(page, link.uuid);
    const cards = page.getByRole('group', { name: 'Your saved cards' });
    await expect(cards.getByRole('radio')).toHaveCount(3);
    await expect(cards.getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    await expect(cards.getByRole('radio', { name: /Visa ending in 4242/ })).not.toBeChecked();
    await expect(cards.getByRole('radio', { name: 'Add a new card' })).not.toBeChecked();
    await expect(page.getByTitle('Card details')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    await payNow(page).click();
    await expectPaymentResult(page, true);
    const stored = await getLink(link.uuid);
    expect(stored.transactions.map((tx) => tx.status)).toEqual(['COMPLETED']);
  });

  // The challenge card at both widths; every other 3-D Secure card in card-page-desktop.spec.ts.
  test('a saved 4000000000003220 (challenge) pays through 3-D Secure again', async ({
    page,
    request,
  }) => {
    const card = TEST_CARDS.find((c) => c.number === '4000000000003220');
    if (!card) throw new Error('the challenge test card is gone');
    await payTwiceAsSavedCard(page, request, card);
  });

  test('are deleted after confirming, which shows holder, masked number and expiry', async ({
    page,
    request,
  }) => {
    const consumerReference = await consumerWithSavedCards(request, ['4242424242424242']);
    const link = await createLink({ consumerReference });
    await goToCardPage(page, link.uuid);
    await page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toContainText('Ana Example');
    await expect(dialog).toContainText('4242 •••• •••• 4242');
    await expect(dialog).toContainText('12/2034');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    await page.getByRole('button', { name: 'Delete card' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toHaveCount(0);
    // Without saved cards the form is all there is.
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
  });

  test(
    'a failed delete says so and keeps the card',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const consumerReference = await consumerWithSavedCards(request, ['4242424242424242']);
      const link = await createLink({ consumerReference });
      await goToCardPage(page, link.uuid);
      await page.route('**/asset/**', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
          : route.fallback(),
      );
      await page.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
      await page.getByRole('button', { name: 'Delete card' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Something went wrong while deleting the card.',
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeVisible();
    },
  );

  test(
    'with an amount of 0, a saved card is selected, not charged',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const consumerReference = await consumerWithSavedCards(request, ['4242424242424242']);
      const link = await createLink({ consumerReference, amount: 0 });
      await goToCardPage(page, link.uuid);
      await page.getByRole('button', { name: 'Select card' }).click();
      await expect(page.getByRole('heading', { name: 'Card selected' })).toBeVisible();
      expect((await getLink(link.uuid)).transactions).toEqual([]);
    },
  );
});

test.describe('the pay button', () => {
  test('says "Authorize payment" with zeroAuth, and the card is saved, not charged', async ({
    page,
  }) => {
    const link = await createLink({
      consumerReference: `e2e-zero-${Date.now()}`,
      paymentSettings: { card: { transactionType: 'zeroAuth' } },
    });
    await goToCardPage(page, link.uuid);
    const button = page.getByRole('button', { name: 'Authorize payment' });
    await expect(button).toHaveAttribute('data-icon', 'document-edit');
    await typeCard(page, '4242424242424242');
    await button.click();
    await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
  });

  test('shows a cart when the payment is captured at once, and the authorisation for preauth', async ({
    page,
  }) => {
    const captured = await createLink();
    await goToCardPage(page, captured.uuid);
    await expect(payNow(page)).toHaveAttribute('data-icon', 'cart');

    const preauth = await createLink({ paymentSettings: { card: { transactionType: 'preauth' } } });
    await goToCardPage(page, preauth.uuid);
    await expect(payNow(page)).toHaveAttribute('data-icon', 'document-edit');
    await typeCard(page, '4242424242424242');
    await payNow(page).click();
    await expect(page.getByRole('heading', { name: 'Payment authorised' })).toBeVisible();
  });

  test(
    'warns not to leave the page, and is described by that warning',
    { tag: '@any-width' },
    async ({ page }) => {
      const link = await createLink();
      await goToCardPage(page, link.uuid);
      await expect(payNow(page)).toHaveAccessibleDescription(
        'After pressing the button, please do not close or leave this page until your payment is finished.',
      );
    },
  );
});

test.describe('the card page', () => {
  test('has no accessibility violations, with the card form loaded and an error shown', async ({
    page,
  }) => {
    const link = await createLink();
    await goToCardPage(page, link.uuid);
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
    await expectNoAxeViolations(page);
    await payNow(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please check your card details.');
    await expect(cardForm(page).getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test('opened at its address, nothing moves as the card form replaces its loading text', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    const link = await createLink();
    await page.goto(`/uuid/${link.uuid}/card`);
    await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
    // The frame takes the form's height in the render after it says it has loaded.
    await expect(page.locator('iframe[title="Card details"]')).toHaveAttribute('style', /height/);
    expect(await layoutShift(page)).toBeLessThan(NO_LAYOUT_SHIFT);
  });

  test(
    'can be paid with the keyboard alone, from the landing page',
    { tag: '@any-width' },
    async ({ page }) => {
      const link = await createLink();
      await page.goto(`/uuid/${link.uuid}`);
      await page.getByRole('radio', { name: 'Credit or debit card' }).focus();
      await page.keyboard.press('Tab'); // to the terms line or Continue
      const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
      if (await terms.count()) {
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await expect(cardForm(page).getByLabel('Card number')).toBeVisible();
      // Into the frame: its first field follows the breadcrumb link in the tab order.
      const number = cardForm(page).getByLabel('Card number');
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab');
        if (await number.evaluate((input) => input === document.activeElement)) break;
      }
      await expect(number).toBeFocused();
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1234');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Kim Keyboard');
      // Enter in the form pays, as 'pay now' would.
      await page.keyboard.press('Enter');
      await expectPaymentResult(page, true);
    },
  );

  test('never sends a card number to its own origin', { tag: '@any-width' }, async ({ page }) => {
    const fromPage: Request[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(E2E.appOrigin)) fromPage.push(request);
    });
    for (const number of ['4242424242424242', '4000000000003220']) {
      const link = await createLink();
      await goToCardPage(page, link.uuid);
      await typeCard(page, number);
      await payNow(page).click();
      if (number.endsWith('3220')) await answerChallenge(page);
      await expectPaymentResult(page, true);
    }
    expect(fromPage.length).toBeGreaterThan(5);
    for (const request of fromPage) {
      const sent = `${request.url()} ${request.postData() ?? ''}`.replace(/\D/g, '');
      for (const card of TEST_CARDS) expect(sent).not.toContain(card.number);
    }
  });

  test('charges once when "pay now" is double-clicked', { tag: '@any-width' }, async ({ page }) => {
    const link = await createLink();
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4242424242424242');
    await payNow(page).dblclick();
    await expectPaymentResult(page, true);
    const stored = await getLink(link.uuid);
    expect(stored.transactions).toHaveLength(1);
  });

  test(
    'charges once with the link open in two tabs: the second is told to use the first',
    { tag: '@any-width' },
    async ({ browser, viewport }) => {
      // A desktop browser (no touch): on mobile the page does not watch for other tabs (SPEC §4).
      const context = await browser.newContext({
        viewport,
        hasTouch: false,
        baseURL: E2E.appOrigin,
      });
      const page = await context.newPage();
      const link = await createLink();
      await goToCardPage(page, link.uuid);
      const secondTab = await context.newPage();
      await secondTab.goto(`/uuid/${link.uuid}/card`);
      await expect(secondTab.getByRole('heading', { name: 'Attention' })).toBeVisible();
      await expect(secondTab.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ })).toHaveCount(
        0,
      );
      await typeCard(page, '4242424242424242');
      await payNow(page).click();
      await expectPaymentResult(page, true);
      await secondTab.reload();
      await expect(secondTab.getByRole('heading', { name: 'Already paid' })).toBeVisible();
      expect((await getLink(link.uuid)).transactions).toHaveLength(1);
      await context.close();
    },
  );

  test('charges once with the link open in two tabs of a phone: the later payment is refused', async ({
    browser,
    viewport,
  }) => {
    const context = await browser.newContext({ viewport, hasTouch: true, baseURL: E2E.appOrigin });
    const [first, second] = [await context.newPage(), await context.newPage()];
    const link = await createLink();
    await goToCardPage(first, link.uuid);
    await goToCardPage(second, link.uuid);
    await typeCard(first, '4242424242424242');
    await typeCard(second, '5555555555554444');
    await payNow(first).click();
    await expectPaymentResult(first, true);
    await payNow(second).click();
    await expect(second.getByRole('heading', { name: 'Payment already made.' })).toBeVisible();
    expect((await getLink(link.uuid)).transactions).toHaveLength(1);
    await context.close();
  });

  test(
    'charges once when the same link is paid in two browsers at the same time',
    { tag: '@any-width' },
    async ({ page, browser }) => {
      const link = await createLink();
      const other = await browser.newContext({ viewport: page.viewportSize() });
      const second = await other.newPage();
      await goToCardPage(page, link.uuid);
      await goToCardPage(second, link.uuid);
      await typeCard(page, '4242424242424242');
      await typeCard(second, '5555555555554444');
      await Promise.all([payNow(page).click(), payNow(second).click()]);
      // What each shopper is told first. The loser stays at /card, where the shell says the link is
      // paid or being paid; being paid, its processing page follows that payment (issue 21) to the
      // success page of the winner's payment, so the first word is read in the page, at once.
      const outcomes = await Promise.all(
        [page, second].map(async (shopper) => {
          const told = await shopper.waitForFunction(
            (verdicts) =>
              Array.from(document.querySelectorAll('h1, h2, [role="heading"]'))
                .map((heading) => heading.textContent?.trim() ?? '')
                .find((text) => verdicts.includes(text)) ?? false,
            ['Payment successful', 'Payment already made.', 'Already paid', 'Processing payment'],
            { timeout: 20_000 },
          );
          return (await told.jsonValue()) === 'Payment successful' ? 'paid' : 'told-it-is-paid';
        }),
      );
      // On a busy machine the loser's processing page can reach that success page between two
      // looks: both then read "Payment successful" first, on the page of the one payment made.
      expect(outcomes).toContain('paid');
      const stored = await getLink(link.uuid);
      const charged = stored.transactions.filter((tx) => tx.status === 'COMPLETED');
      expect(charged).toHaveLength(1);
      const paidPage = new RegExp(`/success\\?transaction=${charged[0]?.id}$`);
      const [winner, loser] = outcomes[0] === 'paid' ? [page, second] : [second, page];
      await expect(winner).toHaveURL(paidPage);
      await expect(
        loser.getByRole('heading', {
          name: /^(Payment successful|Payment already made\.|Already paid|Processing payment)$/,
        }),
      ).toBeVisible();
      // A success page the loser reaches speaks of the one payment made, never of one of its own.
      if (/\/success/.test(loser.url())) await expect(loser).toHaveURL(paidPage);
      await other.close();
    },
  );
});

test(
  'no store of the service or the gateway holds a card number typed into the page',
  { tag: '@any-width' },
  () => {
    const files = readdirSync(E2E.dataDir).filter((name) => /\.sqlite(-wal)?$/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const bytes = readFileSync(join(E2E.dataDir, file)).toString('latin1');
      for (const card of TEST_CARDS) {
        expect(bytes.includes(card.number), `${card.number} in ${file}`).toBe(false);
      }
    }
  },
);
