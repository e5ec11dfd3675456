import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { benchDevice } from '../shared/benchShopper';

/** Spare ports, away from a running demo (8080) and the other benches (18180-18390). */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 18490);
const MERCHANT_KEY = 'pp_sk_bench_lighthouse_merchant_000001';
/** Seeded demo links (apps/server/src/demo/demoLinks.ts): every method, and saved cards. */
const EVERY_METHOD_LINK = '00000000-0000-4000-8000-000000000001';
const SAVED_CARDS_LINK = '00000000-0000-4000-8000-000000000002';

export interface BenchPage {
  name: string;
  url: string;
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never answered`);
}

/** A link made through the merchant API, as a merchant's shop makes one. */
async function createLink(origin: string, fields: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${origin}/api/v1/payment-links`, {
    method: 'POST',
    headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 2490, currency: 'EUR', paymentMethods: ['CARD'], ...fields }),
  });
  if (response.status !== 201) throw new Error(`creating a link: ${response.status}`);
  const { uuid } = (await response.json()) as { uuid: string };
  return uuid;
}

/** A JSON call the bench needs to succeed; its answer is read for a field or two. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

/**
 * A paid link for the result page, paid as the card page pays (a card session, the gateway's
 * hosted form, the payment) with a test card that needs no 3-D Secure. In German (so the page
 * fetches a catalogue) and without a return address (a countdown back to the shop would leave the
 * page while Lighthouse watches it). An unpaid link's success page would show the answer to an
 * unpaid link, which a shopper never sees there, and log its 404 as a console error.
 */
async function resultPageLink(origin: string, gatewayOrigin: string): Promise<string> {
  const uuid = await createLink(origin, { locale: 'de_DE', description: 'Bestellung 2001' });
  const { token } = await post(`${origin}/public/card/payment-link/${uuid}`, {});
  const { cardToken } = await post(
    `${gatewayOrigin}/hosted/card-sessions/${token}/cards`,
    { number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Bench Shopper' },
    { origin: gatewayOrigin, 'sec-fetch-site': 'same-origin' },
  );
  await post(
    `${origin}/public/payment-link/${uuid}/transaction`,
    {
      acceptedTerms: { termsUrl: null },
      payment: { asset: { type: 'CARD', cardToken } },
      deviceInformation: benchDevice('de-DE'),
    },
    { [IDEMPOTENCY_HEADER]: `bench-lighthouse-${uuid}` },
  );
  // The gateway's webhook settles the payment a moment later.
  for (let attempt = 0; attempt < 100; attempt++) {
    const link = (await (await fetch(`${origin}/public/payment-link/uuid/${uuid}`)).json()) as {
      status: string;
    };
    if (link.status === 'CONSUMED') return uuid;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the result page's link ${uuid} was never paid`);
}

/** A SEPA link: its page reads the merchant's creditor as it opens (docs/decisions/0029). */
const sepaLink = (origin: string) =>
  createLink(origin, { paymentMethods: ['SEPA_DD'], description: 'Order 2003' });

/** A link that skips its landing page (SPEC §4): opened at its address, it shows the card page. */
const skippingLink = (origin: string) =>
  createLink(origin, { skipLandingPage: true, description: 'Order 2002' });

/**
 * `npm start` as a shopper's demo runs it, on the bench's ports and a fresh data folder; `env`
 * adds to its environment (bench:phone starts one without the first-paint renderer).
 */
export async function startDemo(root: string, env: Record<string, string> = {}) {
  const origin = `http://localhost:${PORT}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      GATEWAY_PORT: String(PORT + 1),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'paypage-bench-lighthouse-')),
      DEMO_MERCHANT_API_KEY: MERCHANT_KEY,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  let links: [string, string, string];
  try {
    await waitFor(`http://127.0.0.1:${PORT}/healthz`);
    await waitFor(`http://127.0.0.1:${PORT + 1}/healthz`);
    links = [
      await resultPageLink(origin, `http://localhost:${PORT + 1}`),
      await skippingLink(origin),
      await sepaLink(origin),
    ];
  } catch (error) {
    // The bench would otherwise wait for ever on a demo still running.
    await stop();
    throw error;
  }
  const [resultLink, skipping, sepa] = links;
  const pages: BenchPage[] = [
    { name: 'landing', url: `${origin}/uuid/${EVERY_METHOD_LINK}` },
    { name: 'card', url: `${origin}/uuid/${SAVED_CARDS_LINK}/card` },
    { name: 'result', url: `${origin}/uuid/${resultLink}/success` },
    { name: 'skipped landing', url: `${origin}/uuid/${skipping}` },
    { name: 'sepa', url: `${origin}/uuid/${sepa}/sepa-dd` },
  ];
  return { pages, stop };
}
