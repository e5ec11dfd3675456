import { Migrator, type Migration } from 'kysely';
import type { Db } from './database';
import * as initial from './migrations/001_initial';
import * as merchantWebhooks from './migrations/002_merchant_webhooks';
import * as transactionDetails from './migrations/003_transaction_details';
import * as operations from './migrations/004_operations';
import * as sepaMandates from './migrations/010_sepa_mandates';
import * as chargesAndRefunds from './migrations/018_charges_and_refunds';
import * as termsAcceptance from './migrations/021_terms_acceptance';
import * as chargeChangesAsked from './migrations/025_charge_changes_asked';
import * as merchantDarkTheme from './migrations/027_merchant_dark_theme';
import * as merchantLogos from './migrations/028_merchant_logos';
import * as consoleUsers from './migrations/029_console_users';
import * as merchantConsoleLists from './migrations/033_merchant_console_lists';
import * as linkPaymentChanges from './migrations/036_link_payment_changes';
import * as previewLinks from './migrations/037_preview_links';
import * as merchantOfferedMethods from './migrations/038_merchant_offered_methods';

/** Numbered migrations, listed here so that they are bundled and ordered by their number. */
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_merchant_webhooks': merchantWebhooks,
  '003_transaction_details': transactionDetails,
  '004_operations': operations,
  '010_sepa_mandates': sepaMandates,
  '018_charges_and_refunds': chargesAndRefunds,
  '021_terms_acceptance': termsAcceptance,
  '025_charge_changes_asked': chargeChangesAsked,
  '027_merchant_dark_theme': merchantDarkTheme,
  '028_merchant_logos': merchantLogos,
  '029_console_users': consoleUsers,
  '033_merchant_console_lists': merchantConsoleLists,
  '036_link_payment_changes': linkPaymentChanges,
  '037_preview_links': previewLinks,
  '038_merchant_offered_methods': merchantOfferedMethods,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
