import { describe, expect, it } from 'vitest';
import { canMove } from './linkStateMachine';
import { startTestApp } from '../testing/testApp';

describe('the link state machine', () => {
  it('lets exactly one of 50 concurrent attempts move a link', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT'),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
  });

  it('lets one of two competing outcomes win, never both', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    const [consumed, released] = await Promise.all([
      t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'CONSUMED'),
      t.services.linkStates.move(uuid, 'PROCESSING_PAYMENT', 'VALID'),
    ]);
    expect([consumed, released].filter(Boolean)).toHaveLength(1);
  });

  it('knows only the transitions of DESIGN.md', async () => {
    expect(canMove('VALID', 'PROCESSING_PAYMENT')).toBe(true);
    expect(canMove('PROCESSING_PAYMENT', 'VALID')).toBe(true);
    expect(canMove('CONSUMED', 'VALID')).toBe(false);
    expect(canMove('EXPIRED', 'VALID')).toBe(false);
    expect(canMove('VALID', 'CONSUMED')).toBe(false);
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await expect(t.services.linkStates.move(uuid, 'VALID', 'CONSUMED')).rejects.toThrow(
      /never moves/,
    );
  });
});
