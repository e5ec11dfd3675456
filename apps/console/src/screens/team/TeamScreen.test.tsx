import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import type { FakeAnswer, SeenCall } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import type { AuditEntry, Invitation, TeamUser } from './teamApi';

const ADA: TeamUser = {
  id: 'usr_1',
  email: 'ada@shop.example',
  name: 'Ada Lovelace',
  role: 'admin',
  totpEnabled: true,
  disabled: false,
  createdAt: '2026-01-01T00:00:00Z',
  lastSignInAt: '2026-11-27T08:00:00Z',
};
const GRACE: TeamUser = {
  id: 'usr_2',
  email: 'grace@shop.example',
  name: '<img src=x onerror=alert(1)>',
  role: 'support',
  totpEnabled: false,
  disabled: false,
  createdAt: '2026-02-01T00:00:00Z',
  lastSignInAt: null,
};
const PENDING: Invitation = {
  id: 'inv_1',
  email: 'alan@shop.example',
  name: 'Alan',
  role: 'finance',
  expiresAt: '2026-12-04T00:00:00Z',
};

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `aud_${id}`,
    at: '2026-11-27T10:00:00Z',
    actor: { kind: 'user', id: 'usr_1', label: 'ada@shop.example' },
    action: `action${id}`,
    target: null,
    details: {},
    ...overrides,
  };
}

type Routes = Record<string, FakeAnswer | ((call: SeenCall) => FakeAnswer)>;

function teamService(overrides: Routes = {}) {
  return fakeService({
    'GET /api/console/v1/session': { body: sessionAs('admin') },
    'GET /api/console/v1/users': { body: { users: [ADA, GRACE] } },
    'GET /api/console/v1/invitations': { body: { invitations: [PENDING] } },
    'GET /api/console/v1/audit-log': {
      body: {
        entries: [
          entry(1, {
            actor: { kind: 'user', id: 'usr_1', label: 'ada@shop.example', name: 'Ada Lovelace' },
            action: 'createPaymentLink',
            target: 'payment_link:6f0c',
            details: { amount: 1999, statusCode: 201 },
          }),
          entry(2, { actor: { kind: 'apiKey', id: 'key_1', label: 'Shop backend' } }),
          // A user since removed: the service knows only the email recorded then.
          entry(3, { actor: { kind: 'user', id: 'usr_9', label: 'gone@shop.example' } }),
        ],
        nextCursor: null,
      },
    },
    ...overrides,
  });
}

async function openTeam() {
  renderConsole('/console/team');
  await screen.findByRole('heading', { level: 1, name: 'Team' });
  return userEvent.setup();
}

function rowOf(text: string): HTMLElement {
  return screen.getByText(text).closest('tr') as HTMLElement;
}

describe('the team screen', () => {
  it('lists the users with role, two-step sign-in and last sign-in, names as text', async () => {
    teamService();
    await openTeam();
    await screen.findByText('Ada Lovelace (you)');
    expect(screen.getByLabelText('Role of Ada Lovelace')).toHaveValue('admin');
    expect(within(rowOf('Ada Lovelace (you)')).getByText('On')).toBeInTheDocument();
    const grace = rowOf('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('table', { name: 'Users' })).toContainElement(grace);
    expect(within(grace).getByText('Never')).toBeInTheDocument();
    expect(within(grace).getByText('Off')).toBeInTheDocument();
    expect(document.querySelector('main img')).toBeNull();
  });

  it('changes a role with the CSRF token and says so', async () => {
    const { calls } = teamService({
      'PATCH /api/console/v1/users/usr_2': { body: { ...GRACE, role: 'finance' } },
    });
    const user = await openTeam();
    await user.selectOptions(
      await screen.findByLabelText('Role of <img src=x onerror=alert(1)>'),
      'finance',
    );
    expect(
      await screen.findByText('<img src=x onerror=alert(1)> is now Finance.'),
    ).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ role: 'finance' });
    expect(patch?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('shows the service’s refusal to demote the last admin', async () => {
    teamService({
      'PATCH /api/console/v1/users/usr_1': problem(409, 'LAST_ADMIN'),
    });
    const user = await openTeam();
    await user.selectOptions(await screen.findByLabelText('Role of Ada Lovelace'), 'support');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be removed',
    );
    expect(screen.getByLabelText('Role of Ada Lovelace')).toHaveValue('admin');
  });

  it('removes a user after the confirmation, and shows the last-admin refusal in the dialog', async () => {
    const { calls } = teamService({
      'DELETE /api/console/v1/users/usr_2': { status: 204 },
      'DELETE /api/console/v1/users/usr_1': problem(409, 'LAST_ADMIN'),
    });
    const user = await openTeam();
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Make someone else an administrator first.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove <img src=x onerror=alert(1)>' }));
    dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('grace@shop.example can no longer sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)> was removed.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/console/v1/users/usr_1',
      '/api/console/v1/users/usr_2',
    ]);
  });

  it('invites someone and shows the invitation link once', async () => {
    const { calls } = teamService({
      'POST /api/console/v1/invitations': {
        status: 201,
        body: {
          id: 'inv_2',
          invitationUrl: 'https://pay.example/console/invitation#tok_secret',
          expiresAt: '2026-12-05T10:00:00Z',
        },
      },
    });
    const user = await openTeam();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'linus@shop.example');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Linus');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'developer');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    const link = await screen.findByRole('textbox', {
      name: 'Invitation link for linus@shop.example',
    });
    expect(link).toHaveValue('https://pay.example/console/invitation#tok_secret');
    expect(screen.getByText(/It is shown only this once and works until/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'linus@shop.example',
      name: 'Linus',
      role: 'developer',
    });
    expect(calls.filter((call) => call.path === '/api/console/v1/invitations')).toHaveLength(3);
  });

  it('checks the invitation form before sending and shows the service’s field errors', async () => {
    const { calls } = teamService({
      'POST /api/console/v1/invitations': problem(400, 'VALIDATION_FAILED', 'taken', {
        fields: [{ field: 'body.email', message: 'has an account already' }],
      }),
    });
    const user = await openTeam();
    await user.click(await screen.findByRole('button', { name: 'Create invitation' }));
    expect(screen.getByText('Enter an email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a name.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@shop.example');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada again');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText('has an account already')).toBeInTheDocument();
  });

  it('withdraws a pending invitation after the confirmation', async () => {
    const { calls } = teamService({
      'DELETE /api/console/v1/invitations/inv_1': { status: 204 },
    });
    const user = await openTeam();
    const row = (await screen.findByText('alan@shop.example')).closest('tr') as HTMLElement;
    expect(screen.getByRole('table', { name: 'Pending invitations' })).toContainElement(row);
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Withdraw the invitation for alan@shop.example' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      '/api/console/v1/invitations/inv_1',
    );
  });

  it('shows the audit log: who, what in words, when, concerning what', async () => {
    teamService();
    await openTeam();
    const first = (await screen.findByText('Created a payment link')).closest('tr') as HTMLElement;
    expect(within(first).queryByText('createPaymentLink')).toBeNull();
    expect(screen.getByRole('table', { name: 'Audit log' })).toContainElement(first);
    // Who by name, the email recorded beneath it.
    const who = within(first).getByText('Ada Lovelace').parentElement as HTMLElement;
    expect(within(who).getByText('ada@shop.example')).toHaveClass('field__hint');
    expect(within(first).getByText('payment_link:6f0c')).toBeInTheDocument();
    expect(within(first).getByText('amount: 1999')).toBeInTheDocument();
    expect(within(first).queryByText(/statusCode/)).toBeNull();
    // An action this console has no words for (an older or newer service) shows its name.
    const second = screen.getByText('action2').closest('tr') as HTMLElement;
    expect(within(second).getByText('API key Shop backend')).toBeInTheDocument();
    expect(within(second).getByText(/Other action:/)).toBeInTheDocument();
    expect(within(rowOf('action3')).getByText('gone@shop.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('reads the audit log again after an invitation, a role change and a removal', async () => {
    // The fake log grows with each change the service is told of, as the real one does.
    const logged: AuditEntry[] = [];
    const log = () => logged.unshift(entry(10 + logged.length));
    let users = [ADA, GRACE];
    const { calls } = teamService({
      'GET /api/console/v1/users': () => ({ body: { users } }),
      'GET /api/console/v1/audit-log': () => ({ body: { entries: logged, nextCursor: null } }),
      'POST /api/console/v1/invitations': () => {
        log();
        return {
          status: 201,
          body: {
            id: 'inv_2',
            invitationUrl: 'https://pay.example/i#t',
            expiresAt: '2026-12-05T10:00:00Z',
          },
        };
      },
      'PATCH /api/console/v1/users/usr_2': () => {
        log();
        users = [ADA, { ...GRACE, role: 'finance' }];
        return { body: users[1] };
      },
      'DELETE /api/console/v1/users/usr_2': () => {
        log();
        users = [ADA];
        return { status: 204 };
      },
    });
    const user = await openTeam();
    const audit = screen.getByRole('region', { name: 'Audit log' });
    expect(await within(audit).findByText('Nothing has been recorded yet.')).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'linus@shop.example');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Linus');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(await within(audit).findByText('action10')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText('Role of <img src=x onerror=alert(1)>'),
      'finance',
    );
    expect(await within(audit).findByText('action11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove <img src=x onerror=alert(1)>' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove user' }),
    );
    expect(await within(audit).findByText('action12')).toBeInTheDocument();
    // The users list follows the removal too, without a reload.
    expect(screen.queryByLabelText('Role of <img src=x onerror=alert(1)>')).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('/api/console/v1/audit-log'))).toHaveLength(
      4,
    );
  });

  it('pages the audit log with the service’s cursor, adding below', async () => {
    const { calls } = teamService({
      'GET /api/console/v1/audit-log': ({ path }) => {
        const cursor = new URL(path, 'http://localhost').searchParams.get('cursor');
        return cursor === null
          ? { body: { entries: [entry(1), entry(2)], nextCursor: 'cur_2' } }
          : { body: { entries: [entry(3)], nextCursor: null } };
      },
    });
    const user = await openTeam();
    await screen.findByText('action2');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('action3');
    expect(screen.getByText('action1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const pages = calls.filter((call) => call.path.startsWith('/api/console/v1/audit-log'));
    expect(pages.map((call) => call.path)).toEqual([
      '/api/console/v1/audit-log?limit=25',
      '/api/console/v1/audit-log?limit=25&cursor=cur_2',
    ]);
  });

  it('tells a role without the team permission so and calls nothing', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('finance') },
    });
    renderConsole('/console/team');
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    expect(screen.getByText('Your role does not allow this.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the service’s 403 in each part when the role changed meanwhile', async () => {
    teamService({
      'GET /api/console/v1/users': problem(403, 'FORBIDDEN'),
      'GET /api/console/v1/invitations': problem(403, 'FORBIDDEN'),
      'GET /api/console/v1/audit-log': problem(403, 'FORBIDDEN'),
    });
    await openTeam();
    expect(await screen.findAllByText('Your role does not allow this.')).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    teamService();
    await openTeam();
    await screen.findByText('Created a payment link');
    await screen.findByText('alan@shop.example');
    expect(await accessibilityViolations()).toEqual([]);
  });
});
