import { afterEach, describe, expect, it, vi } from 'vitest';

const CONFIG = {
  baseUrl: 'https://api.test',
  appOrigin: 'https://pay.test',
  gppBaseUrl: 'https://gw.test',
};

// Each test gets a fresh module: the config is remembered for the page's lifetime.
async function freshLoader() {
  vi.resetModules();
  return (await import('./runtimeConfig')).loadRuntimeConfig;
}

describe('runtime config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched from /config.json past every cache, once per page load', async () => {
    const fetchMock = vi.fn(async () => Response.json(CONFIG));
    vi.stubGlobal('fetch', fetchMock);
    const loadRuntimeConfig = await freshLoader();
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('is fetched again after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(Response.json(CONFIG));
    vi.stubGlobal('fetch', fetchMock);
    const loadRuntimeConfig = await freshLoader();
    await expect(loadRuntimeConfig()).rejects.toThrow('503');
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
  });

  it('rejects a config without the three urls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ baseUrl: 'https://api.test' })),
    );
    const loadRuntimeConfig = await freshLoader();
    await expect(loadRuntimeConfig()).rejects.toThrow('lacks');
  });
});
