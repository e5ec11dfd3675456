import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CardTransactionResponse } from '@paypage/contract/cardPayments';
import { CHALLENGE_CODE, TEST_CARDS, type TestCard } from '@paypage/contract/sandboxTestCards';
import {
  answerChallenge,
  openCardSession,
  payByCard,
  threeDSecureStep,
  tokeniseCard,
} from '../support/cardApi';
import { E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';

// The service and the sandbox gateway together, over HTTP, as the card page will drive them:
// session → hosted-form tokenising → payment → 3-D Secure steps → webhook → merchant API.
// API-level (no screen), so playwright.config.ts runs it in the desktop project only.
test.describe.configure({ mode: 'serial' });

async function merchantView(request: Parameters<typeof openCardSession>[0], uuid: string) {
  const response = await request.get(`${E2E.appOrigin}/api/v1/payment-links/${uuid}`, {
    headers: { authorization: `Bearer ${E2E.merchantApiKey}` },
  });
  return (await response.json()) as { status: string; transactions: { status: string }[] };
}

/** Does what the shopper's browser would for this card, and answers the final response. */
async function payThrough(
  request: Parameters<typeof openCardSession>[0],
  card: TestCard,
  uuid: string,
) {
  const cardToken = await tokeniseCard(request, await openCardSession(request, uuid), card.number);
  const first = await payByCard(request, uuid, { cardToken });
  expect(first.status()).toBe(200);
  let answer = (await first.json()) as CardTransactionResponse;
  if (answer.asynchronous?.threeDSecure2Fingerprint) {
    const compInd = card.outcome === 'method-timeout' ? 'N' : 'Y';
    answer = await threeDSecureStep(request, uuid, answer.transactionId, {
      step: 'fingerprint',
      threeDSCompInd: compInd,
    });
  }
  if (answer.asynchronous?.threeDSecure2Challenge) {
    await answerChallenge(request, answer.asynchronous.threeDSecure2Challenge, CHALLENGE_CODE);
    answer = await threeDSecureStep(request, uuid, answer.transactionId, { step: 'challenge' });
  }
  return answer;
}

test.describe('card payments through the service and the sandbox gateway', () => {
  for (const card of TEST_CARDS) {
    test(`${card.number} (${card.outcome}) ends ${card.succeeds ? 'paid' : 'refused'}`, async ({
      request,
    }) => {
      const link = await createLink({ amount: 2500 });
      const answer = await payThrough(request, card, link.uuid);
      expect(answer.status).toBe(card.succeeds ? 'COMPLETED' : 'REFUSED');
      const view = await merchantView(request, link.uuid);
      expect(view.status).toBe(card.succeeds ? 'CONSUMED' : 'VALID');
      expect(view.transactions.map((t) => t.status)).toEqual([
        card.succeeds ? 'COMPLETED' : 'REFUSED',
      ]);
    });
  }

  test('a wrong challenge code refuses the payment and frees the link', async ({ request }) => {
    const link = await createLink();
    const token = await tokeniseCard(
      request,
      await openCardSession(request, link.uuid),
      '4000000000003220',
    );
    const first = (await (
      await payByCard(request, link.uuid, { cardToken: token })
    ).json()) as CardTransactionResponse;
    await answerChallenge(request, first.asynchronous?.threeDSecure2Challenge ?? '', '0000');
    const final = await threeDSecureStep(request, link.uuid, first.transactionId, {
      step: 'challenge',
    });
    expect(final.status).toBe('REFUSED');
    expect((await merchantView(request, link.uuid)).status).toBe('VALID');
  });

  test('a card paid on a consumer link is saved, and pays the next link of that consumer', async ({
    request,
  }) => {
    const consumerReference = `e2e-consumer-${Date.now()}`;
    const first = await createLink({ consumerReference });
    expect((await payThrough(request, TEST_CARDS[0] as TestCard, first.uuid)).status).toBe(
      'COMPLETED',
    );
    const next = await createLink({ consumerReference });
    const assets = await (
      await request.get(`${E2E.appOrigin}/public/payment-link/${next.uuid}/assets`)
    ).json();
    expect(assets.card).toEqual([
      expect.objectContaining({
        lastDigits: '4242',
        brand: 'VISA',
        authenticationStatus: 'Auth3ds2',
      }),
    ]);
    const paid = await payByCard(request, next.uuid, { id: assets.card[0].id });
    expect(((await paid.json()) as CardTransactionResponse).status).toBe('COMPLETED');
  });

  test('of ten payments of one link sent at once, exactly one charges', async ({ request }) => {
    const link = await createLink();
    const session = await openCardSession(request, link.uuid);
    const tokens = await Promise.all(
      Array.from({ length: 5 }, () => tokeniseCard(request, session, '4242424242424242')),
    );
    const responses = await Promise.all(
      [...tokens, ...tokens].map((cardToken) => payByCard(request, link.uuid, { cardToken })),
    );
    expect(responses.filter((r) => r.status() === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status() === 409)).toHaveLength(9);
    expect((await merchantView(request, link.uuid)).transactions).toHaveLength(1);
  });

  test('no store of the service or the gateway holds a test card number', async () => {
    const files = readdirSync(E2E.dataDir).filter((name) => /\.sqlite(-wal)?$/.test(name));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const bytes = readFileSync(join(E2E.dataDir, file)).toString('latin1');
      for (const card of TEST_CARDS)
        expect(bytes.includes(card.number), `${card.number} in ${file}`).toBe(false);
    }
  });
});
