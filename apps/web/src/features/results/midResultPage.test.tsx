import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, LINK_UUID } from '../../test/fakeApi';
import {
  aPaymentStatus,
  callsTo,
  eventUrl,
  fakePaymentStatusApi,
  renderUnderLink,
} from './resultPageTestKit';
import { resultRoutes } from './resultRoutes';

const TX = 'tx_bank0000001';
const PENDING = aPaymentStatus({ status: 'PENDING', linkStatus: 'PROCESSING_PAYMENT' });
const PAID = aPaymentStatus();
const REFUSED = aPaymentStatus({ status: 'REFUSED', linkStatus: 'VALID', refusalReason: 'AM04' });

afterEach(() => vi.unstubAllGlobals());

function openMid(path: string, link = aPaymentLink({ status: 'PROCESSING_PAYMENT' })) {
  renderUnderLink(`/uuid/${LINK_UUID}/mid/${path}`, link, resultRoutes);
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 6000 });
const address = () => `${window.location.pathname}${window.location.search}`;

describe('/uuid/{uuid}/mid/{mid}/success and /failure', { timeout: 15_000 }, () => {
  it('waits while the payment is open, then shows its success', async () => {
    // Two looks at an open payment (at once, 1 s later): time enough to see the wait.
    fakePaymentStatusApi({ [TX]: [PENDING, PENDING, PAID] });
    openMid(`${TX}/success`);
    expect(await heading('Processing payment')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(/Still waiting for confirmation/);
    expect(await heading('Payment successful')).toBeVisible();
    expect(address()).toBe(`/uuid/${LINK_UUID}/mid/${TX}/success`);
  });

  it('moves a refused payment to the failure address, with a retry while the link is open', async () => {
    fakePaymentStatusApi({ [TX]: [REFUSED] });
    openMid(`${TX}/success`);
    expect(await heading('Payment failed')).toBeVisible();
    expect(address()).toBe(`/uuid/${LINK_UUID}/mid/${TX}/failure?variant=retry`);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/uuid/${LINK_UUID}`,
    );
  });

  it('believes the service over the address: a paid payment at /failure shows success', async () => {
    fakePaymentStatusApi({ [TX]: [aPaymentStatus({ status: 'AUTHORIZED' })] });
    openMid(`${TX}/failure?variant=retry&order=7`);
    expect(await heading('Payment authorised')).toBeVisible();
    // The page's own query is passed on (SPEC §4); only the variant is the payment's.
    expect(address()).toBe(`/uuid/${LINK_UUID}/mid/${TX}/success?variant=authorisation&order=7`);
  });

  it.each([
    ['VALID', 'failure?variant=retry', 'Try again'],
    ['CONSUMED', 'failure', 'You can close this window now.'],
  ] as const)(
    'a payment the service does not know for a %s link is a failure (%s)',
    async (status, path, offer) => {
      fakePaymentStatusApi({});
      openMid('tx_unknown0001/success', aPaymentLink({ status }));
      expect(await heading('Payment failed')).toBeVisible();
      expect(address()).toBe(`/uuid/${LINK_UUID}/mid/tx_unknown0001/${path}`);
      expect(screen.getByText(offer)).toBeVisible();
    },
  );

  it('records the shopper’s return once, with the payment’s method', async () => {
    const fetchMock = fakePaymentStatusApi({
      tx_returned0001: [
        aPaymentStatus({ status: 'REFUSED', linkStatus: 'VALID', paymentMethod: 'PAYBYBANK' }),
      ],
    });
    openMid('tx_returned0001/success');
    await heading('Payment failed');
    await waitFor(() =>
      expect(callsTo(fetchMock, eventUrl('tx_returned0001'))).toEqual([
        { method: 'POST', body: { paymentMethod: 'PAYBYBANK' } },
      ]),
    );
  });
});
