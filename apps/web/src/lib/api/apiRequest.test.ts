import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { apiAddress, apiRequest } from './apiRequest';
import { currentPageSegment } from './sourceHeader';

const BASE_URL = 'https://api.test/prefix/';

function stubApi(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/config.json'
      ? Response.json({
          baseUrl: BASE_URL,
          appOrigin: 'https://pay.test',
          gppBaseUrl: 'https://gw.test',
        })
      : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const lastCall = (fetchMock: ReturnType<typeof stubApi>) => {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(input), headers: new Headers(init?.headers), method: init?.method };
};

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('joins the base url and names the page in the source header', async () => {
    window.history.replaceState(null, '', '/uuid/3f2504e0-4f89-41d3-9a0c-0305e82c3301/card');
    const fetchMock = stubApi(() => Response.json({ ok: true }));
    await expect(apiRequest('/public/thing')).resolves.toEqual({ ok: true });
    const call = lastCall(fetchMock);
    expect(call.url).toBe('https://api.test/prefix/public/thing');
    expect(call.method).toBe('GET');
    expect(call.headers.get('x-paypage-source')).toBe('paypage-web/card/v5.0');
  });

  it('names the page a call is made for when it is not the address’s (a read ahead)', async () => {
    window.history.replaceState(null, '', '/uuid/3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    const fetchMock = stubApi(() => Response.json({ ok: true }));
    await apiRequest('/public/thing', { source: 'sepa-dd' });
    expect(lastCall(fetchMock).headers.get('x-paypage-source')).toBe('paypage-web/sepa-dd/v5.0');
    await apiRequest('/public/thing', { source: 'we ird!' });
    expect(lastCall(fetchMock).headers.get('x-paypage-source')).toBe('paypage-web/weird/v5.0');
  });

  it('turns an error answer into an ApiError with status and errorCode', async () => {
    stubApi(() =>
      Response.json({ statusCode: 409, errorCode: 'PAYMENT_LINK_CONSUMED' }, { status: 409 }),
    );
    const error: unknown = await apiRequest('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errorCode: 'PAYMENT_LINK_CONSUMED' });
  });

  it('keeps the status when the error body is not JSON', async () => {
    stubApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x')).rejects.toMatchObject({ status: 502, errorCode: undefined });
  });

  it('reports a network failure as status 0', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/x')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});

describe('currentPageSegment', () => {
  it.each([
    ['/uuid/abc', undefined],
    ['/uuid/abc/', undefined],
    ['/uuid/abc/card-payment-completed', 'card-payment-completed'],
    ['/uuid/abc/mid/7/success', 'mid'],
    ['/uuid/abc/we%20ird!', 'we20ird'],
    ['/', undefined],
  ])('%s → %s', (pathname, segment) => {
    expect(currentPageSegment(pathname)).toBe(segment);
  });
});

describe('apiAddress', () => {
  it('calls the API relatively when it shares the page’s origin, whatever its name', () => {
    expect(apiAddress('/', '/public/x')).toBe('/public/x');
    expect(apiAddress('', '/public/x')).toBe('/public/x');
    expect(apiAddress(`${window.location.origin}/`, '/public/x')).toBe('/public/x');
    expect(apiAddress(`${window.location.origin}/api/`, '/public/x')).toBe('/api/public/x');
  });

  it('names the API’s origin when it is elsewhere', () => {
    expect(apiAddress('https://api.test/prefix/', '/public/x')).toBe(
      'https://api.test/prefix/public/x',
    );
    expect(apiAddress('https://api.test', '/public/x')).toBe('https://api.test/public/x');
  });
});
