import { describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../idempotency/idempotentRoutes';
import { charge, newKey, startChargeApp, webhookTypes } from '../testing/chargeHelpers';

describe('merchant API charges: one Idempotency-Key, one charge', () => {
  it('answers a replay of the same key with the stored answer and calls the provider once', async () => {
    const { t, fake, assets } = await startChargeApp();
    const key = newKey();
    const first = await charge(t, { assetId: assets.card }, key);
    const replay = await charge(t, { assetId: assets.card }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(fake.calls.createPayment).toBe(1);
    expect(await t.db.selectFrom('charges').select('id').execute()).toHaveLength(1);
    expect(await webhookTypes(t)).toEqual(['charge.succeeded']);
  });

  it('makes one charge of concurrent requests with one key; the others hear 409', async () => {
    const { t, fake, assets } = await startChargeApp({ delayMs: 150 });
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => charge(t, { assetId: assets.card }, key)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        errorCode: 'IDEMPOTENCY_KEY_IN_USE',
        fields: [{ field: 'headers.idempotency-key' }],
      });
    }
    expect(fake.calls.createPayment).toBe(1);
    expect(await t.db.selectFrom('charges').select('id').execute()).toHaveLength(1);
  });

  it('refuses the same key with another payload with 422, charging nothing more', async () => {
    const { t, fake, assets } = await startChargeApp();
    const key = newKey();
    await charge(t, { assetId: assets.card, amount: 990 }, key);
    const other = await charge(t, { assetId: assets.card, amount: 9900 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      fields: [{ field: 'headers.idempotency-key' }],
    });
    expect(fake.calls.createPayment).toBe(1);
  });

  it('keeps two merchants apart when they pick the same key', async () => {
    const { t, fake, assets } = await startChargeApp();
    const key = 'order-1001-shared';
    const ours = await charge(t, { assetId: assets.card }, key);
    const theirs = await charge(t, { assetId: assets.card }, key, t.otherApiKey);
    expect(ours.statusCode).toBe(201);
    // The other merchant's request is its own: its asset check answers, not our stored charge.
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(fake.calls.createPayment).toBe(1);
  });

  it('makes separate charges for separate keys (a monthly charge is a new key each month)', async () => {
    const { t, fake, assets } = await startChargeApp();
    const may = await charge(t, { assetId: assets.card }, 'sub-7-2026-05');
    const june = await charge(t, { assetId: assets.card }, 'sub-7-2026-06');
    expect(may.json().id).not.toBe(june.json().id);
    expect(fake.calls.createPayment).toBe(2);
  });
});
