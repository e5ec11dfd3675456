import { describe, expect, it } from 'vitest';
import { DEMO_IDEMPOTENCY_SECRET, readServerConfig } from './config';

const BASE = { GATEWAY_WEBHOOK_SECRET: 'secret-0123456789abcdef' };

describe('the service configuration', () => {
  it('needs no addresses: the page is served, and calls its API, at whatever origin', () => {
    const config = readServerConfig({ ...BASE, PORT: '9080', GATEWAY_PORT: '9081' });
    expect(config).toMatchObject({
      baseUrl: undefined,
      appOrigins: [],
      gppBaseUrl: undefined,
      gatewayPort: 9081,
    });
  });

  it('reads one page origin or several, each reduced to its origin', () => {
    const config = readServerConfig({
      ...BASE,
      APP_ORIGIN: 'https://pay.shop.example/, https://checkout.shop.example:8443',
      BASE_URL: 'https://api.shop.example/v1/',
      GPP_BASE_URL: 'https://gateway.example/',
    });
    expect(config.appOrigins).toEqual([
      'https://pay.shop.example',
      'https://checkout.shop.example:8443',
    ]);
    expect(config.baseUrl).toBe('https://api.shop.example/v1');
    expect(config.gppBaseUrl).toBe('https://gateway.example');
  });

  it('takes a path as the API on the page’s own origin', () => {
    expect(readServerConfig({ ...BASE, BASE_URL: '/' }).baseUrl).toBe('/');
    expect(readServerConfig({ ...BASE, BASE_URL: '/pay/' }).baseUrl).toBe('/pay');
  });

  it.each([
    ['APP_ORIGIN', 'pay.shop.example'],
    ['BASE_URL', 'ftp://api.example'],
    ['GPP_BASE_URL', 'not a url'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readServerConfig({ ...BASE, [name]: value })).toThrow(name);
  });

  it('requires APP_ORIGIN in production, where the Host header must not decide', () => {
    const production = {
      NODE_ENV: 'production',
      GATEWAY_API_KEY: 'key-0123456789abcdef',
      GATEWAY_WEBHOOK_SECRET: 'secret-0123456789abcdef',
      IDEMPOTENCY_SECRET: 'idempotency-secret-0123456789abcdef',
    };
    expect(() => readServerConfig(production)).toThrow('APP_ORIGIN');
    expect(readServerConfig({ ...production, APP_ORIGIN: 'https://pay.example' }).production).toBe(
      true,
    );
  });

  it('requires its own fingerprint key in production; the demo runs on a public one', () => {
    const production = {
      NODE_ENV: 'production',
      GATEWAY_API_KEY: 'key-0123456789abcdef',
      GATEWAY_WEBHOOK_SECRET: 'secret-0123456789abcdef',
      APP_ORIGIN: 'https://pay.example',
    };
    expect(() => readServerConfig(production)).toThrow('IDEMPOTENCY_SECRET is required');
    const secret = 'idempotency-secret-0123456789abcdef';
    expect(readServerConfig({ ...production, IDEMPOTENCY_SECRET: secret }).idempotencySecret).toBe(
      secret,
    );
    expect(() => readServerConfig({ ...BASE, IDEMPOTENCY_SECRET: 'short' })).toThrow(
      'at least 32 characters',
    );
    expect(readServerConfig(BASE).idempotencySecret).toBe(DEMO_IDEMPOTENCY_SECRET);
  });

  it('finds the first-paint renderer beside the built page, unless told where', () => {
    expect(readServerConfig({ ...BASE, WEB_DIST_DIR: '/srv/page/dist' }).webRenderDir).toBe(
      '/srv/page/dist-render',
    );
    // An empty variable, as an environment file may leave it, means unset.
    expect(
      readServerConfig({ ...BASE, WEB_DIST_DIR: '/srv/page/dist', WEB_RENDER_DIR: '' })
        .webRenderDir,
    ).toBe('/srv/page/dist-render');
    expect(readServerConfig({ ...BASE, WEB_RENDER_DIR: '/srv/render' }).webRenderDir).toBe(
      '/srv/render',
    );
  });
});
