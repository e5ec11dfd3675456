import type { SepaAsset } from '@paypage/contract/assets';
import { OPENING_ANSWERS_BLOCK_ID } from '@paypage/contract/pageData';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { acceptTermsInThisVisit } from '../../test/termsAccepted';

const MERCHANT = 'merchant-1';
const MANDATE_UUID = '0b7d4c7e-6f3a-4e0c-9a55-2f1f0c7d9e11';
const PATHS = {
  assets: `/public/payment-link/${LINK_UUID}/assets`,
  creditor: `/public/merchant/${MERCHANT}/creditor`,
  mandate: `/public/sepa/merchant/${MERCHANT}/mandate`,
  transaction: `/public/sepa/merchant/${MERCHANT}/transaction`,
  event: '/public/asset/event',
  deleteMandate: (id: string) => `/public/payment-link/${LINK_UUID}/asset/${id}/type/sepa_dd`,
  payment: `/public/payment-link/${LINK_UUID}/transaction/tx_0123456789`,
};

/** How the service tells the debit stands, as the result page reads it. */
const debit = (status: string, linkStatus: string, refusalReason?: string) => ({
  status: 200,
  body: {
    transactionId: 'tx_0123456789',
    paymentMethod: 'SEPA_DD',
    status,
    linkStatus,
    ...(refusalReason ? { refusalReason } : {}),
    updatedAt: '2026-11-23T10:00:00Z',
  },
});
const CREDITOR = {
  name: 'Alpine Outfitters GmbH',
  creditorId: 'DE98ZZZ09999999999',
  address: 'Bergweg 5, 80331 München',
};

function aMandate(overrides: Partial<SepaAsset> = {}): SepaAsset {
  return {
    id: 'as_mandate00001',
    type: 'SEPA_DD',
    accountHolder: 'Alex Example',
    iban: 'DE****************3000',
    sepaMandateReference: 'MNDT-DEMO-0001',
    ...overrides,
  };
}

const ok = (body: unknown, status = 200): LinkAnswer => ({ status, body });
const PENDING = ok({
  transactionId: 'tx_0123456789',
  status: 'PENDING',
  sepaMandateReference: 'M',
});

function openSepaPage(
  mandates: SepaAsset[],
  link: Partial<PaymentLinkInfo> = {},
  calls: Record<string, LinkAnswer> = {},
  path = `/uuid/${LINK_UUID}/sepa-dd`,
) {
  const fetchMock = fakeApi(
    linkFound(aPaymentLink({ consumerReference: 'c-1', paymentMethods: ['SEPA_DD'], ...link })),
    {
      [PATHS.assets]: ok({ card: [], sepaDirectDebit: mandates, paypal: [] }),
      [PATHS.creditor]: ok(CREDITOR),
      [PATHS.mandate]: ok({ uuid: MANDATE_UUID, sepaMandateReference: 'MNDT-NEW' }, 201),
      [PATHS.transaction]: PENDING,
      // Submitted to the bank: SPEC §4 counts it as a success already.
      [PATHS.payment]: debit('PENDING', 'PROCESSING_PAYMENT'),
      ...calls,
    },
  );
  acceptTermsInThisVisit();
  renderPage(path);
  return fetchMock;
}

/** The page's chunk and the creditor have arrived (slow on a busy machine: one wait for all). */
const pageShown = () => screen.findByRole('heading', { level: 1 });

const posted = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));
const bodyOf = (fetchMock: ReturnType<typeof fakeApi>, path: string, index = 0) =>
  JSON.parse(String(posted(fetchMock, path)[index]?.[1]?.body));
const keyOf = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  new Headers(posted(fetchMock, path)[0]?.[1]?.headers).get('idempotency-key');

async function fillMandate(holder: string, iban: string) {
  if (holder)
    await userEvent.type(await screen.findByRole('textbox', { name: 'Account holder' }), holder);
  if (iban) await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), iban);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(OPENING_ANSWERS_BLOCK_ID)?.remove();
});

describe('the creditor (SPEC §7)', () => {
  it('handed on with the HTML by the service’s drawing, shows at the first render, not read again', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = OPENING_ANSWERS_BLOCK_ID;
    block.textContent = JSON.stringify({ [PATHS.creditor]: CREDITOR });
    document.head.append(block);
    const fetchMock = openSepaPage([]);
    await pageShown();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(CREDITOR.creditorId)).toBeVisible();
    expect(posted(fetchMock, PATHS.creditor)).toHaveLength(0);
  });

  it('read by the page when nothing was handed on', async () => {
    const fetchMock = openSepaPage([]);
    expect(await screen.findByText(CREDITOR.creditorId)).toBeVisible();
    expect(posted(fetchMock, PATHS.creditor)).toHaveLength(1);
  });
});

describe('the saved mandates (SPEC §2, §4)', () => {
  it('are a radio group with the first chosen, the IBAN masked to its last four digits', async () => {
    openSepaPage([
      aMandate(),
      aMandate({ id: 'as_mandate00002', iban: 'NL**********4300', sepaMandateReference: 'MNDT-B' }),
    ]);
    await pageShown();
    const group = await screen.findByRole('group', { name: 'Your saved direct debit mandates' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    // Each saved mandate carries SEPA's mark; "add a new mandate" is no saved one.
    const marked = radios.map((radio) => radio.closest('label')?.querySelector('svg.method-mark'));
    expect(marked.map((mark) => mark != null)).toEqual([true, true, false]);
    expect(within(group).getByRole('radio', { name: /IBAN ending in 3000/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /IBAN ending in 4300/ })).not.toBeChecked();
    expect(within(group).getByText('Mandate reference MNDT-DEMO-0001')).toBeVisible();
    expect(screen.queryByText(/DE\*\*/)).toBeNull();
    // A saved mandate needs no form and no mandate text.
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' })).toHaveAttribute(
      'data-icon',
      'cart',
    );
  });

  it('pays with the chosen mandate: the debit with an Idempotency-Key, then success', async () => {
    const fetchMock = openSepaPage([aMandate()]);
    await pageShown();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(bodyOf(fetchMock, PATHS.transaction)).toEqual({
      paymentLinkId: LINK_UUID,
      asset: { type: 'SEPA_DD', id: 'as_mandate00001' },
      paymentMethod: 'SEPA_DD',
      acceptedTerms: { termsUrl: null },
    });
    expect(keyOf(fetchMock, PATHS.transaction)).toMatch(/^[0-9a-f]{32}$/);
    expect(posted(fetchMock, PATHS.mandate)).toHaveLength(0);
  });

  it('with an amount of 0 on a subscription is selected: the asset event, success with the query', async () => {
    const fetchMock = openSepaPage(
      [aMandate()],
      { amount: 0, isSubscription: true },
      { [PATHS.event]: ok({ id: 'ev_1', recordedAt: '2026-01-01T00:00:00Z' }, 201) },
      `/uuid/${LINK_UUID}/sepa-dd?campaign=spring`,
    );
    await pageShown();
    const select = await screen.findByRole('button', { name: 'Select mandate' });
    expect(select).toHaveAttribute('data-icon', 'document-edit');
    await userEvent.click(select);
    expect(
      await screen.findByRole('heading', { name: 'Direct debit mandate selected' }),
    ).toBeVisible();
    const query = new URLSearchParams(window.location.search);
    expect([query.get('campaign'), query.get('variant')]).toEqual(['spring', 'mandate-selected']);
    expect(bodyOf(fetchMock, PATHS.event)).toEqual({
      assetType: 'SEPA_DD',
      paymentLinkId: LINK_UUID,
      id: 'as_mandate00001',
      sepaData: { sepaMandateReference: 'MNDT-DEMO-0001', iban: 'DE****************3000' },
    });
    expect(posted(fetchMock, PATHS.transaction)).toHaveLength(0);
  });

  it('with an amount of 0 and no subscription has no button; a new mandate is authorised', async () => {
    const fetchMock = openSepaPage(
      [aMandate()],
      { amount: 0 },
      { [PATHS.payment]: debit('AUTHORIZED', 'CONSUMED') },
    );
    await pageShown();
    await screen.findByRole('group', { name: 'Your saved direct debit mandates' });
    expect(
      screen.queryByRole('button', { name: /^(Pay EUR|Select mandate|Authorize mandate)/ }),
    ).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Add a new mandate' }));
    await fillMandate('Ana Example', 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Authorize mandate' }));
    expect(
      await screen.findByRole('heading', { name: 'Direct debit mandate created' }),
    ).toBeVisible();
    expect(bodyOf(fetchMock, PATHS.transaction).asset.id).toBe(MANDATE_UUID);
  });

  it('are deleted after the SEPA confirm dialog, which shows holder, masked IBAN and reference', async () => {
    const fetchMock = openSepaPage(
      [aMandate()],
      {},
      {
        [PATHS.deleteMandate('as_mandate00001')]: ok(null, 204),
      },
    );
    await pageShown();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the mandate for the IBAN ending in 3000' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this mandate?' });
    expect(dialog).toHaveAccessibleDescription(
      'The direct debit mandate will be removed from your saved payment methods. Payments already made with it are not affected.',
    );
    expect(within(dialog).getByText('Alex Example')).toBeVisible();
    expect(within(dialog).getByText('DE••••••••••••••••3000')).toBeVisible();
    expect(within(dialog).getByText('MNDT-DEMO-0001')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete mandate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(fetchMock, PATHS.deleteMandate('as_mandate00001'))[0]?.[1]?.method).toBe(
      'DELETE',
    );
    expect(posted(fetchMock, PATHS.assets)).toHaveLength(2);
  });

  it('says so when a delete fails, and keeps the mandate', async () => {
    openSepaPage([aMandate()], {}, { [PATHS.deleteMandate('as_mandate00001')]: ok({}, 500) });
    await pageShown();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete the mandate for the IBAN ending in 3000' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete mandate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while deleting the mandate.',
    );
    expect(screen.getByRole('radio', { name: /IBAN ending in 3000/ })).toBeChecked();
  });
});

describe('a new mandate', () => {
  it('shows the core mandate text with the creditor inserted and the 8-week refund right', async () => {
    openSepaPage([]);
    await pageShown();
    const text = await screen.findByRole('region', { name: 'SEPA Direct Debit mandate' });
    expect(within(text).getByText('DE98ZZZ09999999999')).toBeVisible();
    expect(within(text).getByText(/Bergweg 5, 80331 München/)).toBeVisible();
    expect(text).toHaveTextContent(
      'you authorise Alpine Outfitters GmbH to instruct your bank to debit your account',
    );
    expect(text).toHaveTextContent('within 8 weeks of the date on which your account was debited');
    // The mandate names the button as it reads, amount included.
    expect(text).toHaveTextContent('By pressing “Pay EUR 19.99”, you give this mandate.');
    expect(
      screen.getByText(
        'Alpine Outfitters GmbH will collect EUR 19.99 from this account by direct debit.',
      ),
    ).toBeVisible();
  });

  it.each(['SEPADD_B2B', 'SEPADDB2B'] as const)(
    'shows the business-to-business text for %s',
    async (mandateScheme) => {
      openSepaPage([], { paymentSettings: { sepa: { mandateScheme } } });
      await pageShown();
      const text = await screen.findByRole('region', {
        name: 'SEPA Business-to-Business Direct Debit mandate',
      });
      expect(text).toHaveTextContent('This mandate is only for payments between businesses.');
      expect(text).toHaveTextContent(
        'You are not entitled to a refund once your account has been debited',
      );
      expect(text).not.toHaveTextContent('8 weeks');
    },
  );

  it('shows the IBAN uppercase in groups of four while it is typed', async () => {
    openSepaPage([]);
    await pageShown();
    await fillMandate('', '');
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'de89-3704 0044.05320130');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130');
    // A digit typed in the middle stays where it was typed, and so does the caret.
    await userEvent.type(iban, '7', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(iban).toHaveValue('DE89 3704 7004 4053 2013 0');
    expect((iban as HTMLInputElement).selectionStart).toBe(11);
  });

  it('checks the fields on submit: every problem shown and announced, focus on the first', async () => {
    const fetchMock = openSepaPage([]);
    await pageShown();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay EUR\u00a019.99' }));
    const holder = screen.getByRole('textbox', { name: 'Account holder' });
    expect(holder).toHaveFocus();
    expect(holder).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(
      'Please enter your IBAN.',
    );
    expect(screen.getByText('Please enter your IBAN.')).toHaveAttribute('aria-live', 'polite');
    expect(posted(fetchMock, PATHS.mandate)).toHaveLength(0);
  });

  it.each([
    ['Account holder', 'x'.repeat(71), 'Name must be between 1 and 70 characters'],
    [
      'Account holder',
      'ana@example.com',
      'The name entered is not valid. Please check your entry.',
    ],
    [
      'IBAN',
      'DE8937040044053201300',
      'The length of the IBAN entered is incorrect. Please check your entry.',
    ],
    ['IBAN', 'DE88370400440532013000', 'The IBAN entered is not valid. Please check your entry.'],
  ])('says on leaving %s with %j: %s', async (name, value, message) => {
    openSepaPage([]);
    await pageShown();
    const field = await screen.findByRole('textbox', { name });
    await userEvent.type(field, value);
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
  });

  it('is given, then paid with: the mandate and the debit, each with its key, then success', async () => {
    const fetchMock = openSepaPage([]);
    await pageShown();
    await fillMandate('  Jörg Müller ', 'DE89 3704 0044 0532 0130 00');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(bodyOf(fetchMock, PATHS.mandate)).toEqual({
      paymentLinkId: LINK_UUID,
      accountHolder: 'Jörg Müller',
      iban: 'DE89 3704 0044 0532 0130 00',
      mandateAccepted: true,
    });
    expect(bodyOf(fetchMock, PATHS.transaction).asset).toEqual({
      type: 'SEPA_DD',
      id: MANDATE_UUID,
    });
    expect(keyOf(fetchMock, PATHS.mandate)).not.toBe(keyOf(fetchMock, PATHS.transaction));
  });

  it('goes to the failure page (retry) when the bank refuses the debit at once', async () => {
    openSepaPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({
          transactionId: 'tx_0123456789',
          status: 'REFUSED',
          sepaMandateReference: 'M',
        }),
        [PATHS.payment]: debit('REFUSED', 'VALID', 'AM04'),
      },
    );
    await pageShown();
    await fillMandate('Ana Example', 'DE67370400440532010001');
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(window.location.search).toBe('?variant=retry&transaction=tx_0123456789');
    // AM04, the bank's "insufficient funds", in the shopper's words.
    expect(screen.getByText(/There is not enough money available/)).toBeVisible();
  });

  it('shows SPEC §8’s page when the link is being paid elsewhere meanwhile (409)', async () => {
    openSepaPage(
      [],
      {},
      {
        [PATHS.transaction]: ok({ statusCode: 409, errorCode: 'PAYMENT_LINK_PROCESSING' }, 409),
      },
    );
    await pageShown();
    await fillMandate('Ana Example', 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay EUR\u00a019.99' }));
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
  });
});

describe('where SEPA cannot be paid', () => {
  it.each([
    ['a link in another currency', { currency: 'SGD' as const }, {}],
    ['a merchant without creditor data', {}, { [PATHS.creditor]: ok({ statusCode: 404 }, 404) }],
  ])('says it is not available for %s', async (_case, link, calls) => {
    openSepaPage([], link, calls);
    await pageShown();
    expect(
      await screen.findByRole('heading', { name: 'Payment method not available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
  });
});

describe('in another language', () => {
  it('shows its texts in the link’s language', async () => {
    await act(async () => {
      openSepaPage([], {
        locale: 'de_DE',
        paymentSettings: { sepa: { mandateScheme: 'SEPADD_B2B' } },
      });
    });
    await pageShown();
    expect(
      await screen.findByRole('region', { name: 'SEPA-Firmenlastschriftmandat' }),
    ).toHaveTextContent('Dieses Mandat gilt nur für Zahlungen zwischen Unternehmen.');
    expect(screen.getByRole('textbox', { name: 'Kontoinhaber' })).toBeVisible();
    expect(screen.getByRole('button', { name: '19,99\u00a0EUR bezahlen' })).toBeVisible();
  });
});
