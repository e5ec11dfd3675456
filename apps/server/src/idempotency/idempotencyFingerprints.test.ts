import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { buildServerApp, type ServerApp } from '../app';
import { openDatabase } from '../db/database';
import { mandateBody, postMandate, sepaApp, sepaLinkBody } from '../testing/sepaHelpers';
import type { TestApp } from '../testing/testApp';

// Issue 25: the idempotency store kept an unsalted SHA-256 of each money-moving body. A SEPA
// mandate's body holds an IBAN, and the IBANs of one bank are few enough to try them all: with
// the database alone, the full IBAN came back. Bodies are now fingerprinted with a keyed HMAC.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const others: ServerApp[] = [];
afterEach(async () => {
  for (const { app, services } of others.splice(0)) {
    await app.close();
    await services.db.destroy();
  }
});

async function storedFingerprints(t: TestApp): Promise<string[]> {
  const rows = await t.db.selectFrom('idempotency_keys').select('request_hash').execute();
  return rows.map((row) => row.request_hash);
}

describe('idempotency fingerprints hold no digest of a body (issue 25)', () => {
  it('stores no plain digest of a mandate body, and still replays it and refuses another body', async () => {
    const { t } = await sepaApp();
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'shopper-1' }));
    const body = mandateBody(uuid);
    const first = await postMandate(t, body, { key: 'mandate-key-0001' });
    expect(first.statusCode).toBe(201);

    const fingerprints = await storedFingerprints(t);
    expect(fingerprints).toHaveLength(1);
    const [stored = ''] = fingerprints;
    // Whatever the serialisation, the body's own digest is nowhere in what is stored.
    for (const text of [JSON.stringify(body), JSON.stringify(body, null, 0), body.iban]) {
      expect(stored).not.toContain(sha256(text));
    }
    expect(stored).not.toContain(body.iban.replaceAll(' ', ''));
    // Nothing recomputes it without the key: not the digest under another key, nor none.
    expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);

    const replay = await postMandate(t, body, { key: 'mandate-key-0001' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const other = await postMandate(t, mandateBody(uuid, { accountHolder: 'Bea Example' }), {
      key: 'mandate-key-0001',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('depends on the configured key: another key makes another fingerprint of one body', async () => {
    const { t } = await sepaApp();
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'shopper-3' }));
    const body = mandateBody(uuid);
    const fingerprints: string[] = [];
    for (const [index, secret] of [
      'first-idempotency-secret-0123456789abcdef',
      'other-idempotency-secret-0123456789abcdef',
    ].entries()) {
      const instance = await buildServerApp(
        { ...t.config, idempotencySecret: secret },
        openDatabase(t.config),
        { gateway: t.gateway },
      );
      others.push(instance);
      const key = `mandate-key-100${index}`;
      const answer = await instance.app.inject({
        method: 'POST',
        url: `/public/sepa/merchant/${t.merchant.id}/mandate`,
        headers: { [IDEMPOTENCY_HEADER]: key },
        payload: body,
      });
      expect(answer.statusCode).toBe(201);
      const row = await t.db
        .selectFrom('idempotency_keys')
        .select('request_hash')
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      fingerprints.push(row.request_hash);
    }
    expect(fingerprints[0]).not.toBe(fingerprints[1]);
  });

  it('re-keys the plain digests stored before, and they still replay and refuse as they did', async () => {
    const { t } = await sepaApp();
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'shopper-2' }));
    const body = mandateBody(uuid);
    const scope = `POST /public/sepa/merchant/${t.merchant.id}/mandate`;
    const legacy = sha256(JSON.stringify(body));
    const answer = JSON.stringify({ uuid, sepaMandateReference: 'MNDT-OLD' });
    await t.db
      .insertInto('idempotency_keys')
      .values({
        scope,
        idempotency_key: 'mandate-key-old1',
        request_hash: legacy,
        response_status: 200,
        response_body: answer,
        created_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      })
      .execute();

    // An instance that starts after the change (as a deploy does) re-keys them before serving.
    const next = await buildServerApp(t.config, openDatabase(t.config), { gateway: t.gateway });
    others.push(next);
    await next.app.ready();
    const [stored = ''] = await storedFingerprints(t);
    expect(stored).not.toContain(legacy);
    expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);

    const send = (payload: object) =>
      next.app.inject({
        method: 'POST',
        url: `/public/sepa/merchant/${t.merchant.id}/mandate`,
        headers: { [IDEMPOTENCY_HEADER]: 'mandate-key-old1' },
        payload,
      });
    const replay = await send(body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(answer);
    expect((await send(mandateBody(uuid, { accountHolder: 'Bea Example' }))).statusCode).toBe(422);
  });
});
