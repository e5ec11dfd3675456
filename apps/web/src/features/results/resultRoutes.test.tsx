import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, LINK_UUID } from '../../test/fakeApi';
import { aPaymentStatus, fakePaymentStatusApi, renderUnderLink } from './resultPageTestKit';
import { resultRoutes } from './resultRoutes';

afterEach(() => vi.unstubAllGlobals());

describe('result routes', () => {
  it.each([
    ['success', 'Payment successful'],
    ['failure?variant=retry', 'Payment failed'],
    ['success?variant=card-created', 'Card saved'],
    ['failure?variant=payto-agreement', 'PayTo agreement not created'],
    // A provider's return: the page of how payment {mid} really ended.
    ['mid/tx_paid000001/success', 'Payment successful'],
    ['mid/tx_refused0001/success', 'Payment failed'],
  ])('/uuid/{uuid}/%s loads its page on demand, even for a consumed link', async (path, title) => {
    fakePaymentStatusApi({
      tx_paid000001: [aPaymentStatus()],
      tx_refused0001: [aPaymentStatus({ status: 'REFUSED', linkStatus: 'VALID' })],
    });
    renderUnderLink(
      `/uuid/${LINK_UUID}/${path}`,
      aPaymentLink({ status: 'CONSUMED' }),
      resultRoutes,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
