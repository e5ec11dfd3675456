import { vi } from 'vitest';

/** One call the console made, as the fake service saw it. */
export interface SeenCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (call: SeenCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A stand-in for the service behind fetch: routes as "METHOD /path" (the path without its query)
 * answered by a handler; an unrouted call fails the test with its route named. Every call is
 * kept for the test to check.
 */
export function fakeService(routes: Record<string, Handler | FakeAnswer>) {
  const calls: SeenCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const call: SeenCall = {
      method,
      path: `${url.pathname}${url.search}`,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new Error(`No fake answer for ${method} ${url.pathname}`);
    const answer = typeof route === 'function' ? await route(call) : route;
    const status = answer.status ?? 200;
    return new Response(
      status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body),
      {
        status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function problem(statusCode: number, errorCode: string, message = errorCode, extra = {}) {
  return { status: statusCode, body: { statusCode, errorCode, message, ...extra } };
}
