import { Migrator } from 'kysely';
import type { Migration } from 'kysely';
import type { GatewayDb } from './database';
import * as createPaymentsAndWebhookOutbox from './migrations/001_create_payments_and_webhook_outbox';
import * as createCardSessionsCardsAndThreeDSecure from './migrations/002_create_card_sessions_cards_and_three_d_secure';
import * as paymentDetails from './migrations/003_payment_details';
import * as sepaMandates from './migrations/010_sepa_mandates';
import * as paypal from './migrations/011_paypal_billing_agreements_and_fraud_data';
import * as providerCheckout from './migrations/012_provider_checkout';
import * as scheduledDecisions from './migrations/013_scheduled_decisions';
import * as paymentDeadlinesAndVirtualAccounts from './migrations/014_payment_deadlines_and_virtual_accounts';
import * as paymentExpiry from './migrations/015_payment_expiry';
import * as payToAgreements from './migrations/016_payto_agreements';
import * as deadlinesAsPaymentExpiry from './migrations/019_deadlines_as_payment_expiry';
import * as cardSessionDarkTheme from './migrations/020_card_session_dark_theme';
import * as paymentSlips from './migrations/017_payment_slips';
import * as captures from './migrations/018_captures_voids_and_refunds';

// Listed here rather than read from disk, so the same code runs under tsx, vitest and a bundle.
export const MIGRATIONS: Record<string, Migration> = {
  '001_create_payments_and_webhook_outbox': createPaymentsAndWebhookOutbox,
  '002_create_card_sessions_cards_and_three_d_secure': createCardSessionsCardsAndThreeDSecure,
  '003_payment_details': paymentDetails,
  '010_sepa_mandates': sepaMandates,
  '011_paypal_billing_agreements_and_fraud_data': paypal,
  '012_provider_checkout': providerCheckout,
  '013_scheduled_decisions': scheduledDecisions,
  '014_payment_deadlines_and_virtual_accounts': paymentDeadlinesAndVirtualAccounts,
  '015_payment_expiry': paymentExpiry,
  '016_payto_agreements': payToAgreements,
  '017_payment_slips': paymentSlips,
  '018_captures_voids_and_refunds': captures,
  '019_deadlines_as_payment_expiry': deadlinesAsPaymentExpiry,
  '020_card_session_dark_theme': cardSessionDarkTheme,
};

export async function migrateToLatest(db: GatewayDb): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Gateway migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
