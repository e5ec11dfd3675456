import { buildServerApp } from './app';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startMerchantWebhookDelivery } from './merchantWebhooks/merchantWebhookDelivery';

const config = readServerConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const { app, services } = await buildServerApp(config, db);
const merchantWebhooks = startMerchantWebhookDelivery(services);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  merchantWebhooks.stop();
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`payment-link service listening on http://${config.host}:${config.port}`);
