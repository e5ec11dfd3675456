import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as MethodRegistry from '../../app/methodRegistry';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';

// How the landing page lists and leads to methods, for every method: which methods have a page
// (and so are listed in the product) is app/landing.test.tsx's concern.
vi.mock('../../app/methodRegistry', async (importOriginal) => ({
  ...(await importOriginal<typeof MethodRegistry>()),
  BUILT_METHODS: (await import('@paypage/contract/paymentMethods')).PAYMENT_METHODS,
}));

const TERMS_URL = 'https://shop.example/terms';

async function openLanding(overrides: Partial<PaymentLinkInfo> = {}) {
  fakeApi(linkFound(aPaymentLink({ termsAndConditionsUrl: TERMS_URL, ...overrides })));
  renderPage(`/uuid/${LINK_UUID}`);
  await screen.findByRole('heading', { name: 'Alpine Outfitters' });
  return userEvent.setup();
}

const methodGroup = () => screen.getByRole('radiogroup', { name: 'Choose a payment method' });
const termsCheckbox = () => screen.getByRole('checkbox', { name: /I accept the terms/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the payment methods on the landing page', () => {
  it("lists the link's methods as a radio group, the first one chosen", async () => {
    await openLanding({ paymentMethods: ['CARD', 'SEPA_DD', 'REQUEST_TO_PAY'] });
    const radios = within(methodGroup()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'CARD',
      'SEPA_DD',
      'REQUEST_TO_PAY',
    ]);
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SEPA Direct Debit' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Direct bank transfer' })).toBeVisible();
  });

  it('offers PayPal only when the merchant has a PayPal merchant id', async () => {
    await openLanding({ paymentMethods: ['PAYPAL', 'CARD'], paypalMerchantId: null });
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  });

  it('lists PayPal with a PayPal merchant id', async () => {
    await openLanding({ paymentMethods: ['PAYPAL', 'CARD'], paypalMerchantId: 'PP-MERCHANT' });
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  it('names the methods in the language of the link', async () => {
    await openLanding({ locale: 'de_DE', paymentMethods: ['CARD', 'SEPA_DD'] });
    expect(screen.getByRole('radiogroup', { name: 'Wählen Sie eine Zahlungsart' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeVisible();
  });
});

describe('the terms line', () => {
  it('links the terms, opening them in a new tab', async () => {
    await openLanding();
    const link = screen.getByRole('link', { name: /^terms and conditions/ });
    // jsdom's name computation drops the (no-break) space; the e2e test checks the real one.
    expect(link).toHaveAccessibleName(/^terms and conditions\s?\(opens in a new tab\)$/);
    expect(link).toHaveAttribute('href', TERMS_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(termsCheckbox()).not.toBeChecked();
  });

  it('still asks to accept the terms when the link has no terms address', async () => {
    await openLanding({ termsAndConditionsUrl: null });
    expect(termsCheckbox()).toHaveAccessibleName('I accept the terms and conditions.');
    expect(screen.queryByRole('link', { name: /terms/ })).not.toBeInTheDocument();
  });

  it('must be accepted before continuing: the message is announced and focus moves there', async () => {
    const user = await openLanding();
    await user.click(continueButton());
    const message = 'Please accept the terms and conditions to continue.';
    expect(termsCheckbox()).toHaveAccessibleDescription(message);
    expect(termsCheckbox()).toHaveAttribute('aria-invalid', 'true');
    expect(termsCheckbox()).toHaveFocus();
    expect(screen.getByText(message)).toHaveAttribute('aria-live', 'polite');
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);

    await user.click(termsCheckbox());
    expect(termsCheckbox()).toHaveAccessibleDescription('');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('tells the shopper that their bank sets the transaction limit', async () => {
    await openLanding();
    expect(screen.getByText('The transaction limit is set by your bank.')).toBeVisible();
  });

  it('shows the privacy consent line only when the link requires consent', async () => {
    await openLanding({ requireConsent: true });
    expect(
      screen.getByText(/a financial services company processes your personal data/),
    ).toBeVisible();
  });

  it('leaves the consent line out otherwise', async () => {
    await openLanding({ requireConsent: false });
    expect(screen.queryByText(/processes your personal data/)).not.toBeInTheDocument();
  });
});

describe('continuing to a method', () => {
  it('works with the keyboard alone: arrows, space, enter', async () => {
    const user = await openLanding({ paymentMethods: ['CARD', 'SEPA_DD', 'TRUSTLY'] });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'SEPA Direct Debit' })).toBeChecked();
    await user.tab();
    expect(termsCheckbox()).toHaveFocus();
    await user.keyboard(' ');
    expect(termsCheckbox()).toBeChecked();
    await user.tab(); // the terms link
    await user.tab();
    expect(continueButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Payment method not available' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/sepa-dd`);
  });

  it.each([
    [['REQUEST_TO_PAY'], false, 'direct-bank-transfer'],
    [['KCP'], false, 'kcp'],
    [['KCP'], true, 'kcpDirect'],
    [['BANCONTACT_MOBILE'], false, 'bancontact-mobile'],
  ] as const)('%s (newKcpHppRoute %s) goes to /%s', async (methods, newKcpHppRoute, segment) => {
    const user = await openLanding({ paymentMethods: [...methods], newKcpHppRoute });
    await user.click(termsCheckbox());
    await user.click(continueButton());
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}/${segment}`);
  });
});
