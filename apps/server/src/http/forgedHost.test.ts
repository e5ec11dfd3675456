import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { fakeGateway } from '../testing/fakeGateway';
import { accepted, startTestApp } from '../testing/testApp';

// Issue 25: without APP_ORIGIN (the demo), a start sent with a forged Host (and an Origin to
// match) had the gateway store a return URL at the forger's site; whoever later approved that
// payment was sent there (303 Location: http://evil.example/…). Only names the service trusts
// may reach an address it stores or hands to the gateway.

const PAYER = { firstName: 'Ana', lastName: 'Example', email: 'ana@example.com' };

async function trustlyApp() {
  const fake = fakeGateway({
    startOther: () => ({
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: '/hosted/approve/gp_1' },
    }),
  });
  const t = await startTestApp({ port: 8080 }, { gateway: fake.gateway });
  const startAt = async (host: string, origin?: string) => {
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const answer = await t.inject({
      method: 'POST',
      url: `/public/trustly/payment-link/${uuid}`,
      headers: { host, ...(origin ? { origin } : {}), [IDEMPOTENCY_HEADER]: `forged-${uuid}` },
      payload: { ...accepted(), ...PAYER },
    });
    expect(answer.statusCode).toBe(200);
    const handed = fake.calls.payments.at(-1);
    return { returnUrl: String(handed?.returnUrl), redirectUrl: String(answer.json().redirectUrl) };
  };
  return { t, fake, startAt };
}

describe('a forged Host never reaches an address the service stores (issue 25)', () => {
  it('hands the gateway a return URL on the service, not on the forged host', async () => {
    const { startAt } = await trustlyApp();
    for (const [host, origin] of [
      ['evil.example', 'http://evil.example'],
      ['evil.example:8080', undefined],
      ['localhost.evil.example', 'http://localhost.evil.example'],
    ] as const) {
      const { returnUrl, redirectUrl } = await startAt(host, origin);
      expect(new URL(returnUrl).origin, host).toBe('http://localhost:8080');
      expect(new URL(redirectUrl).hostname, host).toBe('localhost');
    }
  });

  it('still comes back to the name the demo was opened at: localhost, 127.0.0.1, [::1]', async () => {
    const { startAt } = await trustlyApp();
    for (const [host, expected] of [
      ['localhost:8080', 'http://localhost:8080'],
      ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
      ['[::1]:8080', 'http://[::1]:8080'],
    ] as const) {
      const { returnUrl } = await startAt(host, expected);
      expect(new URL(returnUrl).origin, host).toBe(expected);
    }
  });

  it('names shopper links and card sessions on the service too', async () => {
    const { t, fake } = await trustlyApp();
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { host: 'evil.example', authorization: `Bearer ${t.apiKey}` },
      payload: { amount: 1000, currency: 'EUR', paymentMethods: ['CARD'] },
    });
    expect(new URL(created.json().url).origin).toBe('http://localhost:8080');
    const session = await t.inject({
      method: 'POST',
      url: `/public/card/payment-link/${created.json().uuid}`,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: accepted(),
    });
    expect(session.statusCode).toBe(200);
    expect(fake.calls.sessions.at(-1)?.allowedOrigin).toBe('http://localhost:8080');
  });
});
