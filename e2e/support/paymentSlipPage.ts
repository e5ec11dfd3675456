import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { E2E } from './environment';
import { expect } from './fixtures';

/** From the landing page to the payment slip form, as a shopper does. */
export async function goToSlipForm(page: Page, uuid: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: 'Payment slip' }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment slip' })).toBeVisible();
}

/** The slip's reference number as the page prints it (RF.. in groups of four). */
export async function slipReference(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment slip' })).toBeVisible({
    timeout: 15_000,
  });
  const copy = page.getByRole('button', { name: 'Copy Reference number' });
  const text = await copy.locator('xpath=preceding-sibling::span[1]').textContent();
  return (text ?? '').trim();
}

/** The downloaded slip: a one-page PDF; answers how many images it holds (painted texts). */
export async function readSlipPdf(download: Download) {
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const document = await PDFDocument.load(bytes);
  expect(document.getPageCount()).toBe(1);
  const resources = document.getPage(0).node.Resources();
  const images = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
  return { title: document.getTitle(), images, bytes };
}

/** The sandbox bank's page of incoming transfers, in a tab of its own. */
export async function openSandboxBank(page: Page): Promise<Page> {
  const bank = await page.context().newPage();
  await bank.goto(`${E2E.gatewayOrigin}/hosted/payment-slips`);
  await expect(
    bank.getByRole('heading', { level: 1, name: 'Incoming transfers for payment slips' }),
  ).toBeVisible();
  return bank;
}
