import { randomInt } from 'node:crypto';
import { Compile } from 'typebox/compile';
import type { FieldError } from '@paypage/contract/errors';
import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import { VirtualAccountStartDetailsSchema } from '@paypage/contract/methods/virtualAccount';
import type { VirtualAccountDetails } from '@paypage/contract/methods/virtualAccount';
import type { PaymentStart, StartContext } from '../../payments/gatewayMethod';
import { findVirtualAccount, insertVirtualAccount } from './virtualAccountsRepository';

/** Korean virtual accounts are opened for days, not months: a deadline further out is refused. */
export const MAX_DEPOSIT_DAYS = 30;
const ACCOUNT_DIGITS = 14;

const startDetails = Compile(VirtualAccountStartDetailsSchema);

function problemsOf(details: unknown, now: Date): FieldError[] {
  const fields = [...startDetails.Errors(details)].map((error) => ({
    field: `/details${error.instancePath}`,
    message: error.message,
  }));
  if (fields.length > 0 || !startDetails.Check(details)) return fields;
  const due = Date.parse(details.dueDate);
  if (due <= now.getTime())
    return [{ field: '/details/dueDate', message: 'must be in the future' }];
  if (due > now.getTime() + MAX_DEPOSIT_DAYS * 86_400_000) {
    return [
      { field: '/details/dueDate', message: `must be at most ${MAX_DEPOSIT_DAYS} days ahead` },
    ];
  }
  return [];
}

/** A number nobody else's payment has: random, so a shopper cannot guess another's account. */
async function freeAccountNumber(context: StartContext): Promise<string> {
  for (;;) {
    const number = Array.from({ length: ACCOUNT_DIGITS }, () => randomInt(10)).join('');
    if (!number.startsWith('0') && !(await findVirtualAccount(context.db, number))) return number;
  }
}

/**
 * Opens a virtual account for the payment at one of the sandbox's banks, until the service's
 * deadline: the payment waits PENDING for a deposit of exactly its amount (the sandbox's deposit
 * call or bank page), and expires at the deadline.
 */
export async function issueVirtualAccount(context: StartContext): Promise<PaymentStart> {
  const { db, request, paymentId, now, windows } = context;
  const fields = problemsOf(request.details ?? {}, now);
  if (fields.length > 0 || !startDetails.Check(request.details)) {
    return { outcome: 'invalid', fields };
  }
  const bank = KOREAN_BANKS[randomInt(KOREAN_BANKS.length)] ?? KOREAN_BANKS[0];
  if (!bank) throw new Error('The sandbox knows no Korean bank');
  const accountNumber = await freeAccountNumber(context);
  await insertVirtualAccount(
    db,
    { accountNumber, paymentId, bankCode: bank.code },
    now.toISOString(),
  );
  // The service's deadline, cut to SHOPPER_STEP_TIMEOUT_S when that is set.
  const dueDate = windows.cut(new Date(request.details.dueDate).toISOString(), now);
  const details: VirtualAccountDetails = {
    bankCode: bank.code,
    bankName: bank.korean,
    accountNumber,
    beneficiaryName: request.details.beneficiaryName,
    reference: request.details.reference,
    dueDate,
  };
  // Still unpaid at its due date, it is refused as EXPIRED (payments/expiry.ts).
  return { outcome: 'start', status: 'PENDING', details, expiresAt: dueDate };
}
