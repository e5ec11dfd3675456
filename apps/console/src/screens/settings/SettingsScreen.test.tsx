import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_COLOUR_NAMES } from '@paypage/contract/themeColours';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { accessibilityViolations } from '../../test/axe';
import type { SeenCall } from '../../test/fakeService';
import { fakeService, problem } from '../../test/fakeService';
import { renderConsole } from '../../test/renderConsole';
import { sessionAs } from '../../test/sessions';
import { colourLabelKey } from './ColourFields';
import type { PageSettings } from './pageSettingsApi';

const PREVIEW_UUID = '0b6f0a4c-3e1f-4a55-9d49-6f3c2d1e0a77';

function savedSettings(overrides: Partial<PageSettings> = {}): PageSettings {
  return {
    theme: { primary: '#aa3300' },
    darkTheme: {},
    frameAncestors: ['https://shop.example'],
    defaultLocale: 'de',
    returnUrlTimer: 10,
    paypalMerchantId: 'PAYPAL-1',
    creditor: null,
    logoUrl: null,
    ...overrides,
  };
}

function serviceWith(routes: Parameters<typeof fakeService>[0] = {}, settings = savedSettings()) {
  return fakeService({
    'GET /api/console/v1/session': { body: sessionAs('admin') },
    'GET /api/v1/settings': { body: settings },
    'POST /api/console/v1/settings/preview-link': { body: { uuid: PREVIEW_UUID } },
    ...routes,
  });
}

async function openSettings() {
  renderConsole('/console/settings');
  return screen.findByRole('group', { name: 'Light colours' });
}

const hexField = (group: HTMLElement, colour: string) => within(group).getByLabelText(colour);

describe('the settings screen', () => {
  it('shows the saved settings, colours set and colours left to the defaults', async () => {
    serviceWith();
    const light = await openSettings();
    expect(hexField(light, 'Brand colour (buttons)')).toHaveValue('#aa3300');
    expect(hexField(light, 'Page background')).toHaveValue('');
    expect(hexField(light, 'Page background')).toHaveAttribute('placeholder', '#f4f5f7');
    const dark = screen.getByRole('group', { name: 'Dark colours' });
    // Not set in the dark: worked out from the light brand colour, as the service does.
    expect(hexField(dark, 'Brand colour (buttons)')).toHaveValue('');
    expect(hexField(dark, 'Brand colour (buttons)').getAttribute('placeholder')).not.toBe(
      '#5aa9f0',
    );
    expect(screen.getByLabelText('Site 1')).toHaveValue('https://shop.example');
    expect(screen.getByLabelText('Default language')).toHaveValue('de');
    expect(screen.getByLabelText('Seconds before returning to the shop')).toHaveValue('10');
    expect(screen.getByLabelText('PayPal merchant ID')).toHaveValue('PAYPAL-1');
  });

  it('saves every setting in one PATCH with the CSRF token and says so', async () => {
    const { calls } = serviceWith({
      'PATCH /api/v1/settings': (call) => ({
        body: { ...savedSettings(), ...(call.body as object) },
      }),
    });
    const user = userEvent.setup();
    const light = await openSettings();
    fireEvent.change(hexField(light, 'Brand colour (buttons)'), { target: { value: '#123456' } });
    await user.click(screen.getByRole('button', { name: 'Add a site' }));
    fireEvent.change(screen.getByLabelText('Site 2'), {
      target: { value: 'https://*.shop.example' },
    });
    fireEvent.change(screen.getByLabelText('Seconds before returning to the shop'), {
      target: { value: '' },
    });
    await user.selectOptions(screen.getByLabelText('Default language'), '');
    fireEvent.change(screen.getByLabelText('Creditor name'), {
      target: { value: 'Demo Shop GmbH' },
    });
    fireEvent.change(screen.getByLabelText('Creditor identifier'), {
      target: { value: 'de98zzz09999999999' },
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Settings saved. The payment page shows them from now on.'),
    ).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    expect(patch?.body).toEqual({
      theme: { primary: '#123456' },
      darkTheme: {},
      frameAncestors: ['https://shop.example', 'https://*.shop.example'],
      defaultLocale: null,
      returnUrlTimer: null,
      paypalMerchantId: 'PAYPAL-1',
      creditor: { name: 'Demo Shop GmbH', creditorId: 'DE98ZZZ09999999999', address: null },
    });
  });

  it('shows the service’s refusals beside their fields', async () => {
    serviceWith({
      'PATCH /api/v1/settings': problem(
        400,
        'VALIDATION_FAILED',
        'The request has invalid fields',
        {
          fields: [
            { field: 'body.frameAncestors.0', message: 'must be https (http only for localhost)' },
            {
              field: 'body.creditor.creditorId',
              message: 'has wrong check digits for a SEPA creditor identifier',
            },
            { field: 'body.theme.text', message: 'must match pattern "^#[0-9a-fA-F]{6}$"' },
            { field: 'body.returnUrlTimer', message: 'must be <= 600' },
          ],
        },
      ),
    });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Some fields are not valid. Check the marked fields.'),
    ).toBeInTheDocument();
    const site = screen.getByLabelText('Site 1');
    expect(site).toHaveAttribute('aria-invalid', 'true');
    expect(site).toHaveAccessibleDescription(/must be https \(http only for localhost\)/);
    expect(screen.getByLabelText('Creditor identifier')).toHaveAccessibleDescription(
      /has wrong check digits/,
    );
    expect(
      hexField(screen.getByRole('group', { name: 'Light colours' }), 'Text'),
    ).toHaveAccessibleDescription(/must match pattern/);
    expect(
      screen.getByLabelText('Seconds before returning to the shop'),
    ).toHaveAccessibleDescription(/must be <= 600/);
  });

  it('refuses a half-typed colour before asking the service', async () => {
    const { calls } = serviceWith();
    const user = userEvent.setup();
    const light = await openSettings();
    fireEvent.change(hexField(light, 'Links'), { target: { value: '#12' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(hexField(light, 'Links')).toHaveAccessibleDescription(
      /Enter the colour as # and six hexadecimal digits/,
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('warns of colours that read badly, naming both and their contrast', async () => {
    serviceWith();
    const light = await openSettings();
    expect(within(light).queryByText('Hard to read')).toBeNull();
    fireEvent.change(hexField(light, 'Text'), { target: { value: '#eeeeee' } });
    expect(within(light).getByText('Hard to read')).toBeInTheDocument();
    expect(
      within(light).getByText('Text on Page background: contrast 1.1:1, needs 4.5:1'),
    ).toBeInTheDocument();
  });

  it('starts with the main colours and shows all forty on request, the focus on the first new one', async () => {
    serviceWith({}, savedSettings({ theme: { primary: '#aa3300', placeholder: '#777777' } }));
    const user = userEvent.setup();
    const light = await openSettings();
    // Set, so shown although it is not a main colour.
    expect(hexField(light, 'Placeholder text')).toHaveValue('#777777');
    expect(within(light).queryByLabelText('Field border')).toBeNull();
    await user.click(within(light).getByRole('button', { name: 'Show all 40 colours' }));
    expect(within(light).getAllByRole('textbox')).toHaveLength(40);
    await waitFor(() => expect(hexField(light, 'Brand colour, hovered')).toHaveFocus());
  });

  it('sets a colour from the picker into its #rrggbb field', async () => {
    serviceWith();
    const light = await openSettings();
    fireEvent.change(within(light).getByLabelText('Pick Page background'), {
      target: { value: '#ffeedd' },
    });
    expect(hexField(light, 'Page background')).toHaveValue('#ffeedd');
  });

  it('removes a site and moves the focus to the one that took its place', async () => {
    serviceWith({}, savedSettings({ frameAncestors: ['https://a.example', 'https://b.example'] }));
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Remove https://a.example' }));
    expect(screen.getByLabelText('Site 1')).toHaveValue('https://b.example');
    expect(screen.queryByLabelText('Site 2')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Site 1')).toHaveFocus());
  });

  it('reads colours, then their preview, then the rest: on a phone the preview is next to them', async () => {
    serviceWith();
    await openSettings();
    const form = screen
      .getByRole('button', { name: 'Save settings' })
      .closest('form') as HTMLElement;
    const parts = within(form)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(parts.slice(0, 4)).toEqual(['Colours', 'Preview', 'Logo', 'Embedding in your shop']);
  });

  it('has no axe violations', async () => {
    serviceWith();
    await openSettings();
    await screen.findByTitle('Preview of your payment page');
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('names every colour of the theme in the catalogue', () => {
    for (const name of THEME_COLOUR_NAMES) expect(Object.keys(en)).toContain(colourLabelKey(name));
  });
});

describe('the logo', () => {
  const png = (bytes: number) =>
    new File([new Uint8Array(bytes).fill(65)], 'logo.png', { type: 'image/png' });

  it('shows the saved logo from the address the service gives, with its removal', async () => {
    serviceWith({}, savedSettings({ logoUrl: '/merchant-logos/abc.png' }));
    await openSettings();
    expect(screen.getByRole('img', { name: 'Your current logo' })).toHaveAttribute(
      'src',
      '/merchant-logos/abc.png',
    );
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('says there is no logo when the service names none', async () => {
    serviceWith({}, savedSettings({ logoUrl: null }));
    await openSettings();
    expect(
      screen.getByText('No logo: the page header shows your business name.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });

  it('uploads a PNG as base64 and shows it', async () => {
    const { calls } = serviceWith({
      'PUT /api/v1/settings/logo': {
        body: { url: '/merchant-logos/abc.png', contentType: 'image/png', bytes: 3 },
      },
    });
    const user = userEvent.setup();
    await openSettings();
    await user.upload(screen.getByLabelText('Upload a logo'), png(3));
    expect(await screen.findByText('Logo saved.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your current logo' })).toHaveAttribute(
      'src',
      '/merchant-logos/abc.png',
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ image: btoa('AAA') });
    expect(put?.headers['X-CSRF-Token']).toBe('csrf-token-1');
  });

  it('refuses a file of another type or over 100 KB without a call, and shows the service’s reason', async () => {
    const { calls } = serviceWith({
      'PUT /api/v1/settings/logo': problem(400, 'VALIDATION_FAILED', 'invalid', {
        fields: [{ field: 'body.image', message: 'is not a PNG, WebP or SVG image' }],
      }),
    });
    const user = userEvent.setup({ applyAccept: false });
    await openSettings();
    const input = screen.getByLabelText('Upload a logo');
    await user.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The logo must be a PNG, WebP or SVG image.',
    );
    await user.upload(input, png(100 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The logo is larger than 100 KB.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.upload(input, png(10));
    expect(await screen.findByText('is not a PNG, WebP or SVG image')).toBeInTheDocument();
  });

  it('removes the logo', async () => {
    const { calls } = serviceWith(
      { 'DELETE /api/v1/settings/logo': { status: 204 } },
      savedSettings({ logoUrl: '/merchant-logos/abc.svg' }),
    );
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your current logo' })).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('the preview', () => {
  const frame = () => screen.findByTitle<HTMLIFrameElement>('Preview of your payment page');

  it('frames the preview link the service answers, asked with the CSRF token, kept nowhere', async () => {
    const { calls } = serviceWith();
    await openSettings();
    const iframe = await frame();
    expect(iframe).toHaveAttribute('src', `/uuid/${PREVIEW_UUID}`);
    expect(iframe).toHaveAttribute('inert');
    const asked = calls.filter((call: SeenCall) => call.method === 'POST');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      path: '/api/console/v1/settings/preview-link',
      body: { description: 'Preview of your payment page' },
    });
    expect(asked[0]?.headers['X-CSRF-Token']).toBe('csrf-token-1');
    // The service knows the merchant's preview: the browser keeps nothing of it.
    expect(localStorage.length).toBe(0);
  });

  it('asks again once saved settings change what the page offers', async () => {
    const { calls } = serviceWith({
      'PATCH /api/v1/settings': (call) => ({
        body: { ...savedSettings(), ...(call.body as object) },
      }),
    });
    const user = userEvent.setup();
    await openSettings();
    await frame();
    await user.clear(screen.getByLabelText('PayPal merchant ID'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('/preview-link'))).toHaveLength(2),
    );
  });

  it('shows the service’s refusal instead of a frame', async () => {
    serviceWith({
      'POST /api/console/v1/settings/preview-link': problem(
        409,
        'PAYMENT_METHOD_NOT_OFFERED',
        'Your account can offer no method yet',
      ),
    });
    await openSettings();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTitle('Preview of your payment page')).toBeNull();
  });

  it('sends the colours being edited to the framed page, in its own origin only', async () => {
    serviceWith();
    const user = userEvent.setup();
    const light = await openSettings();
    const iframe = await frame();
    const framed = iframe.contentWindow as Window;
    const post = vi.spyOn(framed, 'postMessage');
    fireEvent.change(hexField(light, 'Brand colour (buttons)'), { target: { value: '#00aa00' } });
    expect(post).toHaveBeenLastCalledWith(
      {
        type: 'paypage:preview-theme',
        theme: { primary: '#00aa00' },
        darkTheme: {},
        scheme: 'light',
      },
      window.location.origin,
    );
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(post.mock.lastCall?.[0]).toMatchObject({ scheme: 'dark' });
    expect(iframe).toHaveClass('preview__frame--dark');
  });

  it('answers the framed page’s “ready”, and no other window’s', async () => {
    serviceWith();
    await openSettings();
    const iframe = await frame();
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    post.mockClear();
    const ready = { type: 'paypage:preview-ready' };
    window.dispatchEvent(
      new MessageEvent('message', {
        data: ready,
        origin: 'https://evil.example',
        source: iframe.contentWindow,
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: ready, origin: window.location.origin, source: window }),
    );
    expect(post).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: ready,
        origin: window.location.origin,
        source: iframe.contentWindow,
      }),
    );
    expect(post).toHaveBeenCalledOnce();
  });

  it('shows the page at a desktop’s width, scaled', async () => {
    serviceWith();
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('radio', { name: 'Desktop (1280 px)' }));
    const iframe = await frame();
    expect(iframe).toHaveAttribute('width', '1280');
    expect(iframe.style.transform).toMatch(/^scale\(0\.\d+\)$/);
  });
});
