import { buildGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { migrateToLatest } from './store/migrate';

const config = loadGatewayConfig();
const { app, db, startWebhookDelivery, seedMethods, startMethodWork, startExpirySweep } =
  buildGatewayApp(config);

try {
  await migrateToLatest(db);
  await seedMethods(new Date());
  await app.listen({ port: config.port, host: config.host });
  startWebhookDelivery();
  startMethodWork();
  startExpirySweep();
  app.log.info(
    { publicBaseUrl: config.publicBaseUrl ?? 'the host name of the page, at this port' },
    'sandbox gateway ready',
  );
} catch (error) {
  app.log.fatal({ err: error }, 'sandbox gateway failed to start');
  await app.close().catch(() => undefined);
  process.exit(1);
}

let closing = false;
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  // A second signal while closing means "now": do not wait for in-flight work.
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal }, 'sandbox gateway shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

process.on('SIGINT', (signal) => void shutDown(signal));
process.on('SIGTERM', (signal) => void shutDown(signal));
