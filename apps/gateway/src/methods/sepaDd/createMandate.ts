import { randomBytes } from 'node:crypto';
import type { FieldError } from '@paypage/contract/errors';
import type { CreateGatewayMandateBody } from '@paypage/contract/methods/sepa';
import { compact, ibanProblem, isValidCreditorId } from '@paypage/contract/iban';
import { accountHolderProblem } from '@paypage/contract/methods/sepaRules';
import type { GatewayDb } from '../../store/database';
import type { StoredMandate } from './sepaMandatesRepository';
import { findMandate, findMandateByReference, insertMandate } from './sepaMandatesRepository';

export type CreateMandateResult =
  | { outcome: 'created' | 'existing'; mandate: StoredMandate }
  /** The reference names a mandate of another account, holder, creditor or scheme. */
  | { outcome: 'conflict' }
  | { outcome: 'invalid'; fields: FieldError[] };

// Uppercase letters and digits only: inside every bank's subset of the SEPA character set.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A unique mandate reference (UMR): at most 35 characters of the SEPA set, unique for the
 * creditor. MNDT- and 12 random characters (60 bits); the unique index guards the rest.
 */
function newMandateReference(): string {
  const bytes = randomBytes(12);
  const tail = [...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]);
  return `MNDT-${tail.join('')}`;
}

const newMandateId = () => `md_${randomBytes(16).toString('base64url')}`;

/** The fields of a request the gateway cannot make a mandate of; the IBAN is never echoed. */
function problemsOf(body: CreateGatewayMandateBody): FieldError[] {
  const fields: FieldError[] = [];
  const iban = ibanProblem(body.iban);
  if (iban === 'length') fields.push({ field: '/iban', message: 'has the wrong length' });
  else if (iban) fields.push({ field: '/iban', message: 'is not a valid IBAN of a SEPA country' });
  const holder = accountHolderProblem(body.accountHolder);
  if (holder) fields.push({ field: '/accountHolder', message: `is not a valid name (${holder})` });
  if (!isValidCreditorId(body.creditor.id)) {
    fields.push({ field: '/creditor/id', message: 'is not a valid SEPA creditor identifier' });
  }
  return fields;
}

/** Whether a repeated request asks for the mandate already made with its reference. */
function sameMandate(mandate: StoredMandate, body: CreateGatewayMandateBody): boolean {
  return (
    mandate.iban === compact(body.iban) &&
    mandate.accountHolder === body.accountHolder.trim() &&
    mandate.creditorId === body.creditor.id &&
    mandate.scheme === body.scheme &&
    mandate.sequence === body.sequence
  );
}

/**
 * An e-mandate the shopper gave on the payment page, ACTIVE at once (the sandbox's payer banks
 * accept every mandate; a B2B mandate's confirmation by the payer's bank is assumed). Idempotent
 * by the service's reference, so its retries never make a second mandate.
 */
export async function createMandate(
  db: GatewayDb,
  body: CreateGatewayMandateBody,
  now: Date,
): Promise<CreateMandateResult> {
  const fields = problemsOf(body);
  if (fields.length > 0) return { outcome: 'invalid', fields };
  return db.transaction().execute(async (trx): Promise<CreateMandateResult> => {
    const existing = await findMandateByReference(trx, body.reference);
    if (existing) {
      return sameMandate(existing, body)
        ? { outcome: 'existing', mandate: existing }
        : { outcome: 'conflict' };
    }
    const id = newMandateId();
    await insertMandate(trx, {
      id,
      reference: body.reference,
      mandateReference: newMandateReference(),
      creditor: body.creditor,
      accountHolder: body.accountHolder.trim(),
      iban: compact(body.iban),
      scheme: body.scheme,
      sequence: body.sequence,
      signedAt: body.signedAt,
      createdAt: now.toISOString(),
    });
    const mandate = await findMandate(trx, id);
    if (!mandate) throw new Error(`Mandate ${id} vanished while it was created`);
    return { outcome: 'created', mandate };
  });
}
