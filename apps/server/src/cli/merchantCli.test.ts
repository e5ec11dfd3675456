import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { buildServices } from '../services';

const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

describe('npm run merchant --', () => {
  // Seven CLI processes, each compiling TypeScript on start: minutes on a loaded machine.
  it('creates a merchant, rotates keys, changes settings with an audit trail, and refuses bad settings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paypage-merchant-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir };
    const merchant = async (...args: string[]) =>
      (
        await run(process.execPath, ['--import', 'tsx', 'src/cli/merchantCli.ts', ...args], {
          cwd: serverDir,
          env,
        })
      ).stdout;

    const created = JSON.parse(
      await merchant(
        'create',
        '--name',
        'CLI Shop',
        '--webhook-url',
        'https://cli-shop.example/hooks',
        '--frame-origins',
        'https://cli-shop.example,http://localhost:*',
        '--theme',
        'primary=#112233,error=#aa0000',
        '--dark-theme',
        'background=#101418',
        '--creditor-name',
        'CLI Shop GmbH',
        '--creditor-id',
        'DE98ZZZ09999999999',
        '--default-locale',
        'de_DE',
      ),
    );
    expect(created).toMatchObject({
      name: 'CLI Shop',
      hasWebhookSecret: true,
      theme: { primary: '#112233', error: '#aa0000' },
      darkTheme: { background: '#101418' },
      creditor: { creditorId: 'DE98ZZZ09999999999', address: null },
    });
    const oldKey = JSON.parse(await merchant('keys', 'issue', created.id, '--label', 'old'));
    const newKey = JSON.parse(await merchant('keys', 'issue', created.id, '--label', 'new'));
    await merchant('keys', 'revoke', created.id, oldKey.id);
    await merchant(
      'set',
      created.id,
      '--return-url-timer',
      '20',
      '--offered-methods',
      'CARD,sepa_dd',
      '--clear',
      'webhookUrl',
    );
    const secret = JSON.parse(await merchant('rotate-webhook-secret', created.id));
    expect(secret.webhookSecret).toMatch(/^whsec_/);

    const db = openDatabase({ dataDir });
    const services = buildServices(db);
    expect(await services.merchants.findByApiKey(oldKey.key)).toBeUndefined();
    expect(await services.merchants.findByApiKey(newKey.key)).toMatchObject({
      returnUrlTimer: 20,
      offeredMethods: ['CARD', 'SEPA_DD'],
    });
    await db.destroy();

    const changes = JSON.parse(await merchant('changes', created.id)) as {
      actor: string;
      field: string;
    }[];
    expect(changes.every((change) => change.actor.startsWith('cli:'))).toBe(true);
    expect(changes.map((change) => change.field)).toEqual(
      expect.arrayContaining([
        'returnUrlTimer',
        'offeredMethods',
        'webhookUrl',
        'webhookSecret',
        'apiKeys',
        'creditor',
      ]),
    );
    expect(JSON.stringify(changes)).not.toContain(secret.webhookSecret);

    await expect(
      merchant(
        'set',
        created.id,
        '--webhook-url',
        'http://cli-shop.example/hooks',
        '--frame-origins',
        'cli-shop.example',
      ),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /body\.webhookUrl: must be https[\s\S]*body\.frameAncestors\.0/,
      ),
    });
    await expect(merchant('set', created.id, '--theme', 'primary=red')).rejects.toMatchObject({
      stderr: expect.stringContaining('/theme/primary'),
    });
  }, 240_000);
});
