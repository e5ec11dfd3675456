import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildServerApp } from '../app';
import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/**
 * `npm run lint:openapi` writes the service's OpenAPI document with this, then lints it: the
 * document is built from the routes as the service registers them, with no server listening and
 * no store but an empty, migrated one in a temporary directory (the app's start-up reads it, the
 * document does not).
 */
const [output] = process.argv.slice(2);
if (!output) {
  console.error('Usage: tsx apps/server/src/cli/openApiDocumentCli.ts <output.json>');
  process.exit(2);
}
const dataDir = mkdtempSync(join(tmpdir(), 'paypage-openapi-'));
try {
  // No web build is read either (a fresh clone has none yet): the page's routes are the same.
  const config = readServerConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'web-dist'),
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config);
  await migrateToLatest(db);
  const { app } = await buildServerApp(config, db);
  await app.ready();
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await db.destroy();
  console.log(`OpenAPI document written to ${output}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
