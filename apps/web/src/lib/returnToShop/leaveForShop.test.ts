import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForShop, RECORD_TIMEOUT_MS } from './leaveForShop';
import { openInTopWindow } from './openInTopWindow';

vi.mock('./openInTopWindow', () => ({ openInTopWindow: vi.fn() }));

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const SHOP = { url: 'https://shop.example/done', redirectTo: 'returnUrl' } as const;
const CONFIG = { baseUrl: 'https://api.test/', appOrigin: 'x', gppBaseUrl: 'y' };

function stubApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/config.json' ? Response.json(CONFIG) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('leaveForShop', () => {
  beforeEach(() => {
    vi.mocked(openInTopWindow).mockClear();
    window.history.replaceState(null, '', `/uuid/${UUID}/success`);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('records the redirect with the source header, then goes to the shop', async () => {
    const order: string[] = [];
    const fetchMock = stubApi(async () => {
      order.push('recorded');
      return Response.json({ id: 'e1', recordedAt: 'now' }, { status: 201 });
    });
    vi.mocked(openInTopWindow).mockImplementation(() => void order.push('left'));
    await leaveForShop(UUID, SHOP);
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(String(url)).toBe(`https://api.test/public/payment-link/uuid/${UUID}/user-redirect`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(SHOP);
    expect(new Headers(init?.headers).get('x-paypage-source')).toBe('paypage-web/success/v5.0');
    expect(order).toEqual(['recorded', 'left']);
    expect(openInTopWindow).toHaveBeenCalledWith(SHOP.url);
  });

  it('goes anyway, with a warning, when the service refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(async () => Response.json({ errorCode: 'INVALID_INPUT' }, { status: 400 }));
    await leaveForShop(UUID, SHOP);
    expect(openInTopWindow).toHaveBeenCalledWith(SHOP.url);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('goes anyway when the network fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await leaveForShop(UUID, SHOP);
    expect(openInTopWindow).toHaveBeenCalledWith(SHOP.url);
  });

  it(`waits at most ${RECORD_TIMEOUT_MS} ms for the service`, async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => new Promise<Response>(() => undefined));
    const leaving = leaveForShop(UUID, SHOP);
    await vi.advanceTimersByTimeAsync(RECORD_TIMEOUT_MS - 1);
    expect(openInTopWindow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await leaving;
    expect(openInTopWindow).toHaveBeenCalledWith(SHOP.url);
    expect(warn).toHaveBeenCalledOnce();
  });
});
