import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureExpiry, GATEWAY_ORIGIN, openCardSession } from '../testing/cardHelpers';
import { startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

/** Every letter percent-encoded: what the router decodes back into the same token. */
const percentEncoded = (text: string) =>
  [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

interface LogLine {
  msg?: string;
  req?: { url?: string; method?: string };
}

describe('gateway request logs', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const linesSince = (start: number): LogLine[] =>
    gateway
      .logs()
      .slice(start)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  it('never write a card-form session token, however the address spells it', async () => {
    const { token } = await openCardSession(gateway);
    const secret = token.slice('cs_'.length);
    const start = gateway.logs().length;
    const card = { number: '4111111111111111', expiry: futureExpiry(), cvc: '123', holder: 'A' };
    const answers = await Promise.all([
      gateway.app.inject({ url: `/hosted/card-form?token=${token}` }),
      gateway.app.inject({ url: `/hosted/card-form?lang=en&%74oken=${percentEncoded(token)}` }),
      gateway.app.inject({
        method: 'POST',
        url: `/hosted/card-sessions/${token}/cards`,
        headers: { origin: GATEWAY_ORIGIN },
        payload: card,
      }),
      gateway.app.inject({
        method: 'POST',
        url: `/hosted/card-sessions/${percentEncoded(token)}/cards`,
        headers: { origin: GATEWAY_ORIGIN },
        payload: card,
      }),
      // No route matches: the token is still no one's business.
      gateway.app.inject({ url: `/hosted/card-sessions/${token}/elsewhere?token=${token}` }),
    ]);
    // Behaviour unchanged: the form and the tokenising answer as before.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 201, 201, 404]);

    const requests = linesSince(start).filter((line) => line.msg === 'incoming request');
    expect(requests.map((line) => line.req?.url)).toEqual([
      '/hosted/card-form?token=[redacted]',
      '/hosted/card-form?lang=en&token=[redacted]',
      '/hosted/card-sessions/[redacted]/cards',
      '/hosted/card-sessions/[redacted]/cards',
      '/hosted/card-sessions/[redacted]/elsewhere?token=[redacted]',
    ]);
    const everything = decodeURIComponent(gateway.logs().slice(start));
    expect(everything).not.toContain(secret);
  });

  it('keep other addresses as they were asked for', async () => {
    const start = gateway.logs().length;
    await gateway.app.inject({ url: '/hosted/assets/cardForm.css?v=abc' });
    const [line] = linesSince(start).filter((entry) => entry.msg === 'incoming request');
    expect(line?.req).toMatchObject({ method: 'GET', url: '/hosted/assets/cardForm.css?v=abc' });
  });
});
