import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID, TEST_BASE_URL } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

const LOGO = '/merchant-logos/0123456789abcdef0123456789abcdef.svg';

async function headerOf(link = aPaymentLink()) {
  fakeApi(linkFound(link));
  renderPage(`/uuid/${LINK_UUID}`);
  await screen.findByRole('heading', { name: link.merchantName });
  return screen.getByRole('banner');
}

describe('the header says whose page it is', () => {
  it("shows the merchant's logo, its name as the alt text, from the service", async () => {
    const header = await headerOf(aPaymentLink({ merchantLogoUrl: LOGO }));
    const logo = await screen.findByRole('img', { name: 'Alpine Outfitters' });
    expect(header).toContainElement(logo);
    expect(logo).toHaveAttribute('src', `${TEST_BASE_URL}${LOGO}`);
    expect(header).not.toHaveTextContent('Paypage');
  });

  it("shows the merchant's name without a logo", async () => {
    const header = await headerOf();
    await waitFor(() => expect(header).toHaveTextContent('Alpine Outfitters'));
    expect(screen.queryByRole('img', { name: 'Alpine Outfitters' })).toBeNull();
  });

  it('falls back to the name when the logo fails to load', async () => {
    const header = await headerOf(aPaymentLink({ merchantLogoUrl: LOGO }));
    fireEvent.error(await screen.findByRole('img', { name: 'Alpine Outfitters' }));
    expect(screen.queryByRole('img', { name: 'Alpine Outfitters' })).toBeNull();
    expect(header).toHaveTextContent('Alpine Outfitters');
  });

  it('names the product on a page of no merchant', async () => {
    fakeApi(linkFound(aPaymentLink()));
    renderPage('/session-not-found');
    expect(await screen.findByRole('banner')).toHaveTextContent('Paypage');
  });
});
