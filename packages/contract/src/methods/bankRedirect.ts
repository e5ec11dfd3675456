import Type from 'typebox';
import { PlainText } from '../plainText';
import {
  EMAIL_PATTERN,
  TRUSTLY_EMAIL_MAX_LENGTH,
  TRUSTLY_NAME_MAX_LENGTH,
} from './bankRedirectConstants';

/**
 * The methods that send the shopper to a bank and back: direct bank transfer (request to pay),
 * Trustly, pay by bank and account to pay (SPEC §7). Each starts with one POST that answers
 * where the shopper's bank is; docs/decisions/0019.
 */

/**
 * SPEC §3's redirect response: the absolute address of the bank's page, and the payment's id
 * (our transaction id: the page asks how it stands and records its events with it).
 */
export const RedirectResponseSchema = Type.Object({
  redirectUrl: Type.String({ format: 'uri', maxLength: 2048 }),
  paymentUuid: Type.String({ pattern: '^tx_[A-Za-z0-9_-]{8,64}$' }),
});
export type RedirectResponse = Type.Static<typeof RedirectResponseSchema>;

/** At least one character that is not a space (a name of blanks is no name), and plain text. */
const name = PlainText({ minLength: 1, maxLength: TRUSTLY_NAME_MAX_LENGTH, notBlank: true });

/**
 * POST /public/trustly/payment-link/{uuid} (SPEC §2 "Trustly form", §5): first name and last
 * name 1 to 50 characters, email 1 to 70. The same fields go to the provider.
 */
export const TrustlyPaymentBodySchema = Type.Object(
  {
    firstName: name,
    lastName: name,
    email: Type.String({
      minLength: 3,
      maxLength: TRUSTLY_EMAIL_MAX_LENGTH,
      pattern: EMAIL_PATTERN,
    }),
  },
  { additionalProperties: false },
);
export type TrustlyPaymentBody = Type.Static<typeof TrustlyPaymentBodySchema>;

/**
 * What the bank tells about a decided payment (MethodDetails of the payment, for the merchant):
 * the bank and the payer's account, masked. Never a full account number.
 */
export const BankPaymentDetailsSchema = Type.Object({
  bankName: Type.Optional(Type.String({ maxLength: 100 })),
  accountHolder: Type.Optional(Type.String({ maxLength: 100 })),
  /** The payer's IBAN or account number, all but its last four characters masked. */
  maskedAccount: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Z]{0,2}[*0-9 ]+$' })),
  /** Trustly: the bank has yet to confirm the transfer (PENDING until it does). */
  bankConfirmation: Type.Optional(Type.Enum(['PENDING', 'CONFIRMED', 'REJECTED'] as const)),
});
export type BankPaymentDetails = Type.Static<typeof BankPaymentDetailsSchema>;
