import Type from 'typebox';
import { TransactionStatusSchema } from '../merchantApi';
import { NETBANKING_BANK_CODES } from './netbankingBanks';
import { UPI_ID_MAX_LENGTH, UPI_ID_PATTERN } from './upiId';

/**
 * The Indian methods' public calls (SPEC §7): netbanking and PhonePe share one,
 * POST /public/{netbanking|phonepe}/payment-link/{uuid}/transaction with the paymentMethod, and
 * UPI and UPI QR share POST /public/upi/payment-link/{uuid}/transaction. Every Indian page takes
 * the payer's email and phone (SPEC §2), which Indian payment providers ask for.
 */

/** A phone number in E.164: '+', the country calling code and the national number. */
export const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';

const Contact = {
  email: Type.String({
    minLength: 3,
    maxLength: 254,
    pattern: '^[^\\s@]{1,64}@[^\\s@.]+(\\.[^\\s@.]+)+$',
  }),
  phone: Type.String({ pattern: E164_PATTERN, description: 'E.164, e.g. +919876543210' }),
};

export const BankOrWalletBodySchema = Type.Object(
  {
    paymentMethod: Type.Enum(['NETBANKING', 'PHONEPE'] as const),
    ...Contact,
    /** Netbanking only: the bank's code (netbankingBanks.ts). */
    bank: Type.Optional(Type.Enum(NETBANKING_BANK_CODES)),
  },
  { additionalProperties: false },
);
export type BankOrWalletBody = Type.Static<typeof BankOrWalletBodySchema>;

export const UpiBodySchema = Type.Object(
  {
    /** UPI: a collect request to the payer's UPI ID; UPIQRCODE: a QR code to scan. */
    paymentMethod: Type.Enum(['UPI', 'UPIQRCODE'] as const),
    ...Contact,
    /** UPI only: the payer's UPI ID (name@handle, no spaces; SPEC §5). */
    upiId: Type.Optional(Type.String({ maxLength: UPI_ID_MAX_LENGTH, pattern: UPI_ID_PATTERN })),
  },
  { additionalProperties: false },
);
export type UpiBody = Type.Static<typeof UpiBodySchema>;

/** A payment that now waits for the payer elsewhere: at their bank, in an app, or for a scan. */
export const WaitingPaymentResponseSchema = Type.Object({
  transactionId: Type.String(),
  status: TransactionStatusSchema,
  /** Where the browser goes next: the bank's or PhonePe's page. */
  redirectUrl: Type.Optional(Type.String()),
  /** When the provider gives up on it (a collect request's or a QR code's expiry). */
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type WaitingPaymentResponse = Type.Static<typeof WaitingPaymentResponseSchema>;
