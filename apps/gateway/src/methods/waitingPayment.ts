import type { FieldError } from '@paypage/contract/errors';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import { E164_PATTERN } from '@paypage/contract/methods/indianPayments';
import type { TSchema } from 'typebox';
import Type from 'typebox';
import Value from 'typebox/value';

/**
 * What the methods whose payments wait for the payer (at a bank, in an app, for a scan) check
 * alike: their details against their schema, and the expiry the service asks for.
 */

/** No payment waits longer than a day; a UPI collect request could, a page should not. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

export const PayerContact = {
  email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' }),
  phone: Type.String({ pattern: E164_PATTERN }),
};

export const PayeeName = Type.String({ minLength: 1, maxLength: 99 });
export const ExpiresAt = Type.String({ format: 'date-time' });

/** The request's details as the method's schema reads them, or its fields' problems. */
export function checkDetails<T>(
  schema: TSchema,
  details: MethodDetails | undefined,
): { ok: true; details: T } | { ok: false; fields: FieldError[] } {
  const value = details ?? {};
  const errors = [...Value.Errors(schema, value)].filter((e) => e.keyword !== 'boolean');
  if (errors.length === 0) return { ok: true, details: value as T };
  return {
    ok: false,
    fields: errors.map((error) => ({
      field: `/details${error.instancePath}`,
      message:
        error.keyword === 'additionalProperties'
          ? `must not have ${JSON.stringify(error.params)}`
          : error.message,
    })),
  };
}

/** The expiry must lie ahead, and within a day. */
export function expiryProblems(expiresAt: string, now: Date): FieldError[] {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at) || at <= now.getTime()) {
    return [{ field: '/details/expiresAt', message: 'must be in the future' }];
  }
  if (at - now.getTime() > LONGEST_WAIT_MS) {
    return [{ field: '/details/expiresAt', message: 'must be within 24 hours' }];
  }
  return [];
}

/** The method takes only this currency (UPI and its QR: INR; PromptPay: THB). */
export function currencyProblems(currency: string, wanted: string): FieldError[] {
  return currency === wanted ? [] : [{ field: '/currency', message: `must be ${wanted}` }];
}
