import { buildServerApp } from './app';
import { readServerConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startMerchantWebhookDelivery } from './merchantWebhooks/merchantWebhookDelivery';
import { startReconciliation } from './reconciliation/reconcilePayments';
import { startPageIntegrityMonitor } from './security/pageIntegrity';

const config = readServerConfig();
const db = openDatabase(config);
await migrateToLatest(db);
const { app, services, gateway } = await buildServerApp(config, db);
const merchantWebhooks = startMerchantWebhookDelivery(services);
// Links left in payment by a crash (ours or the gateway's) are settled from the gateway's word.
const reconciliation = startReconciliation(services, gateway, {
  intervalS: config.reconcileIntervalS,
  abandonedAfterS: config.paymentAbandonedAfterS,
  log: app.log,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  await Promise.all([merchantWebhooks.stop(), reconciliation.stop(), pageIntegrity?.stop()]);
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const pageIntegrity =
  config.pageIntegrityIntervalS > 0
    ? startPageIntegrityMonitor(app, services, config.pageIntegrityIntervalS)
    : undefined;
console.log(`payment-link service listening on http://${config.host}:${config.port}`);
