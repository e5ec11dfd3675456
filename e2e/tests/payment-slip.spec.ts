import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';
import {
  goToSlipForm,
  openSandboxBank,
  readSlipPdf,
  slipReference,
} from '../support/paymentSlipPage';

/**
 * The payment slip at both widths, end to end: the form, the slip (QR code, barcode), its PDF,
 * the sandbox bank receiving the transfer, and the success page. The further flows (keyboard
 * alone, not received, a return to the slip, the PDF in Thai) are in payment-slip-desktop.spec.ts.
 */
test('a payment slip: shown, downloaded as a PDF, the transfer received, paid', async ({
  page,
}) => {
  const link = await createLink({ paymentMethods: ['PAYMENT_SLIP', 'CARD'], amount: 4990 });
  await goToSlipForm(page, link.uuid);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Customer name' }).fill('Alex Example');
  await page.getByRole('button', { name: 'Create payment slip' }).click();

  const reference = await slipReference(page);
  expect(reference).toMatch(/^RF\d{2}( \d{1,4})+$/);
  await expect(page).toHaveURL(/\/payment-slip\?transaction=tx_/);
  await expect(page.getByText('Alex Example')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code for your banking app/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Barcode of the reference number ${reference}` }),
  ).toBeVisible();
  await expect(page.getByText(/Still waiting for confirmation/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download payment slip (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`payment-slip-${reference.replace(/ /g, '')}.pdf`);
  const pdf = await readSlipPdf(download);
  expect(pdf.title).toBe('Payment slip');
  expect(pdf.images).toBe(0);

  const bank = await openSandboxBank(page);
  const slip = bank.getByRole('region', { name: reference });
  await expect(slip.getByText('Alex Example')).toBeVisible();
  await expectNoHorizontalOverflow(bank);
  await expectNoAxeViolations(bank);
  await slip.getByRole('button', { name: 'Transfer received' }).click();
  await expect(bank.getByRole('status')).toContainText(
    `The transfer for ${reference} has been received.`,
  );
  await bank.close();

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('CONSUMED');
  expect(stored.transactions).toHaveLength(1);
  expect(stored.transactions[0]).toMatchObject({
    paymentMethod: 'PAYMENT_SLIP',
    status: 'COMPLETED',
    details: { customerName: 'Alex Example', creditorReference: reference.replace(/ /g, '') },
  });
  expect(JSON.stringify(stored)).toMatch(/"maskedIban":"DE\*{16}\d{4}"/);
});
