import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_BLOCK_ID } from '@paypage/contract/pageData';

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
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(RUNTIME_CONFIG_BLOCK_ID)?.remove();
  });

  it('is read from the data block of a link’s page, with no fetch at all', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_BLOCK_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.resetModules();
    const { knownRuntimeConfig, loadRuntimeConfig } = await import('./runtimeConfig');
    expect(knownRuntimeConfig()).toEqual(CONFIG);
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched when the data block is not valid', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_BLOCK_ID;
    block.textContent = '{"baseUrl":';
    document.head.append(block);
    const fetchMock = vi.fn(async () => Response.json(CONFIG));
    vi.stubGlobal('fetch', fetchMock);
    const loadRuntimeConfig = await freshLoader();
    expect(await loadRuntimeConfig()).toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

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
