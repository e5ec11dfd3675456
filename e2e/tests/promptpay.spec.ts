import { parseThaiQr } from '@paypage/contract/methods/thaiQr';
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
  pressWithKeyboard,
  qrContent,
  scanAndDecide,
  thaiLink,
  THAI_QR,
} from '../support/waitingPayments';

/** PromptPay QR (issue 11): a Thai QR Payment code in baht, paid in the sandbox banking app. */
test('PromptPay: a Thai QR code with a countdown, paid in the banking app', async ({ page }) => {
  const link = await thaiLink();
  await page.goto(`/uuid/${link.uuid}/promptpayqr`);
  await expect(page.getByText(/THB\s1,290\.00/)).toBeVisible();
  await expectNoAxeViolations(page);
  await acceptTermsWithKeyboard(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
  const content = await qrContent(page, THAI_QR);
  expect(parseThaiQr(content)).toMatchObject({ ok: true, amountMinor: 129000 });
  await expect(page.getByRole('timer')).toHaveText(/^Time left: (10:00|9:\d\d)$/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const phone = await scanAndDecide(page, '/hosted/promptpay-app', content, 'Pay');
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await expectPaymentResult(page, true);
  expect((await getLink(link.uuid)).transactions).toEqual([
    expect.objectContaining({ paymentMethod: 'PROMPTPAYQR', status: 'COMPLETED', currency: 'THB' }),
  ]);
}); // prettier-ignore
