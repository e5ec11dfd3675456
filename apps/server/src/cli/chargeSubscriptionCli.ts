import { parseArgs } from 'node:util';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { Charge, ConsumerAssets } from '@paypage/contract/merchantCharges';
import { DEMO_CONSUMER } from '../demo/demoLinks';

const USAGE = `Usage: npm run charge-subscription -- --api-key KEY --amount 990 --currency EUR
  [--consumer REF] [--asset as_…] [--month YYYY-MM] [--description TEXT] [--base-url URL]
  Charges the consumer's saved asset (default: the demo consumer's first: card, SEPA mandate,
  then PayPal) for one month of a subscription, through the merchant API. One charge per
  consumer, asset and month: running it again in the same month answers the same charge.
  --api-key defaults to $DEMO_MERCHANT_API_KEY, --base-url to http://localhost:$PORT.`;

interface Options {
  apiKey: string;
  baseUrl: string;
  consumer: string;
  asset: string | undefined;
  month: string;
  amount: number;
  currency: string;
  description: string | undefined;
}

function optionsFrom(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      [
        'api-key',
        'base-url',
        'consumer',
        'asset',
        'month',
        'amount',
        'currency',
        'description',
      ].map((name) => [name, { type: 'string' as const }]),
    ),
  }) as { values: Record<string, string | undefined> };
  const apiKey = values['api-key'] ?? env.DEMO_MERCHANT_API_KEY;
  const month = values.month ?? new Date().toISOString().slice(0, 7);
  if (!apiKey || !values.amount || !values.currency || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
    throw new Error(USAGE);
  }
  return {
    apiKey,
    baseUrl: values['base-url'] ?? `http://localhost:${env.PORT ?? 8080}`,
    consumer: values.consumer ?? DEMO_CONSUMER,
    asset: values.asset,
    month,
    amount: Number(values.amount),
    currency: values.currency,
    description: values.description,
  };
}

async function call<T>(options: Options, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${options.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json()) as T & {
    message?: string;
    fields?: { field: string; message: string }[];
  };
  if (!response.ok) {
    const fields = (body.fields ?? []).map((f) => `\n  ${f.field}: ${f.message}`).join('');
    throw new Error(`${response.status} ${body.message ?? ''}${fields}`);
  }
  return body;
}

/** The first saved asset, in the order the page shows them (SPEC §9): card, SEPA, PayPal. */
async function firstAsset(options: Options): Promise<string> {
  const assets = await call<ConsumerAssets>(
    options,
    `/api/v1/consumers/${encodeURIComponent(options.consumer)}/assets`,
  );
  const first = [
    ...assets.card.filter((c) => !c.expired),
    ...assets.sepaDirectDebit,
    ...assets.paypal,
  ][0];
  if (!first) throw new Error(`Consumer ${options.consumer} has no saved asset to charge`);
  return first.id;
}

async function main(): Promise<void> {
  const options = optionsFrom(process.argv.slice(2), process.env);
  const assetId = options.asset ?? (await firstAsset(options));
  // The key names the consumer, asset and month: a second run of the same month charges nothing.
  const key = `sub-${options.consumer}-${assetId}-${options.month}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const charge = await call<Charge>(options, '/api/v1/charges', {
    method: 'POST',
    headers: { [IDEMPOTENCY_HEADER]: key.slice(0, 128) },
    body: JSON.stringify({
      consumerReference: options.consumer,
      assetId,
      amount: options.amount,
      currency: options.currency,
      description: options.description ?? `Subscription ${options.month}`,
      // The same body every run of one month, so a rerun is a replay (not a 422).
      merchantReference: `subscription-${options.month}`,
    }),
  });
  console.log(
    `${options.month}: ${charge.id} ${charge.status} ${charge.amount} ${charge.currency} ` +
      `(${charge.paymentMethod} ${charge.assetId})${charge.refusalReason ? ` ${charge.refusalReason}` : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
