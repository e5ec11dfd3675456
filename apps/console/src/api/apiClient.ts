import { ApiError, NETWORK_ERROR } from './apiError';

/**
 * The console's one way to call the service: same-origin requests with the session cookie, the
 * session's CSRF token on every unsafe call (the service refuses one without it), JSON both ways,
 * and a problem answer turned into an ApiError. A 401 on any call but the session's own means the
 * session ended (idle, signed out elsewhere): the app goes back to the sign-in screen.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

let csrfToken: string | null = null;
let onSessionEnded: () => void = () => {};

/** Kept from the session the service answered, sent back as X-CSRF-Token. */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** What to do when the service answers 401 to a call made with a session. */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as Idempotency-Key: the service then moves money at most once for a retried call. */
  idempotencyKey?: string;
  /** The session calls themselves: their 401 is an answer (wrong password), not an ended session. */
  sessionCall?: boolean;
  signal?: AbortSignal;
}

function retryAfter(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

async function problemOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status alone tells what happened.
  }
  const problem = (body ?? {}) as { errorCode?: unknown; message?: unknown; fields?: unknown };
  return new ApiError(
    response.status,
    typeof problem.errorCode === 'string' ? problem.errorCode : `HTTP_${response.status}`,
    typeof problem.message === 'string' ? problem.message : response.statusText,
    Array.isArray(problem.fields) ? problem.fields : [],
    retryAfter(response),
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (!SAFE_METHODS.has(method) && csrfToken !== null) headers['X-CSRF-Token'] = csrfToken;
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const problem = await problemOf(response);
    if (response.status === 401 && !options.sessionCall) onSessionEnded();
    throw problem;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
