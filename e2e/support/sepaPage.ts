import type { APIRequestContext, Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { MandateResponse, SepaTransactionResponse } from '@paypage/contract/methods/sepa';
import type { SandboxDebitOutcome } from '@paypage/contract/methods/sepaSandbox';
import { SANDBOX_IBANS } from '@paypage/contract/methods/sepaSandbox';
import { E2E } from './environment';
import { expect } from './fixtures';
import { createLink } from './merchantApi';

/** The sandbox IBAN whose debit ends as asked (SANDBOX_IBANS). */
export function sandboxIban(kind: SandboxDebitOutcome['kind'], reason?: string): string {
  const found = SANDBOX_IBANS.find(
    ({ outcome }) =>
      outcome.kind === kind && (!reason || ('reason' in outcome && outcome.reason === reason)),
  );
  if (!found) throw new Error(`no sandbox IBAN ${kind} ${reason ?? ''}`);
  return found.iban;
}

/** A link that takes only SEPA direct debits, from the demo merchant. */
export const createSepaLink = (body: Parameters<typeof createLink>[0] = {}) =>
  createLink({ paymentMethods: ['SEPA_DD'], ...body });

/** From the landing page to the SEPA page, as a shopper does: choose, accept, continue. */
export async function goToSepaPage(page: Page, uuid: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SEPA Direct Debit' })).toBeVisible();
}

export async function fillMandate(page: Page, iban: string, holder = 'Ana Example') {
  await page.getByRole('textbox', { name: 'Account holder' }).fill(holder);
  await page.getByRole('textbox', { name: 'IBAN' }).fill(iban);
}

let keys = 0;
const key = () => `e2e-sepa-${Date.now()}-${keys++}`;

/** A mandate given on a link over the public API, as the page gives it. */
export async function giveMandate(
  request: APIRequestContext,
  link: { uuid: string; merchantId: string },
  iban: string,
): Promise<MandateResponse> {
  const response = await request.post(
    `${E2E.appOrigin}/public/sepa/merchant/${link.merchantId}/mandate`,
    {
      headers: { [IDEMPOTENCY_HEADER]: key() },
      data: { paymentLinkId: link.uuid, accountHolder: 'Ana Example', iban, mandateAccepted: true },
    },
  );
  if (response.status() !== 201) throw new Error(`mandate: ${await response.text()}`);
  return (await response.json()) as MandateResponse;
}

export function payBySepa(
  request: APIRequestContext,
  link: { uuid: string; merchantId: string },
  assetId: string,
) {
  return request.post(`${E2E.appOrigin}/public/sepa/merchant/${link.merchantId}/transaction`, {
    headers: { [IDEMPOTENCY_HEADER]: key() },
    data: {
      acceptedTerms: { termsUrl: null },
      paymentLinkId: link.uuid,
      asset: { type: 'SEPA_DD', id: assetId },
      paymentMethod: 'SEPA_DD',
    },
  });
}

/** A consumer of the demo merchant with one saved mandate, given as a shopper gives one. */
export async function consumerWithMandate(request: APIRequestContext): Promise<string> {
  const consumerReference = `e2e-sepa-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const link = await createSepaLink({ consumerReference });
  await giveMandate(request, link, sandboxIban('settles'));
  return consumerReference;
}

export type { SepaTransactionResponse };
