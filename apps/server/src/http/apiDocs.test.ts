import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@paypage/contract/auditActions';
import { startTestApp, type TestApp } from '../testing/testApp';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  info: { license?: { name?: string } };
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation, named as a log names a request: "POST /api/v1/payment-links". */
function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([verb, op]) => ({
      name: `${verb.toUpperCase()} ${path}`,
      path,
      op,
    })),
  );
}

/**
 * Who may call a path: the merchant's key, the operator's key, or no key at all — the shopper's
 * page (the link's uuid is its capability), browsers' CSP reports, and the gateway's webhooks,
 * which prove themselves by their HMAC signature rather than a key a client could be given.
 */
function keyFor(path: string, name: string): Record<string, string[]>[] {
  // The console's sign-in and invitation are for people without a session yet.
  if (name === 'POST /api/console/v1/session' || name === 'POST /api/console/v1/invitations/accept')
    return [];
  if (path.startsWith('/api/console/')) return [{ consoleSession: [] }];
  if (path.startsWith('/api/operator/')) return [{ operatorKey: [] }];
  if (path.startsWith('/api/')) return [{ apiKey: [] }];
  return [];
}

describe('the OpenAPI document', () => {
  // One app for the three checks: building one takes seconds, and none of them changes it.
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await startTestApp({}, { shared: true });
    await t.app.ready();
    document = t.app.swagger() as unknown as OpenApiDocument;
  });
  afterAll(async () => {
    await t.app.close();
    await t.db.destroy();
  });

  it('names every operation with its own camelCase operationId, for generated clients', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(50);
    const unnamed = operations.filter(
      ({ op }) => !/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? ''),
    );
    expect(unnamed.map(({ name }) => name)).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("declares every operation's key, and `security: []` where none is asked", () => {
    const operations = operationsOf(document);
    const wrong = operations
      .filter(
        ({ path, name, op }) => JSON.stringify(op.security) !== JSON.stringify(keyFor(path, name)),
      )
      .map(({ name, op }) => `${name}: ${JSON.stringify(op.security)}`);
    expect(wrong).toEqual([]);
    const open = operations.filter(({ op }) => op.security?.length === 0).map(({ name }) => name);
    expect(open).toEqual(
      expect.arrayContaining([
        'GET /public/payment-link/uuid/{uuid}',
        'POST /csp-reports',
        'POST /webhooks/gateway',
      ]),
    );
  });

  it("names every action the audit log can record in the contract's list, which the console words", () => {
    // The audit trail logs each merchant call that changed something under its operationId:
    // every unsafe call of the merchant API and the console. The operator's user CLI and API
    // also record the new user on the merchant's behalf (newConsoleUser).
    const recorded = operationsOf(document)
      .filter(
        ({ name, path }) =>
          !/^(GET|HEAD|OPTIONS) /.test(name) &&
          path.startsWith('/api/') &&
          !path.startsWith('/api/operator/'),
      )
      .map(({ op }) => op.operationId);
    expect(recorded).toContain('createPaymentLink');
    expect([...AUDIT_ACTIONS].sort()).toEqual([...recorded, 'createConsoleUser'].sort());
  });

  it('states the licence the repository is under', () => {
    expect(document.info.license).toEqual({ name: 'Proprietary' });
  });
});
