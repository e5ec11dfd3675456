import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

const REQUIRED = {
  GATEWAY_API_KEY: 'api-key-0123456789abcdef',
  GATEWAY_WEBHOOK_SECRET: 'secret-0123456789abcdef',
};

describe('loadGatewayConfig', () => {
  it('fills in the defaults', () => {
    const config = loadGatewayConfig(REQUIRED);
    expect(config).toEqual({
      port: 8081,
      host: '127.0.0.1',
      apiKey: REQUIRED.GATEWAY_API_KEY,
      webhookSecret: REQUIRED.GATEWAY_WEBHOOK_SECRET,
      serverWebhookUrl: 'http://127.0.0.1:8080/webhooks/gateway',
      dataDir: join(process.cwd(), 'data'),
      // Unset: the page's host name at the gateway's port (hosted/publicAddress.ts).
      publicBaseUrl: undefined,
      logLevel: 'info',
      // Unset: each shopper step keeps its real provider's window.
      shopperStepTimeoutS: undefined,
    });
    expect(isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadGatewayConfig({
      ...REQUIRED,
      GATEWAY_PORT: '9090',
      HOST: '0.0.0.0',
      SERVER_WEBHOOK_URL: 'https://pay.example/webhooks/gateway',
      DATA_DIR: '/var/lib/paypage',
      GPP_BASE_URL: 'https://gateway.example/',
      LOG_LEVEL: 'warn',
      SHOPPER_STEP_TIMEOUT_S: '30',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      serverWebhookUrl: 'https://pay.example/webhooks/gateway',
      dataDir: '/var/lib/paypage',
      publicBaseUrl: 'https://gateway.example',
      logLevel: 'warn',
      shopperStepTimeoutS: 30,
    });
  });

  it('requires both secrets and does not echo them', () => {
    expect(() => loadGatewayConfig({})).toThrow(/GATEWAY_API_KEY.*GATEWAY_WEBHOOK_SECRET/);
    const short = { GATEWAY_API_KEY: 'short-key', GATEWAY_WEBHOOK_SECRET: 'tiny-secret' };
    expect(() => loadGatewayConfig(short)).toThrow(/at least 16/);
    try {
      loadGatewayConfig(short);
    } catch (error) {
      expect(String(error)).not.toContain('short-key');
      expect(String(error)).not.toContain('tiny-secret');
    }
  });

  it.each([
    ['GATEWAY_PORT', 'eighty'],
    ['GATEWAY_PORT', '70000'],
    ['SERVER_WEBHOOK_URL', 'ftp://example.com/hook'],
    ['GPP_BASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['SHOPPER_STEP_TIMEOUT_S', '0'],
    ['SHOPPER_STEP_TIMEOUT_S', '1.5'],
    ['SHOPPER_STEP_TIMEOUT_S', '-5'],
    ['SHOPPER_STEP_TIMEOUT_S', 'ten'],
    ['SHOPPER_STEP_TIMEOUT_S', '86401'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadGatewayConfig({ ...REQUIRED, [name]: value })).toThrow(name);
  });
});
