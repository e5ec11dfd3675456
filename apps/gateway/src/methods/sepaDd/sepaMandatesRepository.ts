import type { Selectable } from 'kysely';
import type {
  GatewayMandate,
  GatewayMandateScheme,
  MandateSequence,
} from '@paypage/contract/methods/sepa';
import { maskIban } from '@paypage/contract/iban';
import type { GatewayDb } from '../../store/database';

/** Migration 010's tables, typed here so that the store's shared types stay the card's. */
export interface SepaMandatesTable {
  id: string;
  reference: string;
  mandate_reference: string;
  creditor_id: string;
  creditor_name: string;
  creditor_address: string | null;
  account_holder: string;
  /** The full IBAN: kept here and nowhere else, never answered, never logged. */
  iban: string;
  scheme: GatewayMandateScheme;
  sequence: MandateSequence;
  status: GatewayMandate['status'];
  signed_at: string;
  created_at: string;
}

export interface SepaDebitsTable {
  payment_id: string;
  mandate_id: string;
  sequence_type: 'FRST' | 'RCUR' | 'OOFF';
  due_date: string;
  clears_at: string | null;
  planned_status: 'SUCCESS' | 'REFUSED';
  planned_reason: string | null;
  created_at: string;
}

export const sepaTables = (db: GatewayDb) =>
  db.withTables<{ sepa_mandates: SepaMandatesTable; sepa_debits: SepaDebitsTable }>();

/** A mandate as the gateway keeps it: what it shows, plus the IBAN and the creditor's name. */
export interface StoredMandate extends GatewayMandate {
  iban: string;
  creditorName: string;
}

function fromRow(row: Selectable<SepaMandatesTable>): StoredMandate {
  return {
    id: row.id,
    reference: row.reference,
    mandateReference: row.mandate_reference,
    status: row.status,
    scheme: row.scheme,
    sequence: row.sequence,
    accountHolder: row.account_holder,
    ibanMasked: maskIban(row.iban),
    creditorId: row.creditor_id,
    signedAt: row.signed_at,
    createdAt: row.created_at,
    iban: row.iban,
    creditorName: row.creditor_name,
  };
}

/** What the API answers: the contract's fields only, so the IBAN cannot slip out. */
export function toGatewayMandate(mandate: StoredMandate): GatewayMandate {
  const { iban: _iban, creditorName: _name, ...shown } = mandate;
  return shown;
}

export interface NewMandate {
  id: string;
  reference: string;
  mandateReference: string;
  creditor: { id: string; name: string; address: string | null };
  accountHolder: string;
  iban: string;
  scheme: GatewayMandateScheme;
  sequence: MandateSequence;
  signedAt: string;
  createdAt: string;
}

export async function insertMandate(db: GatewayDb, mandate: NewMandate): Promise<void> {
  await sepaTables(db)
    .insertInto('sepa_mandates')
    .values({
      id: mandate.id,
      reference: mandate.reference,
      mandate_reference: mandate.mandateReference,
      creditor_id: mandate.creditor.id,
      creditor_name: mandate.creditor.name,
      creditor_address: mandate.creditor.address,
      account_holder: mandate.accountHolder,
      iban: mandate.iban,
      scheme: mandate.scheme,
      sequence: mandate.sequence,
      status: 'ACTIVE',
      signed_at: mandate.signedAt,
      created_at: mandate.createdAt,
    })
    .execute();
}

export async function findMandate(db: GatewayDb, id: string): Promise<StoredMandate | undefined> {
  const row = await sepaTables(db)
    .selectFrom('sepa_mandates')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findMandateByReference(
  db: GatewayDb,
  reference: string,
): Promise<StoredMandate | undefined> {
  const row = await sepaTables(db)
    .selectFrom('sepa_mandates')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && fromRow(row);
}
