import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { buildServices } from '../services';
import { consoleUrl } from '../testing/consoleHelpers';
import { startTestApp } from '../testing/testApp';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';
const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

/** Each sign-in hashes with scrypt (decision 0038): seconds apiece on a busy two-core machine. */
const SCRYPT_TIME = { timeout: 90_000 };

describe('console users made by the operator', SCRYPT_TIME, () => {
  it('makes a user with a password, or an invitation without one, and refuses a taken address', async () => {
    const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
    const add = (payload: object, merchantId = t.merchant.id) =>
      t.inject({
        method: 'POST',
        url: `/api/operator/v1/merchants/${merchantId}/users`,
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
        payload,
      });
    const withPassword = await add({
      email: 'Owner@Shop.example',
      name: 'Owner',
      role: 'admin',
      password: 'owner passphrase 1',
    });
    expect(withPassword.statusCode).toBe(201);
    expect(withPassword.json()).toMatchObject({
      user: { email: 'Owner@Shop.example', role: 'admin' },
      invitation: null,
    });
    const signIn = await t.inject({
      method: 'POST',
      url: consoleUrl('/session'),
      payload: { email: 'owner@shop.example', password: 'owner passphrase 1' },
    });
    expect(signIn.statusCode).toBe(200);

    const invited = await add({ email: 'dev@shop.example', name: 'Dev', role: 'developer' });
    expect(invited.json()).toMatchObject({
      user: null,
      invitation: {
        invitationUrl: expect.stringMatching(/^http:\/\/localhost\/console\/invitation#/),
      },
    });
    const token = invited.json().invitation.invitationUrl.split('#')[1];
    const accepted = await t.inject({
      method: 'POST',
      url: consoleUrl('/invitations/accept'),
      payload: { token, name: 'Dev', password: 'developer passphrase' },
    });
    expect(accepted.json()).toMatchObject({
      user: { role: 'developer' },
      merchant: { id: t.merchant.id },
    });

    const taken = await add({
      email: 'OWNER@shop.example',
      name: 'Twin',
      role: 'support',
      password: 'another passphrase',
    });
    expect(taken.json()).toMatchObject({ statusCode: 400, fields: [{ field: 'body.email' }] });
    const short = await add({
      email: 'x@shop.example',
      name: 'X',
      role: 'support',
      password: 'short',
    });
    expect(short.json()).toMatchObject({ statusCode: 400, fields: [{ field: 'body.password' }] });
    expect(
      (await add({ email: 'y@shop.example', name: 'Y', role: 'admin' }, 'mer_nobody')).statusCode,
    ).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind'])
      .where('actor_kind', '=', 'operator')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'createConsoleUser', actor_kind: 'operator' },
      { action: 'createInvitation', actor_kind: 'operator' },
    ]);
  });

  it('npm run merchant -- add-user makes one from the command line', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paypage-console-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir };
    const cli = async (...args: string[]) =>
      (
        await run(process.execPath, ['--import', 'tsx', 'src/cli/merchantCli.ts', ...args], {
          cwd: serverDir,
          env,
        })
      ).stdout;
    const merchant = JSON.parse(await cli('create', '--name', 'CLI Shop'));
    const created = JSON.parse(
      await cli(
        'add-user',
        merchant.id,
        '--email',
        'cli@shop.example',
        '--name',
        'Cli Admin',
        '--role',
        'admin',
      ),
    );
    expect(created).toMatchObject({
      user: null,
      invitation: { invitationUrl: expect.stringContaining('/console/invitation#') },
    });
    const db = openDatabase({ dataDir });
    try {
      const open = await buildServices(db).console.invitations.listOpen(merchant.id);
      expect(open).toMatchObject([{ email: 'cli@shop.example', name: 'Cli Admin', role: 'admin' }]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
