import { randomInt } from 'node:crypto';
import type { FieldError } from '@paypage/contract/errors';
import {
  type PaymentSlipDetails,
  type PaymentSlipStartDetails,
  PaymentSlipStartDetailsSchema,
} from '@paypage/contract/methods/paymentSlip';
import { creditorReference, ibanOf, maskIban } from '@paypage/contract/iban';
import {
  PAYMENT_SLIP_CURRENCY,
  SLIP_MAX_AMOUNT_MINOR,
  SLIP_MIN_AMOUNT_MINOR,
} from '@paypage/contract/methods/paymentSlipRules';
import { Compile } from 'typebox/compile';
import type { GatewayDb } from '../../store/database';
import type { PaymentStart, StartContext } from '../../payments/gatewayMethod';
import { insertSlip, slipExists } from './slipsRepository';

/**
 * The sandbox bank that keeps the slips' accounts: German IBANs under one bank code of its own,
 * ten digits of account number drawn per slip (decision record 0023).
 */
export const SANDBOX_SLIP_BANK = { country: 'DE', bankCode: '99960000' } as const;
/** Digits of the reference drawn per slip (ISO 11649 allows 21): a thousand billion of them. */
const REFERENCE_DIGITS = 15;
const DRAWS = 5;

const detailsShape = Compile(PaymentSlipStartDetailsSchema);

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

type Checked = { ok: true; details: PaymentSlipStartDetails } | { ok: false; fields: FieldError[] };

/** The details' own shape, then what a slip can be: euro, an amount EPC069-12 takes, due later. */
function checked({ request, now }: StartContext): Checked {
  const details: unknown = request.details ?? {};
  if (!detailsShape.Check(details)) {
    const fields = [...detailsShape.Errors(details)].map((error) => ({
      field: `/details${error.instancePath}`,
      message: error.message,
    }));
    return { ok: false, fields };
  }
  const fields: FieldError[] = [];
  if (request.currency !== PAYMENT_SLIP_CURRENCY) {
    fields.push({ field: '/currency', message: 'must be EUR: a slip is a SEPA credit transfer' });
  }
  if (request.amount < SLIP_MIN_AMOUNT_MINOR || request.amount > SLIP_MAX_AMOUNT_MINOR) {
    fields.push({ field: '/amount', message: 'must be 0.01 to 999999999.99 EUR (EPC069-12)' });
  }
  if (!(Date.parse(details.dueDate) > now.getTime())) {
    fields.push({ field: '/details/dueDate', message: 'must be in the future' });
  }
  return fields.length > 0 ? { ok: false, fields } : { ok: true, details };
}

/** An account and a reference no other slip has. */
async function drawAccount(db: GatewayDb) {
  for (let draw = 0; draw < DRAWS; draw++) {
    const iban = ibanOf(SANDBOX_SLIP_BANK.country, `${SANDBOX_SLIP_BANK.bankCode}${digits(10)}`);
    const reference = creditorReference(digits(REFERENCE_DIGITS));
    if (!(await slipExists(db, { iban, creditorReference: reference }))) {
      return { iban, creditorReference: reference };
    }
  }
  throw new Error('No free slip account after several draws');
}

/**
 * A payment slip starts PENDING with its own account (a virtual IBAN) and structured creditor
 * reference, and waits for the transfer (the sandbox bank's page or call) until its due date.
 */
export async function issuePaymentSlip(context: StartContext): Promise<PaymentStart> {
  const check = checked(context);
  if (!check.ok) return { outcome: 'invalid', fields: check.fields };
  const { details } = check;
  const account = await drawAccount(context.db);
  // The service's due date, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
  const dueAt = context.windows.cut(new Date(details.dueDate).toISOString(), context.now);
  await insertSlip(context.db, {
    paymentId: context.paymentId,
    ...account,
    dueAt,
    createdAt: context.now.toISOString(),
  });
  const told: PaymentSlipDetails = {
    customerName: details.customerName,
    creditorName: details.creditorName,
    creditorReference: account.creditorReference,
    maskedIban: maskIban(account.iban),
    dueDate: dueAt,
    ...(details.processingOption ? { processingOption: details.processingOption } : {}),
  };
  // Unpaid at its due date it is refused as EXPIRED (SLIP_NOT_RECEIVED_REASON): by the expiry
  // sweep, or by the slip's own due-date sweep, whichever comes first.
  return { outcome: 'start', status: 'PENDING', details: { ...told }, expiresAt: dueAt };
}
