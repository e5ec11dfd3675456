import { parseUpiIntent } from '@paypage/contract/methods/upiIntent';
import { expectPaymentResult } from '../support/cardPage';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { getLink } from '../support/merchantApi';
import {
  acceptTermsWithKeyboard,
  indianLink,
  openPhone,
  pressWithKeyboard,
  qrContent,
  scanAndDecide,
  tabTo,
  typeContact,
  UPI_INTENT,
} from '../support/waitingPayments';

/**
 * UPI and UPI QR (issue 11): a collect request approved in the sandbox UPI app, a QR code paid
 * by scanning it, each page learning the outcome by itself; keyboard alone, axe on every screen.
 */
test('UPI: a collect request approved in the UPI app; the page learns it by itself', async ({
  page,
}, testInfo) => {
  // A UPI ID of this run's own: the sandbox UPI app lists every open request of an ID, and this
  // test's phone and desktop runs (and the expiry test's) may each have one open at the same time.
  const vpa = `asha.${testInfo.project.name}.${testInfo.retry}@okhdfc`;
  const link = await indianLink(['UPI']);
  await page.goto(`/uuid/${link.uuid}/upi`);
  const upiId = page.getByRole('textbox', { name: 'UPI ID' });
  await tabTo(page, upiId);
  await page.keyboard.type('asha sharma@okhdfc');
  await page.keyboard.press('Tab');
  await expect(upiId).toHaveAccessibleDescription(/Your UPI ID must not contain spaces\./);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await upiId.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(vpa);
  await typeContact(page);
  await acceptTermsWithKeyboard(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Send payment request' }));

  await expect(
    page.getByRole('heading', { name: 'Approve the payment in your UPI app' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Time left: (10:00|9:\d\d)$/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const phone = await openPhone(page, `/hosted/upi-app?upiId=${encodeURIComponent(vpa)}`);
  await expectNoAxeViolations(phone);
  await pressWithKeyboard(phone, phone.getByRole('link', { name: 'Open request' }));
  await pressWithKeyboard(phone, phone.getByRole('button', { name: 'Pay', exact: true }));
  await expect(phone.getByRole('heading', { name: 'Payment approved' })).toBeVisible();

  await expectPaymentResult(page, true);
  expect((await getLink(link.uuid)).transactions).toEqual([
    expect.objectContaining({ paymentMethod: 'UPI', status: 'COMPLETED' }),
  ]);
});

test('UPI QR: the code is a upi://pay intent, survives a reload and is paid once', async ({ page }) => {
  const link = await indianLink(['UPIQRCODE']);
  await page.goto(`/uuid/${link.uuid}/upiqrcode`);
  await typeContact(page);
  await acceptTermsWithKeyboard(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
  const content = await qrContent(page, UPI_INTENT);
  expect(parseUpiIntent(content)).toMatchObject({ ok: true, intent: { amountMinor: 249900 } });
  await expect(page.getByRole('img', { name: /^QR code to pay INR.2,499\.00 with a UPI app$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.reload();
  expect(await qrContent(page, UPI_INTENT)).toBe(content);
  await scanAndDecide(page, '/hosted/upi-app', content, 'Pay');
  await expectPaymentResult(page, true);
  const stored = await getLink(link.uuid);
  expect(stored.transactions.map((tx) => tx.status)).toEqual(['COMPLETED']);
}); // prettier-ignore
