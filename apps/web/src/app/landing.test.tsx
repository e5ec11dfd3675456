import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiCalls, aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import type { LinkAnswer } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { BUILT_METHODS, METHOD_MODULES } from './methodRegistry';

const NBSP = /\u00a0/g;

async function openLink(link: PaymentLinkInfo) {
  const fetchMock = fakeApi(linkFound(link));
  renderPage(`/uuid/${LINK_UUID}`);
  await screen.findByRole('heading', { name: link.merchantName });
  return fetchMock;
}

// The amount is the one <dd> of the page, under its 'Total price' <dt>.
const shownAmount = () => screen.getByRole('definition').textContent.replace(NBSP, ' ');

describe('landing page of a valid link', () => {
  it('shows the loader dialog named "Loading" until the link arrives', async () => {
    let answer: (value: LinkAnswer) => void = () => undefined;
    fakeApi(new Promise<LinkAnswer>((resolve) => (answer = resolve)));
    renderPage(`/uuid/${LINK_UUID}`);
    const loader = await screen.findByRole('dialog', { name: 'Loading' });
    expect(loader).toHaveAttribute('aria-busy', 'true');
    expect(loader).toHaveAttribute('open');
    expect(loader).toHaveClass('dialog--loader'); // z-index 1301 (dialogs.css; e2e checks it)
    answer(linkFound(aPaymentLink()));
    expect(await screen.findByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the loader open when the shopper presses Escape', async () => {
    fakeApi(new Promise<LinkAnswer>(() => undefined));
    renderPage(`/uuid/${LINK_UUID}`);
    const loader = await screen.findByRole('dialog', { name: 'Loading' });
    await userEvent.keyboard('{Escape}');
    expect(loader).toHaveAttribute('open');
  });

  it('shows merchant, description and the total price with its currency code', async () => {
    await openLink(aPaymentLink({ amount: 1999, currency: 'EUR' }));
    expect(screen.getByText('Order 1042: two wool jumpers')).toBeVisible();
    expect(screen.getByRole('term')).toHaveTextContent('Total price');
    expect(shownAmount()).toBe('EUR 19.99');
  });

  it('shows KRW without dividing by 100', async () => {
    await openLink(aPaymentLink({ amount: 5000, currency: 'KRW', locale: 'ko_KR' }));
    expect(shownAmount()).toBe('KRW 5,000');
  });

  it('formats SGD the Singapore way even for a German link', async () => {
    await openLink(aPaymentLink({ amount: 123456, currency: 'SGD', locale: 'de_DE' }));
    expect(shownAmount()).toBe('SGD 1,234.56');
  });

  it('sends the source header and flags the visit', async () => {
    const fetchMock = await openLink(aPaymentLink());
    const [call] = apiCalls(fetchMock);
    expect(call?.headers.get('x-paypage-source')).toBe('paypage-web/landing-page/v5.0');
    expect(call?.headers.get('x-paypage-link-visit')).toBe('true');
  });

  it('speaks German for a de_AT link, amount included', async () => {
    await openLink(aPaymentLink({ locale: 'de_AT' }));
    expect(screen.getByText('Gesamtpreis')).toBeVisible();
    expect(shownAmount()).toBe('EUR 19,99'); // de-AT puts the code first
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Sichere Zahlungsseite');
    expect(document.documentElement.lang).toBe('de');
  });

  it('falls back to English for a language without a catalogue', async () => {
    await openLink(aPaymentLink({ locale: 'xx_XX' }));
    expect(screen.getByText('Total price')).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
  });

  it("applies the merchant's theme colours as hue/saturation/lightness", async () => {
    await openLink(aPaymentLink({ theme: { primary: '#ff0000' } }));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary-h')).toBe('0');
    expect(style.getPropertyValue('--color-primary-s')).toBe('100%');
    expect(style.getPropertyValue('--color-primary-l')).toBe('50%');
  });
});

describe('methods on the landing page of the product', () => {
  it('lists a method only once its page exists (issue 3), in the order of the link', async () => {
    await openLink(aPaymentLink({ paymentMethods: ['IDEAL', 'CARD', 'SEPA_DD'] }));
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      (['IDEAL', 'CARD', 'SEPA_DD'] as const).filter((method) => BUILT_METHODS.includes(method)),
    );
    expect(radios[0]).toBeChecked();
  });

  it('says so plainly when none of the link’s methods can be used', async () => {
    // PayPal needs the merchant's PayPal id (SPEC §5): without one, nothing is left.
    await openLink(aPaymentLink({ paymentMethods: ['PAYPAL'], paypalMerchantId: null }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No payment method is available for this payment.',
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('loads a module with a page for every method of the registry', async () => {
    for (const [method, load] of Object.entries(METHOD_MODULES)) {
      expect((await load()).page, method).toBeTypeOf('function');
    }
  });
});

describe('heading for a method', () => {
  it('reads what its page needs as the shopper chooses it: SEPA shows its mandate at once', async () => {
    const creditor = { name: 'Fjord Knits AS', creditorId: 'NO98ZZZ0999', address: 'Kaia 1, Oslo' };
    const fetchMock = fakeApi(linkFound(aPaymentLink({ paymentMethods: ['CARD', 'SEPA_DD'] })), {
      '/public/merchant/merchant-1/creditor': { status: 200, body: creditor },
    });
    renderPage(`/uuid/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'SEPA Direct Debit' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    const reads = () => apiCalls(fetchMock).filter((call) => call.url.endsWith('/creditor'));
    await waitFor(() => expect(reads()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('NO98ZZZ0999')).toBeVisible();
    // Read once, before the page opened: it had no loading text to show.
    expect(reads()).toHaveLength(1);
  });
  it('awaits a read still under way when its page opens, instead of reading again', async () => {
    let answer: (value: LinkAnswer) => void = () => undefined;
    const fetchMock = fakeApi(linkFound(aPaymentLink({ paymentMethods: ['SEPA_DD', 'CARD'] })), {
      '/public/merchant/merchant-1/creditor': new Promise<LinkAnswer>(
        (resolve) => (answer = resolve),
      ),
    });
    renderPage(`/uuid/${LINK_UUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    answer({
      status: 200,
      body: { name: 'Fjord Knits AS', creditorId: 'NO98ZZZ0999', address: 'Kaia 1, Oslo' },
    });
    expect(await screen.findByText('NO98ZZZ0999')).toBeVisible();
    const reads = apiCalls(fetchMock).filter((call) => call.url.endsWith('/creditor'));
    expect(reads).toHaveLength(1);
  });
});
