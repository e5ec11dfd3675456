import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { SANDBOX_IBANS, SANDBOX_MANDATE } from '@paypage/contract/methods/sepaSandbox';
import { E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';
import {
  createSepaLink,
  giveMandate,
  payBySepa,
  sandboxIban,
  type SepaTransactionResponse,
} from '../support/sepaPage';

// The service and the sandbox gateway together over HTTP: mandate → debit (PENDING) → the
// sandbox clears it as its IBAN says → signed webhook → the service → the merchant API.
// API-level (no screen): desktop project only.
test.describe.configure({ mode: 'serial' });

async function debitOn(request: APIRequestContext, iban: string) {
  const link = await createSepaLink({ amount: 1500 });
  const mandate = await giveMandate(request, link, iban);
  const response = await payBySepa(request, link, mandate.uuid);
  expect(response.status()).toBe(200);
  return { link, answer: (await response.json()) as SepaTransactionResponse };
}

const gatewayCall = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(`${E2E.gatewayOrigin}${path}`, {
    headers: { authorization: `Bearer ${E2E.gatewayApiKey}` },
    data,
  });

test('each sandbox IBAN ends its debit as documented, and the service follows by webhook', async ({
  request,
}) => {
  const settles = await debitOn(request, sandboxIban('settles'));
  const returned = await Promise.all(
    ['AC04', 'MD01', 'AM04'].map((reason) => debitOn(request, sandboxIban('returned', reason))),
  );
  const rejected = await debitOn(request, sandboxIban('rejected', 'AG01'));
  expect(settles.answer).toMatchObject({ status: 'PENDING', dueDate: expect.any(String) });
  expect(rejected.answer.status).toBe('REFUSED');

  await expect
    .poll(async () => (await getLink(settles.link.uuid)).status, { timeout: 15_000 })
    .toBe('CONSUMED');
  expect((await getLink(settles.link.uuid)).transactions[0]?.status).toBe('COMPLETED');
  for (const [index, reason] of ['AC04', 'MD01', 'AM04'].entries()) {
    const { link } = returned[index] ?? { link: { uuid: '' } };
    await expect.poll(async () => (await getLink(link.uuid)).status).toBe('VALID');
    expect((await getLink(link.uuid)).transactions[0]).toMatchObject({
      status: 'REFUSED',
      refusalReason: reason,
    });
  }
  expect((await getLink(rejected.link.uuid)).status).toBe('VALID');
});

test('a waiting debit is decided by the sandbox settle call or returned by the return call', async ({
  request,
}) => {
  const [settled, returned] = await Promise.all([
    debitOn(request, sandboxIban('waits')),
    debitOn(request, sandboxIban('waits')),
  ]);
  const paymentId = async (uuid: string) =>
    (await getLink(uuid)).transactions[0]?.gatewayPaymentId ?? '';
  const settle = await gatewayCall(
    request,
    `/v1/sandbox/payments/${await paymentId(settled.link.uuid)}/settle`,
    { status: 'SUCCESS' },
  );
  expect(settle.status()).toBe(200);
  const back = await gatewayCall(
    request,
    `/v1/sandbox/sepa/payments/${await paymentId(returned.link.uuid)}/return`,
    { reason: 'MS02' },
  );
  expect(back.status()).toBe(200);
  await expect.poll(async () => (await getLink(settled.link.uuid)).status).toBe('CONSUMED');
  await expect.poll(async () => (await getLink(returned.link.uuid)).status).toBe('VALID');
  expect((await getLink(returned.link.uuid)).transactions[0]?.refusalReason).toBe('MS02');
});

test('the demo’s saved mandate pays with the mandate the sandbox always knows', async ({
  request,
}) => {
  const link = await createLink({
    paymentMethods: ['SEPA_DD'],
    consumerReference: 'demo-consumer-1',
  });
  const assets = await (
    await request.get(`${E2E.appOrigin}/public/payment-link/${link.uuid}/assets`)
  ).json();
  const demo = assets.sepaDirectDebit.find(
    (mandate: { sepaMandateReference: string }) =>
      mandate.sepaMandateReference === SANDBOX_MANDATE.mandateReference,
  );
  const answer = (await (
    await payBySepa(request, link, demo.id)
  ).json()) as SepaTransactionResponse;
  expect(answer).toMatchObject({ status: 'PENDING', sepaMandateReference: 'MNDT-DEMO-0001' });
  expect((await getLink(link.uuid)).transactions[0]?.details).toMatchObject({
    mandateId: SANDBOX_MANDATE.id,
  });
});

test('of ten debits of one link sent at once, exactly one is taken', async ({ request }) => {
  const link = await createSepaLink();
  const mandate = await giveMandate(request, link, sandboxIban('waits'));
  const responses = await Promise.all(
    Array.from({ length: 10 }, () => payBySepa(request, link, mandate.uuid)),
  );
  expect(responses.filter((r) => r.status() === 200)).toHaveLength(1);
  expect(responses.filter((r) => r.status() === 409)).toHaveLength(9);
  expect((await getLink(link.uuid)).transactions).toHaveLength(1);
});

test('no store but the gateway’s holds a full IBAN', () => {
  const files = readdirSync(E2E.dataDir).filter((name) => /\.sqlite(-wal)?$/.test(name));
  const read = (name: string) =>
    files
      .filter((file) => file.startsWith(name))
      .map((file) => readFileSync(join(E2E.dataDir, file)).toString('latin1'))
      .join('');
  const service = read('paypage');
  const gateway = read('gateway');
  expect(service.length).toBeGreaterThan(0);
  for (const { iban } of SANDBOX_IBANS) {
    expect(service.includes(iban), `${iban} in the service's store`).toBe(false);
    expect(service.includes(iban.slice(4)), `${iban}'s account in the service's store`).toBe(false);
  }
  expect(gateway.includes(sandboxIban('settles'))).toBe(true);
});
