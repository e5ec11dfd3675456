import Type from 'typebox';
import { LinkStatusSchema } from '../linkStatus';
import { TransactionStatusSchema } from '../merchantApi';
import { TransactionIdSchema } from '../payments';
import { UuidSchema } from '../uuid';
import { CUSTOMER_NAME_MAX_LENGTH, CUSTOMER_NAME_PATTERN } from './paymentSlipRules';

/**
 * The payment slip (SPEC §2, §3, §7; decision record 0023): the shopper asks for a slip, pays it
 * by bank transfer from their own bank, and the payment arrives later. The gateway issues the
 * account the transfer goes to (a virtual IBAN per slip, kept only there) and the structured
 * creditor reference (ISO 11649) that names the payment.
 */

const CustomerNameSchema = Type.String({
  minLength: 1,
  maxLength: CUSTOMER_NAME_MAX_LENGTH,
  pattern: CUSTOMER_NAME_PATTERN,
  description: 'SPEC §3 "customer name": the payer named on the slip (SPEC §5 name rules)',
});

const CreditorReferenceSchema = Type.String({
  pattern: '^RF[0-9]{2}[A-Z0-9]{1,21}$',
  description: 'SPEC §3 "reference number": ISO 11649 structured creditor reference, no spaces',
});

// ---- Public API (page → service) ----

export const PaymentSlipLinkParamsSchema = Type.Object({ uuid: UuidSchema });

export const PaymentSlipParamsSchema = Type.Object({
  uuid: UuidSchema,
  transactionId: TransactionIdSchema,
});

/** POST /public/payment-slip/payment-link/{uuid} (with an Idempotency-Key header). */
export const CreatePaymentSlipBodySchema = Type.Object(
  { customerName: CustomerNameSchema },
  { additionalProperties: false },
);
export type CreatePaymentSlipBody = Type.Static<typeof CreatePaymentSlipBodySchema>;

/** Who the transfer goes to (SPEC §3's recipient): the merchant's creditor name and address. */
export const SlipCreditorSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 70 }),
  address: Type.Optional(Type.String({ maxLength: 140 })),
});

/**
 * The slip, as GET …/transaction/{transactionId} shows it (after POST issued it): everything
 * the shopper needs to pay it (and the page to draw its QR code, barcode and PDF), and how the
 * payment stands. The full IBAN is read from the provider each time, never stored by the service.
 */
export const PaymentSlipResponseSchema = Type.Object({
  transactionId: Type.String(),
  status: TransactionStatusSchema,
  /** PROCESSING_PAYMENT while the slip waits; CONSUMED once paid; VALID again after a refusal. */
  linkStatus: LinkStatusSchema,
  customerName: Type.String(),
  amount: Type.Integer({ description: 'Minor units (cents)' }),
  currency: Type.Literal('EUR'),
  creditor: SlipCreditorSchema,
  iban: Type.String({ pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' }),
  bic: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{8}([A-Z0-9]{3})?$' })),
  creditorReference: CreditorReferenceSchema,
  /** The transfer must have arrived by then; afterwards the slip is refused (EXPIRED). */
  dueDate: Type.String({ format: 'date-time' }),
  refusalReason: Type.Optional(Type.String()),
});
export type PaymentSlipResponse = Type.Static<typeof PaymentSlipResponseSchema>;

/**
 * POST's answer: the slip is issued, and named. Its account (the IBAN) is read with GET …/
 * transaction/{transactionId} from the provider each time, so that not even the stored answer
 * of an idempotent request holds it (DESIGN.md: no full IBAN outside the gateway).
 */
export const PaymentSlipIssuedResponseSchema = Type.Object({
  transactionId: Type.String(),
  status: TransactionStatusSchema,
  linkStatus: LinkStatusSchema,
  customerName: Type.String(),
  creditorReference: CreditorReferenceSchema,
  dueDate: Type.String({ format: 'date-time' }),
});
export type PaymentSlipIssuedResponse = Type.Static<typeof PaymentSlipIssuedResponseSchema>;

// ---- Gateway API (service → gateway) ----

/** A PAYMENT_SLIP payment's details in POST /v1/payments: who pays whom, and by when. */
export const PaymentSlipStartDetailsSchema = Type.Object(
  {
    customerName: CustomerNameSchema,
    creditorName: Type.String({ minLength: 1, maxLength: 70 }),
    dueDate: Type.String({ format: 'date-time' }),
    /** paymentSettings.paymentSlip.processingOption, lowercased when the link says so. */
    processingOption: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type PaymentSlipStartDetails = Type.Static<typeof PaymentSlipStartDetailsSchema>;

/**
 * What the gateway tells about a slip in the payment's details (and so the service keeps and the
 * merchant sees): never the full IBAN, only its masked form.
 */
export const PaymentSlipDetailsSchema = Type.Object({
  customerName: Type.String(),
  creditorName: Type.String(),
  creditorReference: CreditorReferenceSchema,
  maskedIban: Type.String(),
  dueDate: Type.String({ format: 'date-time' }),
  processingOption: Type.Optional(Type.String()),
  /** When the transfer arrived (SUCCESS). */
  receivedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type PaymentSlipDetails = Type.Static<typeof PaymentSlipDetailsSchema>;

/** GET /v1/payment-slips/{paymentId}: the account to pay into, in full, from the gateway only. */
export const GatewayPaymentSlipSchema = Type.Object({
  paymentId: Type.String(),
  iban: Type.String(),
  bic: Type.Optional(Type.String()),
  creditorReference: CreditorReferenceSchema,
  dueDate: Type.String({ format: 'date-time' }),
});
export type GatewayPaymentSlip = Type.Static<typeof GatewayPaymentSlipSchema>;
