import Type from 'typebox';

/** The errorCode values the APIs answer with; the first three are SPEC §8's 409 codes. */
export const ERROR_CODES = [
  'PAYMENT_LINK_INVALIDATED',
  'PAYMENT_LINK_EXPIRED',
  'PAYMENT_LINK_CONSUMED',
  'PAYMENT_LINK_PROCESSING',
  'PAYMENT_LINK_NOT_FOUND',
  'ASSET_NOT_FOUND',
  'TRANSACTION_NOT_FOUND',
  /** A link with no payment yet (GET …/latest-payment). */
  'PAYMENT_NOT_FOUND',
  /** A payment still open that can no longer be stopped, not decided yet (a bank confirming). */
  'PAYMENT_NOT_CANCELLABLE',
  'PAYMENT_METHOD_NOT_OFFERED',
  'CHARGE_NOT_FOUND',
  'CHARGE_STATE_CONFLICT',
  'AMOUNT_EXCEEDS_REMAINING',
  /** Capture or void of a link's payment that is not AUTHORIZED (decision record 0039). */
  'PAYMENT_NOT_AUTHORIZED',
  /** Refund of a link's payment whose money was not taken, or is given back in full. */
  'PAYMENT_NOT_REFUNDABLE',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** The console (issue 22): a wrong email or password, told apart from nothing else. */
  'INVALID_CREDENTIALS',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  /** Sign-in refused for a while after too many failures (Retry-After says how long). */
  'TOO_MANY_ATTEMPTS',
  /** A call with the session cookie without its CSRF token, or from another origin. */
  'CSRF_REJECTED',
  /** The merchant's last admin cannot be removed or demoted. */
  'LAST_ADMIN',
  /** An invitation that does not exist, was used, expired or was withdrawn. */
  'INVITATION_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_KEY_REUSED',
  'INVALID_SIGNATURE',
  'GATEWAY_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const ErrorCodeSchema = Type.Enum(ERROR_CODES);
export type ErrorCode = Type.Static<typeof ErrorCodeSchema>;

export const FieldErrorSchema = Type.Object({
  field: Type.String({ description: 'JSON pointer or header/param name of the failing input' }),
  message: Type.String(),
});
export type FieldError = Type.Static<typeof FieldErrorSchema>;

export const ErrorResponseSchema = Type.Object({
  statusCode: Type.Integer(),
  errorCode: ErrorCodeSchema,
  message: Type.String(),
  fields: Type.Optional(Type.Array(FieldErrorSchema)),
});
export type ErrorResponse = Type.Static<typeof ErrorResponseSchema>;

/** SPEC §8: a link that cannot be paid any more answers 409 with one of these codes. */
export const LINK_CONFLICT_CODES = [
  'PAYMENT_LINK_INVALIDATED',
  'PAYMENT_LINK_EXPIRED',
  'PAYMENT_LINK_CONSUMED',
  'PAYMENT_LINK_PROCESSING',
] as const satisfies readonly ErrorCode[];
