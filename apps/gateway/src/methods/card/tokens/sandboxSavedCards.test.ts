import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { SANDBOX_CARD_HOLDER, SANDBOX_SAVED_CARDS } from '@paypage/contract/sandboxTestCards';
import { ensureSandboxSavedCards } from './sandboxSavedCards';
import { findCard } from './cardsRepository';
import { payByCard } from '../../../testing/cardHelpers';
import { startTestGateway } from '../../../testing/testGateway';
import type { TestGateway } from '../../../testing/testGateway';

describe('card tokens the sandbox always knows', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  it('exist once however often the gateway starts, without a card number', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    await ensureSandboxSavedCards(gateway.db, now);
    await ensureSandboxSavedCards(gateway.db, new Date('2026-11-23T10:00:00Z'));
    for (const saved of SANDBOX_SAVED_CARDS) {
      const card = await findCard(gateway.db, saved.token);
      expect(card).toMatchObject({
        brand: 'VISA',
        firstDigits: saved.number.slice(0, 6),
        lastDigits: saved.number.slice(-4),
        holder: SANDBOX_CARD_HOLDER,
        expiryMonth: 12,
        expiryYear: 2029,
      });
      expect(JSON.stringify(card)).not.toContain(saved.number);
    }
    const rows = await gateway.db.selectFrom('cards').select('token').execute();
    expect(rows).toHaveLength(SANDBOX_SAVED_CARDS.length);
  });

  it('pay as their test card does: 4242 at once, 3220 after a challenge', async () => {
    await ensureSandboxSavedCards(gateway.db, new Date());
    const frictionless = await payByCard(gateway, 'ct_sandbox_visa_4242');
    expect((frictionless.json() as GatewayPayment).status).toBe('SUCCESS');
    const challenged = await payByCard(gateway, 'ct_sandbox_visa_challenge_3220');
    const payment = challenged.json() as GatewayPayment;
    expect(payment.status).toBe('PENDING');
    expect(payment.action?.type).toBe('challenge');
  });
});
