import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { aLatestPayment, LATEST_PAYMENT_PATH, renderUnderLink } from './resultPageTestKit';
import { resultRoutes } from './resultRoutes';

describe('result routes', () => {
  it.each([
    [
      'success',
      aLatestPayment({ status: 'COMPLETED', linkStatus: 'CONSUMED' }),
      'Payment successful',
    ],
    [
      'failure?variant=retry',
      aLatestPayment({ status: 'REFUSED', linkStatus: 'VALID' }),
      'Payment failed',
    ],
    [
      'success?variant=card-created',
      aLatestPayment({ status: 'AUTHORIZED', linkStatus: 'CONSUMED' }),
      'Card saved',
    ],
    [
      'failure?variant=payto-agreement',
      aLatestPayment({ status: 'REFUSED', linkStatus: 'VALID', paymentMethod: 'PAYTO' }),
      'PayTo agreement not created',
    ],
    // mid/{mid}/success and /failure ask the service first: verifiedResult.test.tsx.
  ])(
    '/uuid/{uuid}/%s loads its page on demand, whatever the link’s status',
    async (path, latest, title) => {
      const link = aPaymentLink({ status: latest.linkStatus });
      fakeApi(linkFound(link), { [LATEST_PAYMENT_PATH]: { status: 200, body: latest } });
      renderUnderLink(`/uuid/${LINK_UUID}/${path}`, link, resultRoutes);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  );
});
