import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { buildServerApp } from '../../apps/server/src/app';
import { readServerConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { LINK_READ_SCHEMA } from '../../apps/server/src/paymentLinks/publicLinkRoutes';

// The service's whole stack (logger, security headers, compression, rate limits counted per
// address and per link, the route's schemas and serializer) answering the link GET without
// reading the store: the link info is read once through the real route and then answered as it
// is. bench:api measures it between the bare route and the real read, so the gap splits into
// what the stack costs every request and what reading the link costs.
const config = readServerConfig();
const db = openDatabase(config);
const { app } = await buildServerApp(config, db);

let answer: PaymentLinkInfo | undefined = undefined;
app.get(
  '/public/payment-link/stack-only/:uuid',
  // The real route's schemas (params, headers, answer), kept out of the API docs.
  { schema: { ...LINK_READ_SCHEMA, hide: true } },
  async () => answer,
);

const link = process.env.BENCH_LINK ?? '';
const read = await app.inject({ url: `/public/payment-link/uuid/${link}` });
if (read.statusCode !== 200) throw new Error(`the real link read answered ${read.statusCode}`);
answer = read.json<PaymentLinkInfo>();

async function stop() {
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
await app.listen({ port: config.port, host: '127.0.0.1' });
