import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { chooseMethodByKeyboard, expirePayment, tabTo } from '../support/koreaPages';
import { createLink, getLink } from '../support/merchantApi';
import { keepTheRedirectNotice } from '../support/redirectNotice';

/** KCP's further flows at 1280 px (kcp-payments.spec.ts shows its screens at both widths). */
test('a kcpDirect link is paid by bank transfer with the keyboard alone', async ({ page }) => {
  const link = await createLink({
    amount: 30000,
    currency: 'KRW',
    paymentMethods: ['CARD', 'KCP'],
    newKcpHppRoute: true,
  });
  await chooseMethodByKeyboard(page, link.uuid, 'KCP (Korean cards and banks)');
  // SPEC §4: newKcpHppRoute sends the shopper to /kcpDirect.
  await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}/kcpDirect$`));
  const letGo = await keepTheRedirectNotice(page);
  await tabTo(page, page.getByRole('button', { name: 'Pay with KCP' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Continue to KCP now' }));
  letGo();
  await page.keyboard.press('Enter');

  // KCP's window: one choice of card company or bank; the arrow keys move through it.
  const bank = page.getByRole('radio', { name: 'KB Kookmin Bank' });
  await tabTo(page, page.getByRole('radio', { checked: true }));
  for (let moves = 0; moves < 20 && !(await bank.isChecked()); moves++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(bank).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
  const [paid] = (await getLink(link.uuid)).transactions;
  expect(paid).toMatchObject({
    paymentMethod: 'KCP',
    status: 'COMPLETED',
    details: { payType: 'BANK_TRANSFER', bankCode: '004' },
  });
});

/** With the keyboard alone, from the landing page into KCP's window. */
async function intoKcpWindow(page: Page, uuid: string): Promise<void> {
  await chooseMethodByKeyboard(page, uuid, 'KCP (Korean cards and banks)');
  const letGo = await keepTheRedirectNotice(page);
  await tabTo(page, page.getByRole('button', { name: 'Pay with KCP' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Continue to KCP now' }));
  letGo();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
}

/**
 * The failure page says why (`reason`, in the shopper's words), and "Try again" goes back to
 * KCP's page with the terms accepted already, with the keyboard.
 */
async function retryWithKeyboard(page: Page, uuid: string, reason: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/failure\?variant=retry&transaction=tx_[^&]+$/);
  await expect(page.getByText(reason)).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/uuid/${uuid}/kcp$`));
  await expect(page.getByRole('button', { name: 'Pay with KCP' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
}

test('refused by the card company, with the keyboard alone: failure, then a retry', async ({
  page,
}) => {
  const link = await createLink({ amount: 30000, currency: 'KRW', paymentMethods: ['KCP'] });
  await intoKcpWindow(page, link.uuid);
  await tabTo(page, page.getByRole('button', { name: 'Simulate a refusal' }));
  await page.keyboard.press('Enter');
  await retryWithKeyboard(
    page,
    link.uuid,
    'Your bank or card issuer declined the payment. Nothing was charged.',
  );
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('VALID');
  expect(stored.transactions[0]).toMatchObject({ status: 'REFUSED', refusalReason: 'DECLINED' });
});

test('KCP’s window expires: too late to pay, and the way back offers a retry, by keyboard', async ({
  page,
}) => {
  const link = await createLink({ amount: 30000, currency: 'KRW', paymentMethods: ['KCP'] });
  await intoKcpWindow(page, link.uuid);
  const [open] = (await getLink(link.uuid)).transactions;
  await expirePayment(String(open?.gatewayPaymentId));
  await tabTo(page, page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'This payment window has expired' }),
  ).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Back to the payment page' }));
  await page.keyboard.press('Enter');
  await retryWithKeyboard(
    page,
    link.uuid,
    'The payment was not completed in time, so it was stopped. Nothing was charged.',
  );
  expect((await getLink(link.uuid)).transactions[0]).toMatchObject({
    status: 'REFUSED',
    refusalReason: 'EXPIRED',
  });
});
