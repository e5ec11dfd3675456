import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { COUNTDOWN_TICK_MS, EXPIRY_WARNING_S, minutesNamed, secondsUntil } from './useLinkExpiry';

const NOW = new Date('2030-05-01T10:00:00Z').getTime();
const WARNING = { name: 'Your payment session ends soon' };

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const passSeconds = (seconds: number) =>
  act(() => vi.advanceTimersByTimeAsync(seconds * COUNTDOWN_TICK_MS));

async function openLink(overrides: Partial<PaymentLinkInfo>, path = '') {
  fakeApi(linkFound(aPaymentLink(overrides)));
  renderPage(`/uuid/${LINK_UUID}${path}`);
}

describe('the expiry countdown', () => {
  beforeEach(() => {
    // Only the countdown's clock is faked, and it moves only when a test says so: Testing
    // Library's polling and the lazy chunks keep their real timeouts, and the seconds the page
    // takes to draw on a busy machine are not added to the time left.
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds to the expiration date', () => {
    expect(secondsUntil(new Date(NOW + 180_000).toISOString(), NOW)).toBe(EXPIRY_WARNING_S);
    expect(secondsUntil(new Date(NOW + 500).toISOString(), NOW)).toBe(1);
    expect(secondsUntil(new Date(NOW - 500).toISOString(), NOW)).toBe(-0);
  });

  it('warns once at 180 s left, and shows the expired page at 0', async () => {
    await openLink({ expirationDate: inSeconds(200) });
    await screen.findByRole('heading', { name: 'Alpine Outfitters' });
    await passSeconds(19);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await passSeconds(1);
    // The dialog is a lazily loaded chunk, hence find (wait) rather than get.
    expect(await screen.findByRole('dialog', WARNING)).toBeVisible();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await passSeconds(60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();

    await passSeconds(120);
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('closes the warning itself when the time runs out', async () => {
    await openLink({ expirationDate: inSeconds(100) });
    expect(await screen.findByRole('dialog', WARNING)).toBeVisible();
    await passSeconds(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
  });

  it('shows the expired page at once for a link already past its date', async () => {
    await openLink({ expirationDate: inSeconds(-5) });
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs on method pages too', async () => {
    await openLink({ expirationDate: inSeconds(181) }, '/card');
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await passSeconds(1);
    expect(await screen.findByRole('dialog', WARNING)).toBeVisible();
    await passSeconds(180);
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
  });

  it('never warns about a link without an expiration date', async () => {
    await openLink({ expirationDate: null });
    await screen.findByRole('heading', { name: 'Alpine Outfitters' });
    await passSeconds(24 * 60 * 60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the minutes actually left, in the plural the language needs', async () => {
    expect([180, 150, 100, 89, 40, 1].map(minutesNamed)).toEqual([3, 3, 2, 1, 1, 1]);
    await openLink({ expirationDate: inSeconds(100) });
    const dialog = await screen.findByRole('dialog', WARNING);
    expect(dialog).toHaveAccessibleDescription(
      'You have about 2 minutes left to complete your payment.',
    );
  });

  it('says "about 1 minute" in the singular', async () => {
    await openLink({ expirationDate: inSeconds(50) });
    expect(await screen.findByRole('dialog', WARNING)).toHaveAccessibleDescription(
      'You have about 1 minute left to complete your payment.',
    );
  });

  it('speaks Polish plurals when the link does', async () => {
    await openLink({ expirationDate: inSeconds(170), locale: 'pl_PL' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'Na dokończenie płatności zostały mniej więcej 3 minuty.',
    );
  });

  it('shows a quiet countdown in the last ten minutes, and none before', async () => {
    await openLink({ expirationDate: inSeconds(605) });
    await screen.findByRole('heading', { name: 'Alpine Outfitters' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await passSeconds(6);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('Time left to pay: 9:59');
    // Never read out by itself: only the dialog at 180 s is.
    expect(timer).toHaveAttribute('aria-live', 'off');
    await passSeconds(60);
    expect(timer).toHaveTextContent('Time left to pay: 8:59');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the countdown on method pages too, and not on the expired page', async () => {
    await openLink({ expirationDate: inSeconds(200) }, '/card');
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await screen.findByRole('timer')).toHaveTextContent('Time left to pay: 3:20');
    await passSeconds(200);
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
