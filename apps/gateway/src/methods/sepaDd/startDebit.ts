import { Compile } from 'typebox/compile';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { SepaDebitRequest } from '@paypage/contract/methods/sepa';
import { SepaDebitRequestSchema } from '@paypage/contract/methods/sepa';
import type { SandboxDebitOutcome } from '@paypage/contract/methods/sepaSandbox';
import { SANDBOX_IBANS, SEPA_SANDBOX_CLEARING_MS } from '@paypage/contract/methods/sepaSandbox';
import { SEPA_CURRENCY } from '@paypage/contract/methods/sepaRules';
import type { PaymentStart, StartContext } from '../../payments/gatewayMethod';
import { nextCollectionDate } from './collectionDate';
import type { SepaDebit } from './sepaDebitsRepository';
import { countDebitsOf, insertDebit } from './sepaDebitsRepository';
import type { StoredMandate } from './sepaMandatesRepository';
import { findMandate } from './sepaMandatesRepository';

const debitRequest = Compile(SepaDebitRequestSchema);

const SETTLES: SandboxDebitOutcome = { kind: 'settles' };

/** What the sandbox plays for a debit from this IBAN (SANDBOX_IBANS; any other settles). */
function outcomeOf(iban: string): SandboxDebitOutcome {
  return SANDBOX_IBANS.find((sandbox) => sandbox.iban === iban)?.outcome ?? SETTLES;
}

/** What the service and the merchant may know of the debit: never the full IBAN. */
function detailsOf(mandate: StoredMandate, extra: MethodDetails = {}): MethodDetails {
  return {
    mandateId: mandate.id,
    mandateReference: mandate.mandateReference,
    creditorId: mandate.creditorId,
    scheme: mandate.scheme,
    ibanMasked: mandate.ibanMasked,
    ...extra,
  };
}

const invalid = (field: string, message: string): PaymentStart => ({
  outcome: 'invalid',
  fields: [{ field, message }],
});

/**
 * A SEPA_DD payment is the debit of one mandate (by its id, so a merchant's later charge of a
 * saved mandate is the same call). With an amount of 0 nothing is collected: the mandate is
 * confirmed for later debits and the payment is AUTHORISED at once. Otherwise the debit is
 * submitted, PENDING, for the next business day, and the sandbox decides it later (clearDebits)
 * as the mandate's IBAN says; a rejected IBAN is REFUSED at once.
 */
export async function startDebit({
  db,
  request,
  paymentId,
  now,
}: StartContext): Promise<PaymentStart> {
  if (!debitRequest.Check(request.details)) {
    return invalid('/details/mandateId', 'must name a mandate (md_…) of this gateway');
  }
  if (request.currency !== SEPA_CURRENCY) {
    return invalid('/currency', 'must be EUR: SEPA direct debits are in euro only');
  }
  const { mandateId } = request.details as SepaDebitRequest;
  const mandate = await findMandate(db, mandateId);
  if (!mandate) return invalid('/details/mandateId', 'is not a mandate of this gateway');
  if (mandate.status !== 'ACTIVE') {
    return invalid('/details/mandateId', `is ${mandate.status}, not ACTIVE`);
  }
  const earlierDebits = await countDebitsOf(db, mandate.id);
  if (mandate.sequence === 'ONE_OFF' && earlierDebits > 0) {
    return invalid('/details/mandateId', 'is a one-off mandate that has already been used');
  }
  if (request.amount === 0) {
    return { outcome: 'start', status: 'AUTHORISED', details: detailsOf(mandate) };
  }

  const outcome = outcomeOf(mandate.iban);
  const debit: SepaDebit = {
    paymentId,
    mandateId: mandate.id,
    sequenceType: mandate.sequence === 'ONE_OFF' ? 'OOFF' : earlierDebits > 0 ? 'RCUR' : 'FRST',
    dueDate: nextCollectionDate(now),
    clearsAt:
      outcome.kind === 'waits' || outcome.kind === 'rejected'
        ? null
        : new Date(now.getTime() + SEPA_SANDBOX_CLEARING_MS).toISOString(),
    plannedStatus: outcome.kind === 'settles' || outcome.kind === 'waits' ? 'SUCCESS' : 'REFUSED',
    plannedReason:
      outcome.kind === 'returned' || outcome.kind === 'rejected' ? outcome.reason : null,
    createdAt: now.toISOString(),
  };
  await insertDebit(db, debit);
  const details = detailsOf(mandate, { sequenceType: debit.sequenceType, dueDate: debit.dueDate });
  if (outcome.kind === 'rejected') {
    return { outcome: 'start', status: 'REFUSED', refusalReason: outcome.reason, details };
  }
  return { outcome: 'start', status: 'PENDING', details };
}
