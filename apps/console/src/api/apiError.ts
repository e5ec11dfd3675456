/** One failing input of a problem answer: a JSON pointer (`/amount`) or a parameter's name. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A refused or failed call, from the service's problem JSON ({statusCode, errorCode, message,
 * fields}). The code stays a string: the console shows the texts of the codes it knows and the
 * service's own message for the others, so a code added on the server needs no console release.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
    /** Seconds to wait before trying again, from Retry-After (429). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The failing fields' messages by field name: the service names them `body.amount` (a JSON
   * pointer `/body/amount` is read alike), the part before the name removed.
   */
  fieldMessages(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const { field, message } of this.fields) {
      const name = field.replace(/^\/?(body[./])?/, '').split(/[./]/)[0] ?? field;
      byField[name] ??= message;
    }
    return byField;
  }
}

/** Neither an answer nor a problem: the network failed or the answer was not the service's. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
