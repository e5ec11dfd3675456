import type { ErrorCode, FieldError } from '@paypage/contract/errors';

/** The one error type handlers throw; the error handler turns it into the ErrorResponse body. */
export class Problem extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new Problem(404, 'NOT_FOUND', what);

export const invalidInput = (fields: FieldError[]) =>
  new Problem(400, 'VALIDATION_FAILED', 'The request has invalid fields', fields);
