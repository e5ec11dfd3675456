import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeService } from '../test/fakeService';
import { renderConsole } from '../test/renderConsole';
import { sessionAs } from '../test/sessions';

describe('the console shell', () => {
  it('shows only the screens the role may use', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('support') } });
    renderConsole('/console/consumers');
    const navigation = await screen.findByRole('navigation', { name: 'Console' });
    const names = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Overview', 'Links', 'Consumers']);
  });

  it('shows the admin every screen, the merchant’s name and the user’s name as text', async () => {
    const session = sessionAs('admin');
    session.merchant.name = '<b>Shop</b>';
    session.user.name = '<img src=x onerror=alert(1)>';
    fakeService({ 'GET /api/console/v1/session': { body: session } });
    renderConsole('/console/team');
    const navigation = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(navigation).getAllByRole('link')).toHaveLength(6);
    // Both may be cut with an ellipsis on a phone: the whole name stays the text and the title.
    expect(screen.getByText('<b>Shop</b>')).toHaveAttribute('title', '<b>Shop</b>');
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toHaveAttribute(
      'title',
      '<img src=x onerror=alert(1)>',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('has a skip link to the screen and a menu button that opens the navigation', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('admin') } });
    renderConsole('/console/team');
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveClass('shell__nav--open');
  });

  it('moves the focus to the new screen’s heading when navigating', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('admin') } });
    renderConsole('/console/team');
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Settings · Demo Shop');
  });

  it('signs out with the CSRF token and shows the sign-in screen', async () => {
    const { calls } = fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      'DELETE /api/console/v1/session': { status: 204 },
    });
    renderConsole('/console/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(within(screen.getByRole('banner')).getByText('Administrator')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the Paypage console' }));
    const signOut = calls.find((call) => call.method === 'DELETE');
    expect(signOut?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('keeps the frame when a screen fails to render', async () => {
    fakeService({
      'GET /api/console/v1/session': { body: sessionAs('admin') },
      // Not the shape the screen reads: rendering it throws.
      'GET /api/v1/payment-links': { body: { links: [null], nextCursor: null } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderConsole('/console/links');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
  });

  it('switches to German and remembers it', async () => {
    fakeService({ 'GET /api/console/v1/session': { body: sessionAs('admin') } });
    renderConsole('/console/team');
    await userEvent.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
    expect(await screen.findByRole('link', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('paypage.console.language')).toBe('de');
  });
});
