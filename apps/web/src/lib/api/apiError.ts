import type { ErrorCode } from '@paypage/contract/errors';

/** NETWORK_FAILURE_STATUS: no HTTP answer at all (offline, CORS, config missing). */
export const NETWORK_FAILURE_STATUS = 0;

/** Every failed call of the API client becomes one of these, so screens switch on data only. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | undefined;

  constructor(status: number, errorCode?: ErrorCode, options?: { cause?: unknown }) {
    super(`API call failed with ${status}${errorCode ? ` ${errorCode}` : ''}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const CONFLICT_STATUS = 409;

/** A 409: the link itself is in the way (paid, expired, invalidated or being paid; SPEC §8). */
export function isConflict(error: unknown): error is ApiError {
  return isApiError(error) && error.status === CONFLICT_STATUS;
}
