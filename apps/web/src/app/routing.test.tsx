import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

describe('routes without a usable link', () => {
  it.each(['/', '/uuid', '/session-not-found', '/checkout', '/uuid/'])(
    '%s shows session not found',
    async (path) => {
      const fetchMock = fakeApi(linkFound(aPaymentLink()));
      renderPage(path);
      expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
      expect(screen.getByText(/valid payment link of the form localhost:3000\/uuid\/\{uuid\}/));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['not a uuid', 'hello'],
    ['35 characters', LINK_UUID.slice(0, 35)],
    ['38 characters', `${LINK_UUID}ab`],
    ['non-hex digits', LINK_UUID.replace('3f25', 'zz25')],
  ])('sends %s to /session-not-found without calling the API', async (_case, segment) => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    renderPage(`/uuid/${segment}`);
    expect(await screen.findByRole('heading', { name: 'Session not found' })).toBeVisible();
    expect(window.location.pathname).toBe('/session-not-found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tolerates one stray character after the uuid and loads the 36-character uuid', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    renderPage(`/uuid/${LINK_UUID}x`);
    expect(await screen.findByRole('heading', { name: 'Alpine Outfitters' })).toBeVisible();
    expect(apiCalls(fetchMock).map((call) => call.url)).toEqual([
      `https://api.paypage.test/public/payment-link/uuid/${LINK_UUID}`,
    ]);
  });

  it('keeps header, main and footer landmarks on every page', async () => {
    fakeApi(linkFound(aPaymentLink()));
    renderPage('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent('Paypage');
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
