import { readServerConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { buildServices } from '../services';
import { demoConsoleSignIn } from './demoConsoleAdmin';
import { seedDemo } from './seedDemo';

/** Run by `npm start`: migrate, seed, and print the seed as JSON for the start script to show. */
const config = readServerConfig();
const db = openDatabase(config);
try {
  await migrateToLatest(db);
  if (!config.production) {
    const seed = await seedDemo(
      buildServices(db),
      process.env.DEMO_MERCHANT_API_KEY || undefined,
      demoConsoleSignIn(process.env),
    );
    process.stdout.write(`${JSON.stringify(seed)}\n`);
  }
} finally {
  await db.destroy();
}
