import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { CreateConsoleUserBody } from '@paypage/contract/consoleSession';
import { readServerConfig } from '../config';
import { consoleStore } from '../console/consoleStore';
import { newConsoleUser } from '../console/newConsoleUser';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { Problem } from '../http/problem';
import { merchantAccounts } from '../merchants/merchantAccounts';
import { merchantsRepository } from '../merchants/merchantsRepository';
import { settingChangesRepository } from '../merchants/settingChangesRepository';
import { presentMerchant } from '../operator/presentMerchant';
import { generateOperatorKey, operatorKeysRepository } from '../operator/operatorKeysRepository';
import { SETTING_OPTIONS, settingsFrom } from './merchantSettingsOptions';

const USAGE = `Usage: npm run merchant -- <command>
  create --name NAME [settings]          a merchant (prints it)
  list [--after ID] | show MERCHANT_ID   merchants (1000 a page) and their settings
  set MERCHANT_ID [settings]             change settings (audited; no restart needed)
  changes MERCHANT_ID                    who changed what, when
  keys issue MERCHANT_ID [--label L]     a new API key (shown once)
  keys list MERCHANT_ID | keys revoke MERCHANT_ID KEY_ID
  rotate-webhook-secret MERCHANT_ID      a new signing secret (shown once)
  add-user MERCHANT_ID --email E --name N --role admin|developer|support|finance [--password P]
                                         a console user; without a password an invitation URL
  operator-key create --name NAME | operator-key list | operator-key revoke KEY_ID
Settings:
${Object.entries(SETTING_OPTIONS)
  .map(([option, help]) => `  --${option.padEnd(20)} ${help}`)
  .join('\n')}`;

const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));

async function run(db: Db, args: string[], values: Record<string, string | undefined>) {
  // Audit rows name the person at the keyboard.
  const actor = `cli:${userInfo().username}`;
  const accounts = merchantAccounts(db);
  const merchants = merchantsRepository(db);
  const [command, sub, ...rest] = args;
  const required = (value: string | undefined, what: string) => {
    if (!value) throw new Error(`${what} is missing\n\n${USAGE}`);
    return value;
  };
  switch (command) {
    case 'create':
      return print(
        presentMerchant(
          await accounts.create(
            { ...settingsFrom(values), name: required(values.name, '--name') },
            actor,
          ),
        ),
      );
    case 'list':
      return print((await merchants.list(1000, values.after)).map(presentMerchant));
    case 'show': {
      const merchant = await merchants.findById(required(sub, 'MERCHANT_ID'));
      if (!merchant) throw new Error('No merchant has this id');
      return print(presentMerchant(merchant));
    }
    case 'set':
      return print(
        presentMerchant(
          await accounts.update(required(sub, 'MERCHANT_ID'), settingsFrom(values), actor),
        ),
      );
    case 'changes':
      return print(
        await settingChangesRepository(db).listForMerchant(required(sub, 'MERCHANT_ID')),
      );
    case 'rotate-webhook-secret':
      return print({
        webhookSecret: await accounts.rotateWebhookSecret(required(sub, 'MERCHANT_ID'), actor),
      });
    case 'add-user': {
      const origin =
        readServerConfig().appOrigins[0] ?? `http://localhost:${readServerConfig().port}`;
      const merchantId = required(sub, 'MERCHANT_ID');
      if (!(await merchants.findById(merchantId))) throw new Error('No merchant has this id');
      const { email, name, role, password } = values;
      const body = { email, name, role, ...(password === undefined ? {} : { password }) };
      return print(
        await newConsoleUser(consoleStore(db), merchantId, body as CreateConsoleUserBody, {
          origin,
          actor: { kind: 'operator', id: actor, label: actor },
        }),
      );
    }
    case 'keys': {
      const merchantId = required(rest[0], 'MERCHANT_ID');
      if (sub === 'issue')
        return print(await accounts.issueApiKey(merchantId, values.label ?? null, actor));
      if (sub === 'list') return print(await merchants.listApiKeys(merchantId));
      if (sub === 'revoke')
        return accounts.revokeApiKey(merchantId, required(rest[1], 'KEY_ID'), actor);
      break;
    }
    case 'operator-key': {
      const keys = operatorKeysRepository(db);
      if (sub === 'create') {
        const key = generateOperatorKey();
        return print({ ...(await keys.add(required(values.name, '--name'), key)), key });
      }
      if (sub === 'list') return print(await keys.list());
      if (sub === 'revoke' && !(await keys.revoke(required(rest[0], 'KEY_ID'))))
        throw new Error('No live operator key has this id');
      if (sub === 'revoke') return;
      break;
    }
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      [...Object.keys(SETTING_OPTIONS), 'label', 'after', 'email', 'role', 'password'].map(
        (name) => [name, { type: 'string' as const }],
      ),
    ),
  });
  const config = readServerConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    await run(db, positionals, values as Record<string, string | undefined>);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof Problem) {
    const fields = (error.fields ?? []).map((f) => `  ${f.field}: ${f.message}`).join('\n');
    console.error(`${error.message}${fields ? `:\n${fields}` : ''}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
