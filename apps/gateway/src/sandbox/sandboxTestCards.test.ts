import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import { escapeHtml } from '../hosted/html';
import { startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

describe('sandbox home page: cards', () => {
  let gateway: TestGateway;
  let html: string;
  beforeAll(async () => {
    gateway = await startTestGateway();
    html = (await gateway.app.inject({ url: '/' })).body;
  });
  afterAll(() => gateway.close());

  it('lists every test card, grouped as printed, with its brand, outcome and description', () => {
    expect(html).toContain('<h2 id="test-cards">Test cards</h2>');
    // Grouped with no-break spaces, so a number never wraps in its cell.
    expect(html).toContain('<th scope="row"><code>4242\u00a04242\u00a04242\u00a04242</code></th>');
    expect(html).toContain('<th scope="row"><code>3782\u00a0822463\u00a010005</code></th>');
    for (const card of TEST_CARDS) {
      expect(html).toContain(
        `<td>${card.brand}</td><td><code>${card.outcome}</code></td><td>${escapeHtml(card.description)}</td>`,
      );
    }
  });

  it('says that any future expiry and any CVC work, and what the challenge code is', () => {
    expect(html).toContain(
      'any future expiry date (MM/YY), any CVC (3 digits, 4 for American Express)',
    );
    expect(html).toContain('accepts the code 1234');
  });

  it('lists the card routes and the hosted pages', () => {
    for (const route of [
      '/v1/card-sessions',
      '/v1/payments/{id}/three-d-secure',
      '/hosted/card-form?token={token}',
      '/hosted/card-sessions/{token}/cards',
      '/3ds/method',
      '/3ds/method-notification',
      '/3ds/challenge',
      '/3ds/challenge/{acsTransID}',
    ]) {
      expect(html).toContain(`<th scope="row"><code>${escapeHtml(route)}</code></th>`);
    }
  });
});
