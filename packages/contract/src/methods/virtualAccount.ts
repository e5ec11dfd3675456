import Type from 'typebox';
import { CurrencySchema } from '../money';
import { UuidSchema } from '../uuid';

/**
 * Korean virtual account (가상계좌): the provider opens an account number for one payment; the
 * shopper transfers the exact amount to it from any bank by a deadline; the deposit completes
 * the payment, and an account nobody paid into by then expires. docs/decisions/0020.
 */

// ---- Public API (page → service), SPEC §7 ----

export const VirtualAccountParamsSchema = Type.Object({ uuid: UuidSchema });

export const VIRTUAL_ACCOUNT_STATUSES = ['PENDING', 'COMPLETED', 'REFUSED'] as const;

/**
 * POST /public/virtual-account/payment-link/{uuid} (empty body): the account to transfer to.
 * SPEC §2's details (bank name, beneficiary account number, beneficiary name, reference) and
 * the deadline, with the amount to transfer exactly.
 */
export const VirtualAccountResponseSchema = Type.Object({
  transactionId: Type.String(),
  status: Type.Enum(VIRTUAL_ACCOUNT_STATUSES),
  /** The bank's three-digit code of the Korea Financial Telecommunications & Clearings Institute. */
  bankCode: Type.String({ pattern: '^[0-9]{3}$' }),
  /** The bank's name as the provider gives it (Korean). */
  bankName: Type.String(),
  accountNumber: Type.String({ pattern: '^[0-9]{10,16}$' }),
  beneficiaryName: Type.String(),
  reference: Type.String(),
  /** The deposit deadline (ISO date-time): later, the account no longer takes money. */
  dueDate: Type.String({ format: 'date-time' }),
  amount: Type.Integer(),
  currency: CurrencySchema,
});
export type VirtualAccountResponse = Type.Static<typeof VirtualAccountResponseSchema>;

// ---- Gateway API (service → gateway) ----

/** CreateGatewayPaymentBody.details of a virtual-account payment: what the service decides. */
export const VirtualAccountStartDetailsSchema = Type.Object(
  {
    /** The deposit deadline the merchant's side sets (KCP: the VA's expiry date and time). */
    dueDate: Type.String({ format: 'date-time' }),
    /** Shown to the shopper as the account's holder (예금주): the merchant. */
    beneficiaryName: Type.String({ minLength: 1, maxLength: 100 }),
    /** The order's reference, for the shopper to quote (the merchant's, else the payment's). */
    reference: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type VirtualAccountStartDetails = Type.Static<typeof VirtualAccountStartDetailsSchema>;

/**
 * The details of a virtual-account payment as the gateway reports them (MethodDetails): the
 * account, its deadline, and once paid the deposit's time.
 */
export const VirtualAccountDetailsSchema = Type.Object({
  bankCode: Type.String({ pattern: '^[0-9]{3}$' }),
  bankName: Type.String(),
  accountNumber: Type.String({ pattern: '^[0-9]{10,16}$' }),
  beneficiaryName: Type.String(),
  reference: Type.String(),
  dueDate: Type.String({ format: 'date-time' }),
  depositedAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** The name the shopper's bank gave with the transfer (입금자명), when it gave one. */
  depositorName: Type.Optional(Type.String()),
});
export type VirtualAccountDetails = Type.Static<typeof VirtualAccountDetailsSchema>;

/** Sandbox: POST /v1/sandbox/virtual-accounts/{accountNumber}/deposits, a transfer arriving. */
export const SandboxDepositParamsSchema = Type.Object({
  accountNumber: Type.String({ pattern: '^[0-9]{10,16}$' }),
});
export const SandboxDepositBodySchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1 }),
    depositorName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
