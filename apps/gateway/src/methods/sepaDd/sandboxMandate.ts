import { SANDBOX_MANDATE } from '@paypage/contract/methods/sepaSandbox';
import type { GatewayDb } from '../../store/database';
import { findMandate, insertMandate } from './sepaMandatesRepository';

/**
 * Puts the sandbox's always-known mandate (SANDBOX_MANDATE) in the store, once: a recurrent
 * core mandate of the demo shop's creditor, so the demo's saved mandate really pays.
 */
export async function ensureSandboxMandate(db: GatewayDb, now: Date): Promise<void> {
  if (await findMandate(db, SANDBOX_MANDATE.id)) return;
  await insertMandate(db, {
    id: SANDBOX_MANDATE.id,
    reference: 'sandbox-demo-mandate',
    mandateReference: SANDBOX_MANDATE.mandateReference,
    creditor: { id: SANDBOX_MANDATE.creditorId, name: SANDBOX_MANDATE.creditorName, address: null },
    accountHolder: SANDBOX_MANDATE.accountHolder,
    iban: SANDBOX_MANDATE.iban,
    scheme: 'CORE',
    sequence: 'RECURRENT',
    signedAt: now.toISOString(),
    createdAt: now.toISOString(),
  });
}
