import {
  consumerWithMandate,
  createSepaLink,
  fillMandate,
  goToSepaPage,
  sandboxIban,
} from '../support/sepaPage';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { layoutShift, NO_LAYOUT_SHIFT, watchLayoutShifts } from '../support/layoutShifts';
import { getLink } from '../support/merchantApi';

/**
 * The SEPA page's screens at both widths, each with axe and the overflow check: the mandate
 * form with its problems, the core text, the result; the saved mandates, the delete dialog
 * and the B2B text. Flows by keyboard and failures: sepa-flows-desktop; the lifecycle at the
 * gateway: sepa-api.
 */
test('opened at its address, the mandate comes drawn with the HTML and nothing moves', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const link = await createSepaLink({ amount: 2590 });
  const opened = await page.goto(`/uuid/${link.uuid}/sepa-dd`);
  // The service read the creditor for its drawing: no loading text for the page to replace.
  expect(await opened?.text()).toContain('DE98ZZZ09999999999');
  const mandate = page.getByRole('region', { name: 'SEPA Direct Debit mandate' });
  await expect(mandate).toContainText('Demo Shop GmbH');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await layoutShift(page)).toBeLessThan(NO_LAYOUT_SHIFT);
});

test('a new mandate pays the link: the form, its problems, the mandate text and the result', async ({
  page,
}) => {
  const link = await createSepaLink({ amount: 2590 });
  await goToSepaPage(page, link.uuid);
  const mandate = page.getByRole('region', { name: 'SEPA Direct Debit mandate' });
  await expect(mandate).toContainText('Demo Shop GmbH');
  await expect(mandate).toContainText('DE98ZZZ09999999999');
  await expect(mandate).toContainText('within 8 weeks');

  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  await expect(page.getByRole('textbox', { name: 'Account holder' })).toBeFocused();
  await expect(page.getByText('Please enter your IBAN.')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillMandate(page, sandboxIban('settles').toLowerCase());
  await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue(
    'DE89 3704 0044 0532 0130 00',
  );
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await getLink(link.uuid);
  expect(stored.transactions.map((tx) => [tx.paymentMethod, tx.status])).toEqual([
    ['SEPA_DD', 'PENDING'],
  ]);
  expect(stored.transactions[0]?.details).toMatchObject({ ibanMasked: 'DE****************3000' });
});

test('saved mandates: listed masked, deleted after the SEPA dialog, a new one under B2B', async ({
  page,
  request,
}) => {
  const consumerReference = await consumerWithMandate(request);
  const link = await createSepaLink({
    consumerReference,
    paymentSettings: { sepa: { mandateScheme: 'SEPADD_B2B' } },
  });
  await goToSepaPage(page, link.uuid);
  const saved = page.getByRole('radio', { name: /Ana Example IBAN ending in 3000/ });
  await expect(saved).toBeChecked();
  await expect(page.getByText(/DE\*|DE89/)).toHaveCount(0);
  await expectNoHorizontalOverflow(page);

  await page
    .getByRole('button', { name: 'Delete the mandate for the IBAN ending in 3000' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this mandate?' });
  await expect(dialog).toContainText('DE••••••••••••••••3000');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The list stays above the form: axe sees both.
  await page.getByRole('radio', { name: 'Add a new mandate' }).check();
  const b2b = page.getByRole('region', { name: 'SEPA Business-to-Business Direct Debit mandate' });
  await expect(b2b).toContainText('only for payments between businesses');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});
