import type { ErrorCode, FieldError } from '@paypage/contract/errors';

/** The one error type handlers throw; the error handler turns it into the ErrorResponse body. */
export class Problem extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
  ) {
    // A refusal (4xx) is answered and logged by its code, never with a stack, so none is
    // collected for it: that was 1.6 % of the route fuzzing's CPU, nearly every refusal being
    // a Problem. A 5xx keeps its stack for the log (errorHandler.ts).
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}

export const notFound = (what = 'Not found') => new Problem(404, 'NOT_FOUND', what);

export const invalidInput = (fields: FieldError[]) =>
  new Problem(400, 'VALIDATION_FAILED', 'The request has invalid fields', fields);
