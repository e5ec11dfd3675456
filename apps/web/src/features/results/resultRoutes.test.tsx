import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPaymentLink, LINK_UUID } from '../../test/fakeApi';
import { renderUnderLink } from './resultPageTestKit';
import { resultRoutes } from './resultRoutes';

describe('result routes', () => {
  it.each([
    ['success', 'Payment successful'],
    ['failure?variant=retry', 'Payment failed'],
    ['success?variant=card-created', 'Card saved'],
    ['failure?variant=payto-agreement', 'PayTo agreement not created'],
    // mid/{mid}/success and /failure ask the service first: verifiedResult.test.tsx.
  ])('/uuid/{uuid}/%s loads its page on demand, even for a consumed link', async (path, title) => {
    renderUnderLink(
      `/uuid/${LINK_UUID}/${path}`,
      aPaymentLink({ status: 'CONSUMED' }),
      resultRoutes,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
