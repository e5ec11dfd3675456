import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { chooseMethod } from '../support/koreaPages';
import { createLink, getLink } from '../support/merchantApi';
import { keepTheRedirectNotice } from '../support/redirectNotice';

/**
 * KCP end to end in the browser: the KCP page, SPEC's redirect screen, KCP's window on the
 * gateway (a Korean card, in instalments), and back to the page, which learns the outcome.
 */
test('pays with a Korean card in KCP’s window, and comes back to the success page', async ({
  page,
}) => {
  const link = await createLink({
    amount: 55000,
    currency: 'KRW',
    paymentMethods: ['KCP', 'CARD'],
    description: 'Order 1001: running shoes',
  });
  await chooseMethod(page, link.uuid, 'KCP (Korean cards and banks)');
  await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}/kcp$`));
  const pay = page.getByRole('button', { name: 'Pay with KCP' });
  await expect(pay).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const letGo = await keepTheRedirectNotice(page);
  await pay.click();
  await expect(page.getByRole('heading', { name: 'You are being redirected' })).toBeVisible();
  await expectNoAxeViolations(page);
  letGo();
  await page.getByRole('link', { name: 'Continue to KCP now' }).click();

  // KCP's window (the sandbox gateway's page).
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();
  await expect(page.getByText('Order 1001: running shoes')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Shinhan Card' }).check();
  await page.getByLabel('Instalments (cards only)').selectOption({ label: '3 months' });
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('CONSUMED');
  expect(stored.transactions).toEqual([
    expect.objectContaining({
      paymentMethod: 'KCP',
      status: 'COMPLETED',
      amount: 55000,
      currency: 'KRW',
      details: expect.objectContaining({
        payType: 'CARD',
        cardIssuer: 'SHINHAN',
        instalmentMonths: 3,
      }),
    }),
  ]);
});

test('back from KCP’s window without deciding: goes on there, waits, and a cancel leads back', async ({
  page,
}) => {
  const link = await createLink({ amount: 55000, currency: 'KRW', paymentMethods: ['KCP'] });
  await chooseMethod(page, link.uuid, 'KCP (Korean cards and banks)');
  await page.getByRole('button', { name: 'Pay with KCP' }).click();
  await page.getByRole('link', { name: 'Continue to KCP now' }).click();
  await expect(page.getByRole('heading', { name: 'Choose how to pay' })).toBeVisible();

  // The back button: the link is in payment, and the KCP page offers KCP's window again.
  await page.goBack();
  const notFinished = page.getByRole('heading', { name: 'Your KCP payment is not finished yet' });
  await expect(notFinished).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // The page KCP returns to waits while the window is open.
  const [open] = (await getLink(link.uuid)).transactions;
  await page.goto(`/uuid/${link.uuid}/kcp-transaction-created?transactionId=${open?.id}`);
  await expect(page.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
  await expect(page.getByText(/Still waiting for confirmation/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await page.goto(`/uuid/${link.uuid}/kcp`);
  await page.getByRole('link', { name: 'Continue to KCP' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  // The shopper's own cancel: neutral, nothing failed, the way back to the methods.
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Choose another payment method' }).click();
  await expect(page.getByRole('radio', { name: 'KCP (Korean cards and banks)' })).toBeVisible();
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('VALID');
  expect(stored.transactions).toEqual([
    expect.objectContaining({ id: open?.id, status: 'REFUSED', refusalReason: 'CANCELLED' }),
  ]);
});
