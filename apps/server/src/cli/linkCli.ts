import { parseArgs } from 'node:util';
import { Compile } from 'typebox/compile';
import {
  CreatePaymentLinkBodySchema,
  type CreatePaymentLinkBody,
} from '@paypage/contract/paymentLink';
import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { DEMO_MERCHANT_ID } from '../demo/demoLinks';
import { Problem } from '../http/problem';
import { createPaymentLink } from '../paymentLinks/createPaymentLink';
import { buildServices } from '../services';

const USAGE = `Usage: npm run link -- create --amount 1999 --currency EUR --methods CARD,PAYPAL
  [--description TEXT] [--locale de_DE] [--consumer REF] [--return-url URL]
  [--expires-in-minutes N] [--merchant ID]   (default merchant: the demo shop)`;

const validBody = Compile(CreatePaymentLinkBodySchema);

function bodyFrom(values: Record<string, string | undefined>): CreatePaymentLinkBody {
  const body: Record<string, unknown> = {
    amount: Number(values.amount),
    currency: values.currency,
    paymentMethods: (values.methods ?? '').split(',').filter(Boolean),
  };
  if (values.description) body.description = values.description;
  if (values.locale) body.locale = values.locale;
  if (values.consumer) body.consumerReference = values.consumer;
  if (values['return-url']) body.returnUrl = values['return-url'];
  if (values['expires-in-minutes']) {
    const minutes = Number(values['expires-in-minutes']);
    body.expirationDate = new Date(Date.now() + minutes * 60_000).toISOString();
  }
  if (!validBody.Check(body)) {
    const problems = [...validBody.Errors(body)].map(
      (e) => `  ${e.instancePath || 'body'}: ${e.message}`,
    );
    throw new Error(`Invalid link:\n${problems.join('\n')}\n\n${USAGE}`);
  }
  return body;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      [
        'amount',
        'currency',
        'methods',
        'description',
        'locale',
        'consumer',
        'return-url',
        'expires-in-minutes',
        'merchant',
      ].map((name) => [name, { type: 'string' as const }]),
    ),
  });
  if (positionals[0] !== 'create') throw new Error(USAGE);
  const body = bodyFrom(values as Record<string, string | undefined>);
  const config = readServerConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const services = buildServices(db);
    const merchant = await services.merchants.findById(values.merchant ?? DEMO_MERCHANT_ID);
    if (!merchant)
      throw new Error('No such merchant: run `npm start` once to create the demo shop');
    const link = await createPaymentLink(services.links, merchant, body);
    console.log(`${config.appOrigins[0] ?? `http://localhost:${config.port}`}/uuid/${link.uuid}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof Problem) {
    console.error(
      `${error.message}:\n${(error.fields ?? []).map((f) => `  ${f.field}: ${f.message}`).join('\n')}`,
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
