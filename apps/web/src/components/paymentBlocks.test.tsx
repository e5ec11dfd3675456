import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../lib/browser/leavePage';
import { readSavedPayments, savePayment } from '../lib/storage/savedPayments';
import { CopyValue } from './copyValue';
import { QrCode } from './qrCode/qrCode';
import { REDIRECT_AFTER_MS, RedirectNotice } from './redirectNotice';

vi.mock('../lib/browser/leavePage', () => ({ leavePage: vi.fn() }));

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RedirectNotice (SPEC §2: sent to the provider within seconds)', () => {
  it('says where the shopper goes, and goes there by itself, forgetting the saved payment', () => {
    vi.useFakeTimers();
    const leave = vi.mocked(leavePage);
    leave.mockClear();
    savePayment({ uuid: UUID, status: 'VALID' });
    render(<RedirectNotice uuid={UUID} provider="PayPal" url="https://gateway.test/approve/1" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will be taken to PayPal in a few seconds to complete your payment.',
    );
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_MS - 1));
    expect(leave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://gateway.test/approve/1');
    expect(readSavedPayments().map((saved) => saved.uuid)).not.toContain(UUID);
  });

  it('lets the shopper go at once with the link', async () => {
    const leave = vi.mocked(leavePage);
    leave.mockClear();
    render(<RedirectNotice uuid={UUID} provider="iDEAL" url="https://gateway.test/approve/2" />);
    await userEvent.click(screen.getByRole('link', { name: 'Continue to iDEAL now' }));
    expect(leave).toHaveBeenCalledExactlyOnceWith('https://gateway.test/approve/2');
  });
});

describe('CopyValue', () => {
  it('copies the value and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(
      <dl>
        <CopyValue label="Account number" value="123-456-789" />
      </dl>,
    );
    expect(screen.getByRole('definition')).toHaveTextContent('123-456-789');
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenCalledWith('123-456-789');
    expect(screen.getByRole('status')).toHaveTextContent('Account number copied');
  });

  it('shows the value left to right, on a right-to-left page too', () => {
    render(
      <dl dir="rtl">
        <CopyValue label="Reference" value="RF18 5390 0754 7034" />
      </dl>,
    );
    expect(screen.getByText('RF18 5390 0754 7034')).toHaveAttribute('dir', 'ltr');
  });
});

describe('QrCode', () => {
  it('draws the payload as an image with a name, and gives the payload as text', () => {
    render(
      <QrCode payload="upi://pay?pa=shop@bank&am=10.00&cu=INR" label="Pay with any UPI app" />,
    );
    const image = screen.getByRole('img', { name: 'Pay with any UPI app' });
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('upi://pay?pa=shop@bank&am=10.00&cu=INR')).toBeVisible();
  });

  it('draws a bigger code for a longer payload', () => {
    const { unmount } = render(<QrCode payload="short" label="a" />);
    const small = screen.getByRole('img').getAttribute('viewBox');
    unmount();
    render(<QrCode payload={'x'.repeat(300)} label="b" />);
    expect(Number(screen.getByRole('img').getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThan(
      Number(small?.split(' ')[2]),
    );
  });
});
