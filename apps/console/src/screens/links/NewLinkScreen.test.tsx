import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accessibilityViolations } from '../../test/axe';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import { paidLink } from './linkFixtures';

const created = paidLink({ status: 'VALID', transactions: [] });

function service(
  answer: Parameters<typeof fakeService>[0][string],
  session = sessionAs('support'),
) {
  return fakeService({
    'GET /api/console/v1/session': { body: session },
    'POST /api/v1/payment-links': answer,
  });
}

describe('creating a link', () => {
  it('sends the amount in minor units with the chosen fields, then shows the link to share', async () => {
    const { calls } = service({ status: 201, body: created });
    renderConsole('/console/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '49.90');
    await user.click(screen.getByRole('checkbox', { name: 'PayPal' }));
    await user.type(screen.getByLabelText('Description'), 'Concert tickets');
    await user.type(screen.getByLabelText('Your reference'), 'ORDER-7');
    await user.type(screen.getByLabelText('Consumer reference'), 'cust-42');
    await user.type(screen.getByLabelText('Language of the page'), 'de_AT');
    await user.type(screen.getByLabelText('Return address'), 'https://shop.example/thanks');
    await user.click(screen.getByRole('checkbox', { name: /Subscription/ }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const heading = await screen.findByRole('heading', { name: 'Link created' });
    expect(heading).toHaveFocus();
    expect(calls.at(-1)?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(calls.at(-1)?.body).toEqual({
      amount: 4990,
      currency: 'EUR',
      paymentMethods: ['CARD', 'PAYPAL'],
      description: 'Concert tickets',
      merchantReference: 'ORDER-7',
      consumerReference: 'cust-42',
      locale: 'de_AT',
      returnUrl: 'https://shop.example/thanks',
      isSubscription: true,
    });
    expect(screen.getByText(created.url)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute('href', created.url);
    expect(screen.getByRole('link', { name: 'Open link' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'QR code of the payment link' })).toBeInTheDocument();
    expect(await accessibilityViolations()).toEqual([]);
    // Typing a whole form key by key, then axe: slow in jsdom on a busy machine.
  }, 60_000);

  it('takes KRW in whole won and refuses decimals for it', async () => {
    const { calls } = service({ status: 201, body: created });
    renderConsole('/console/links/new');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'KRW');
    await user.type(screen.getByLabelText('Amount'), '150.5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(
      'In KRW, whole units only Enter an amount in KRW without decimals.',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '15000');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByRole('heading', { name: 'Link created' });
    expect(calls.at(-1)?.body).toMatchObject({ amount: 15000, currency: 'KRW' });
  });

  it('offers only the methods the merchant may offer, the first of them ticked', async () => {
    const limited = sessionAs('support');
    limited.merchant.offeredMethods = ['SEPA_DD', 'IDEAL'];
    const { calls } = service({ status: 201, body: created }, limited);
    renderConsole('/console/links/new');
    const user = userEvent.setup();
    const choices = within(await screen.findByRole('group', { name: 'Payment methods' }));
    // The catalogue's order, and no card to tick first: the first method offered is.
    expect(choices.getAllByRole('checkbox')).toHaveLength(2);
    expect(choices.getByRole('checkbox', { name: 'SEPA Direct Debit' })).toBeChecked();
    expect(choices.getByRole('checkbox', { name: 'iDEAL' })).not.toBeChecked();
    expect(choices.queryByRole('checkbox', { name: 'Card' })).toBeNull();
    await user.type(screen.getByLabelText('Amount'), '10');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByRole('heading', { name: 'Link created' });
    expect(calls.at(-1)?.body).toMatchObject({ paymentMethods: ['SEPA_DD'] });
  });

  it('offers all nineteen methods when the operator limited none', async () => {
    service({ status: 201, body: created });
    renderConsole('/console/links/new');
    const choices = within(await screen.findByRole('group', { name: 'Payment methods' }));
    expect(choices.getAllByRole('checkbox')).toHaveLength(19);
    expect(choices.getByRole('checkbox', { name: 'Card' })).toBeChecked();
  });

  it('asks for at least one method', async () => {
    service({ status: 201, body: created });
    renderConsole('/console/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('checkbox', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByText('Choose at least one payment method.')).toBeInTheDocument();
  });

  it('shows the service’s complaints beside the fields they concern', async () => {
    service(
      problem(400, 'VALIDATION_FAILED', 'The request has invalid fields', {
        fields: [
          { field: '/body/returnUrl', message: 'must match pattern "^https?://"' },
          { field: '/body/locale', message: 'must match pattern' },
        ],
      }),
    );
    renderConsole('/console/links/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.type(screen.getByLabelText('Language of the page'), 'german');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('Return address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Return address')).toHaveAccessibleDescription(
      expect.stringContaining('must match pattern "^https?://"'),
    );
    expect(screen.getByLabelText('Language of the page')).toHaveAttribute('aria-invalid', 'true');
  });

  it('copies the link and offers its QR code as SVG and PNG files', async () => {
    service({ status: 201, body: created });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const files: Blob[] = [];
    // A URL of this test's own: the console's tests share one module graph (isolate: false),
    // and a change to the real one would outlive unstubAllGlobals.
    class UrlKeepingFiles extends URL {
      static override createObjectURL(blob: Blob) {
        files.push(blob);
        return 'blob:qr';
      }
      static override revokeObjectURL() {}
    }
    vi.stubGlobal('URL', UrlKeepingFiles);
    const fillRect = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect,
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderConsole('/console/links/new');
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(created.url);
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download QR code (SVG)' }));
    const svg = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0] as Blob);
    });
    expect(files[0]?.type).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*<path d="M/);
    await user.click(screen.getByRole('button', { name: 'Download QR code (PNG)' }));
    await vi.waitFor(() => expect(files[1]?.type).toBe('image/png'), { timeout: 5_000 });
    // The background, then one square per dark module.
    const darkModules = (svg.match(/h1v1h-1z/g) ?? []).length;
    expect(fillRect).toHaveBeenCalledTimes(1 + darkModules);
  });
});
