import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';
import { expectPaypalApproval, expectPaypalResult, goToPaypalPage } from '../support/paypalPage';
import { keepTheRedirectNotice } from '../support/redirectNotice';

/**
 * PayPal at both widths: a new account through the sandbox's PayPal page and back, and a saved
 * billing agreement (the seeded B-DEMO0001, always known to the sandbox) paying in place. The
 * further flows (each failure, keyboard alone, one charge) are in paypal-flows-desktop.spec.ts.
 */
test.describe('paying with PayPal', () => {
  test('a new account: the PayPal page, the redirect notice, PayPal’s page, back and executed', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['PAYPAL', 'CARD'], amount: 2590 });
    await goToPaypalPage(page, link.uuid);
    await expect(page.getByText(/taken to PayPal to log in/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    const letGo = await keepTheRedirectNotice(page);
    await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
    await expect(page.getByRole('heading', { name: 'You are being redirected' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    letGo();
    await page.getByRole('link', { name: 'Continue to PayPal now' }).click();
    await expectPaypalApproval(page);
    await expect(page.getByRole('radio', { name: 'buyer@paypal.sandbox.example' })).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expectPaypalResult(page, 'Payment successful');
    const stored = await getLink(link.uuid);
    expect(stored.status).toBe('CONSUMED');
    expect(stored.transactions).toHaveLength(1);
    // The fraud-data script reported the device under the payment's correlation id (SPEC §4).
    expect(stored.transactions[0]).toMatchObject({
      paymentMethod: 'PAYPAL',
      status: 'COMPLETED',
      details: { payerEmail: 'buyer@paypal.sandbox.example', riskData: 'received' },
    });
  });

  test('a saved account (billing agreement) pays without leaving the page', async ({ page }) => {
    const link = await createLink({
      paymentMethods: ['PAYPAL'],
      consumerReference: 'demo-consumer-1',
    });
    await goToPaypalPage(page, link.uuid);
    const saved = page.getByRole('group', { name: 'Your saved PayPal accounts' });
    await expect(saved.getByRole('radio', { name: /alex@example\.com/ })).toBeChecked();
    await expect(saved.getByRole('radio', { name: 'Pay with another account' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete alex@example.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this PayPal account?' });
    await expect(dialog.getByText('DEMOPAYER01')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
    await expectPaypalResult(page, 'Payment successful');
    await expect(page).toHaveURL(
      new RegExp(`^http://localhost:\\d+/uuid/${link.uuid}/success\\?transaction=tx_[^&]+$`),
    );
    const stored = await getLink(link.uuid);
    expect(stored.transactions).toMatchObject([
      { status: 'COMPLETED', details: { billingAgreementId: 'B-DEMO0001' } },
    ]);
  });
});
