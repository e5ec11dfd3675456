import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import type { FakeAnswer, SeenCall } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import type { ApiKey, WebhookDelivery } from './developersApi';

const KEYS: ApiKey[] = [
  {
    id: 'key_shop1',
    name: 'Shop backend',
    prefix: 'pp_live_ab',
    createdAt: '2026-11-01T10:00:00Z',
    revokedAt: null,
  },
  {
    id: 'key_old1',
    name: '<script>alert(1)</script>',
    prefix: 'pp_live_cd',
    createdAt: '2026-10-01T10:00:00Z',
    revokedAt: '2026-10-20T10:00:00Z',
  },
];

const DELIVERY: WebhookDelivery = {
  id: 'evt_failed1',
  type: 'payment_link.consumed',
  state: 'FAILED',
  attempts: 2,
  nextAttemptAt: null,
  deliveredAt: null,
  lastError: 'HTTP 500',
  createdAt: '2026-11-27T09:00:00Z',
  history: [
    { attemptedAt: '2026-11-27T09:00:01Z', statusCode: 500, error: 'HTTP 500' },
    { attemptedAt: '2026-11-27T09:01:01Z', statusCode: null, error: 'timeout' },
  ],
};

type Routes = Record<string, FakeAnswer | ((call: SeenCall) => FakeAnswer)>;

function developersService(overrides: Routes = {}, role: 'admin' | 'developer' = 'developer') {
  return fakeService({
    'GET /api/console/v1/session': { body: sessionAs(role) },
    'GET /api/v1/api-keys': { body: { apiKeys: KEYS } },
    'GET /api/v1/webhooks/endpoint': {
      body: { url: 'https://shop.example/hooks', hasSecret: true },
    },
    'GET /api/v1/webhooks/deliveries': { body: { deliveries: [DELIVERY] } },
    ...overrides,
  });
}

async function openDevelopers() {
  renderConsole('/console/developers');
  await screen.findByRole('heading', { level: 1, name: 'Developers' });
  return userEvent.setup();
}

describe('the developers screen', () => {
  it('lists the API keys by name and prefix, names as text, revoked ones without a button', async () => {
    developersService();
    await openDevelopers();
    const row = (await screen.findByText('Shop backend')).closest('tr') as HTMLElement;
    expect(screen.getByRole('table', { name: 'API keys' })).toContainElement(row);
    expect(within(row).getByText('pp_live_ab…')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const revokedRow = screen.getByText('<script>alert(1)</script>').closest('tr') as HTMLElement;
    expect(within(revokedRow).getByText(/^Revoked on/)).toBeInTheDocument();
    expect(within(revokedRow).queryByRole('button')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('creates a key and shows it once with a copy button and a warning', async () => {
    const { calls } = developersService({
      'POST /api/v1/api-keys': {
        status: 201,
        body: { ...KEYS[0], id: 'key_new1', name: 'CRM', key: 'pp_live_secret_123' },
      },
    });
    const user = await openDevelopers();
    await user.type(await screen.findByLabelText('Name of the new key'), 'CRM');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('textbox', { name: 'Your new API key “CRM”' });
    expect(shown).toHaveValue('pp_live_secret_123');
    expect(shown).toHaveFocus();
    expect(screen.getByText(/It is shown only this once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event puts its own clipboard in place: what was copied can be read back.
    expect(await navigator.clipboard.readText()).toBe('pp_live_secret_123');
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toEqual({ name: 'CRM' });
    expect(create?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue('pp_live_secret_123')).toBeNull();
    expect(screen.getByLabelText('Name of the new key')).toBeInTheDocument();
  });

  it('shows the service’s complaint about the name beside the field', async () => {
    developersService({
      'POST /api/v1/api-keys': problem(400, 'VALIDATION_FAILED', 'invalid', {
        fields: [{ field: 'body.name', message: 'must not contain control characters' }],
      }),
    });
    const user = await openDevelopers();
    await user.type(await screen.findByLabelText('Name of the new key'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('Name of the new key')).toHaveAccessibleDescription(
      expect.stringContaining('must not contain control characters'),
    );
  });

  it('revokes a key only after the confirmation, with the CSRF token', async () => {
    const { calls } = developersService({
      'DELETE /api/v1/api-keys/key_shop1': { status: 204 },
    });
    const user = await openDevelopers();
    await user.click(await screen.findByRole('button', { name: 'Revoke the key Shop backend' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the key “Shop backend”?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const revoke = calls.find((call) => call.method === 'DELETE');
    expect(revoke?.path).toBe('/api/v1/api-keys/key_shop1');
    expect(revoke?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    // The list is read again after the revoke answers: waited for, not assumed done.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v1/api-keys')).toHaveLength(2),
    );
  });

  it('shows a refusal inside the confirmation dialog', async () => {
    developersService({
      'DELETE /api/v1/api-keys/key_shop1': problem(403, 'FORBIDDEN'),
    });
    const user = await openDevelopers();
    await user.click(await screen.findByRole('button', { name: 'Revoke the key Shop backend' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your role does not allow this.',
    );
  });

  it('saves the webhook URL, empties it to stop webhooks, and shows a field error', async () => {
    const { calls } = developersService({
      'PUT /api/v1/webhooks/endpoint': ({ body }) => {
        const url = (body as { url: string | null }).url;
        return url === 'ftp://nope'
          ? problem(400, 'VALIDATION_FAILED', 'invalid', {
              fields: [{ field: 'body.url', message: 'must be an https URL' }],
            })
          : { body: { url, hasSecret: true } };
      },
    });
    const user = await openDevelopers();
    const field = await screen.findByLabelText('Webhook URL');
    expect(field).toHaveValue('https://shop.example/hooks');
    await user.clear(field);
    await user.type(field, 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText('must be an https URL')).toBeInTheDocument();
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByText('No webhooks are sent any more.')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([{ url: 'ftp://nope' }, { url: null }]);
  });

  it('shows the secret made with the first URL once; no test event without a URL', async () => {
    developersService({
      'GET /api/v1/webhooks/endpoint': { body: { url: null, hasSecret: false } },
      'PUT /api/v1/webhooks/endpoint': {
        body: { url: 'https://shop.example/hooks', hasSecret: true, webhookSecret: 'whsec_first' },
      },
    });
    const user = await openDevelopers();
    expect(await screen.findByText('There is no signing secret yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await user.type(screen.getByLabelText('Webhook URL'), 'https://shop.example/hooks');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await screen.findByRole('textbox', { name: 'Your new signing secret' })).toHaveValue(
      'whsec_first',
    );
    expect(screen.getByText('The webhook URL is saved.')).toBeInTheDocument();
  });

  it('replaces the signing secret after a confirmation and shows the new one once', async () => {
    const { calls } = developersService({
      'POST /api/v1/webhooks/secret': { status: 201, body: { webhookSecret: 'whsec_new' } },
    });
    const user = await openDevelopers();
    await user.click(await screen.findByRole('button', { name: 'Replace secret' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace secret' }));
    expect(await screen.findByRole('textbox', { name: 'Your new signing secret' })).toHaveValue(
      'whsec_new',
    );
    expect(calls.filter((call) => call.path === '/api/v1/webhooks/secret')).toHaveLength(1);
  });

  it('sends a test event and shows it in the deliveries', async () => {
    let tested = false;
    const { calls } = developersService({
      'POST /api/v1/webhooks/test': () => {
        tested = true;
        return { status: 202, body: { id: 'evt_test1', state: 'PENDING' } };
      },
      'GET /api/v1/webhooks/deliveries': () => ({
        body: {
          deliveries: tested
            ? [
                {
                  ...DELIVERY,
                  id: 'evt_test1',
                  type: 'webhook.test',
                  state: 'PENDING',
                  attempts: 0,
                  history: [],
                  lastError: null,
                },
                DELIVERY,
              ]
            : [DELIVERY],
        },
      }),
    });
    const user = await openDevelopers();
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event evt_test1 is on its way.')).toBeInTheDocument();
    const row = (await screen.findByText('evt_test1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Not tried yet')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/webhooks/test')?.method).toBe('POST');
  });

  it('lists deliveries with status, attempts and answers, and sends one again', async () => {
    const { calls } = developersService({
      'POST /api/v1/webhooks/deliveries/evt_failed1/redeliver': {
        status: 202,
        body: { id: 'evt_failed1', state: 'PENDING' },
      },
    });
    const user = await openDevelopers();
    const row = (await screen.findByText('evt_failed1')).closest('tr') as HTMLElement;
    expect(screen.getByRole('table', { name: 'Webhook deliveries' })).toContainElement(row);
    expect(within(row).getByText('payment_link.consumed')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText(/: 500; .*: no response$/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Send event evt_failed1 again' }));
    expect(await screen.findByText('Event evt_failed1 will be sent again.')).toBeInTheDocument();
    const redeliver = calls.find((call) => call.path.endsWith('/redeliver'));
    expect(redeliver?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('tells a role without the permission so and calls nothing', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('support') },
    });
    await openDevelopers();
    expect(screen.getByText('Your role does not allow this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/console/v1/session']);
  });

  it('shows the service’s 403 when the role changed meanwhile', async () => {
    developersService({
      'GET /api/v1/api-keys': problem(403, 'FORBIDDEN'),
      'GET /api/v1/webhooks/endpoint': problem(403, 'FORBIDDEN'),
      'GET /api/v1/webhooks/deliveries': problem(403, 'FORBIDDEN'),
    });
    await openDevelopers();
    expect(await screen.findAllByText('Your role does not allow this.')).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    developersService();
    await openDevelopers();
    await screen.findByText('evt_failed1');
    await screen.findByLabelText('Webhook URL');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
