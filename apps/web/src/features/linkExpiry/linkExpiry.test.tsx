import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { COUNTDOWN_TICK_MS, EXPIRY_WARNING_S, secondsUntil } from './useLinkExpiry';

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
    // shouldAdvanceTime: Testing Library's polling still needs time to pass on its own.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
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
});
