import type { FastifyRequest } from 'fastify';
import type { ErrorCode, FieldError } from '@paypage/contract/errors';

/**
 * Every 4xx names the input at fault. Handlers that know it say so; for the rest the error code
 * tells which input it was, taken from the first of these the request actually has.
 */
const CANDIDATES: Partial<Record<ErrorCode, readonly string[]>> = {
  UNAUTHORIZED: ['headers.authorization'],
  FORBIDDEN: ['headers.authorization'],
  INVALID_CREDENTIALS: ['body.password'],
  TOTP_REQUIRED: ['body.totpCode'],
  TOTP_INVALID: ['body.totpCode', 'body.code'],
  TOO_MANY_ATTEMPTS: ['body.email'],
  CSRF_REJECTED: ['headers.x-csrf-token'],
  LAST_ADMIN: ['params.userId'],
  INVITATION_INVALID: ['body.token', 'params.invitationId'],
  INVALID_SIGNATURE: ['headers.paypage-signature'],
  UNSUPPORTED_MEDIA_TYPE: ['headers.content-type'],
  PAYLOAD_TOO_LARGE: ['body'],
  IDEMPOTENCY_KEY_IN_USE: ['headers.idempotency-key'],
  IDEMPOTENCY_KEY_REUSED: ['headers.idempotency-key'],
  ASSET_NOT_FOUND: [
    'params.assetId',
    'body.assetId',
    'body.id',
    'body.payment.asset.id',
    'body.payment.asset',
  ],
  TRANSACTION_NOT_FOUND: ['params.transactionId', 'params.id'],
  PAYMENT_NOT_FOUND: ['params.uuid'],
  PAYMENT_NOT_CANCELLABLE: ['params.transactionId'],
  CHARGE_NOT_FOUND: ['params.chargeId'],
  CHARGE_STATE_CONFLICT: ['params.chargeId'],
  AMOUNT_EXCEEDS_REMAINING: ['body.amount', 'body'],
  PAYMENT_NOT_AUTHORIZED: ['params.transactionId'],
  PAYMENT_NOT_REFUNDABLE: ['params.transactionId'],
  PAYMENT_LINK_INVALIDATED: ['params.uuid', 'body.paymentLinkId'],
  PAYMENT_LINK_EXPIRED: ['params.uuid', 'body.paymentLinkId'],
  PAYMENT_LINK_CONSUMED: ['params.uuid', 'body.paymentLinkId'],
  PAYMENT_LINK_PROCESSING: ['params.uuid', 'body.paymentLinkId'],
  PAYMENT_LINK_NOT_FOUND: ['params.uuid', 'body.paymentLinkId'],
  PAYMENT_METHOD_NOT_OFFERED: ['params.uuid', 'body.paymentMethod'],
  VALIDATION_FAILED: ['body'],
};

function has(request: FastifyRequest, path: string): boolean {
  const [root, ...rest] = path.split('.');
  // A missing header is the failing field all the same.
  if (root === 'headers') return true;
  let value: unknown =
    root === 'headers'
      ? request.headers
      : root === 'params'
        ? request.params
        : root === 'body'
          ? request.body
          : undefined;
  if (root === 'body' && rest.length === 0) return true;
  for (const key of rest) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== undefined || rest.length === 0;
}

function mostSpecificParam(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (!params || typeof params !== 'object') return undefined;
  const names = Object.keys(params).filter((name) => name !== '*');
  const last = names.at(-1);
  return last && `params.${last}`;
}

export function defaultFailingFields(
  errorCode: ErrorCode,
  message: string,
  request: FastifyRequest,
): FieldError[] {
  const field =
    CANDIDATES[errorCode]?.find((candidate) => has(request, candidate)) ??
    (errorCode === 'NOT_FOUND'
      ? request.is404
        ? 'url'
        : mostSpecificParam(request)
      : undefined) ??
    'request';
  return [{ field, message }];
}
