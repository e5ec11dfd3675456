import type { ErrorCode } from '@paypage/contract/errors';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { ApiError, NETWORK_FAILURE_STATUS } from './apiError';
import { sourceHeader } from './sourceHeader';

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The page the call is made for, when it is not the one in the address: a method's page reads
   * what it opens with while the shopper is still on the landing page (lib/api/openingReads).
   */
  source?: string;
}

async function errorCodeOf(response: Response): Promise<ErrorCode | undefined> {
  try {
    const body = (await response.json()) as { errorCode?: unknown };
    return typeof body.errorCode === 'string' ? (body.errorCode as ErrorCode) : undefined;
  } catch {
    // A proxy's HTML error page or an empty body still has a status worth reporting.
    return undefined;
  }
}

/**
 * Where a call goes: relative to the page when the API shares its origin (the service's default,
 * baseUrl "/"), so the page works at whatever name it is served from; else the API's origin.
 */
export function apiAddress(baseUrl: string, path: string): string {
  const base = new URL(baseUrl || '/', window.location.href);
  const prefix = base.pathname.replace(/\/+$/, '');
  const origin = base.origin === window.location.origin ? '' : base.origin;
  return `${origin}${prefix}${path}`;
}

/** The one fetch of the page: base url from the runtime config, source header on every call. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    const { baseUrl } = await loadRuntimeConfig();
    const headers = new Headers({ accept: 'application/json', ...options.headers });
    headers.set(...sourceHeader(options.source));
    if (options.body !== undefined) headers.set('content-type', 'application/json');
    response = await fetch(apiAddress(baseUrl, path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (cause) {
    throw new ApiError(NETWORK_FAILURE_STATUS, undefined, { cause });
  }
  if (!response.ok) throw new ApiError(response.status, await errorCodeOf(response));
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new ApiError(response.status, undefined, { cause });
  }
}
