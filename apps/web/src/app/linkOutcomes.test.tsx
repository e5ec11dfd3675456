import type { LinkStatus } from '@paypage/contract/linkStatus';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPaymentLink, fakeApi, linkFails, linkFound, LINK_UUID } from '../test/fakeApi';
import type { LinkAnswer } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';

async function expectPage(answer: LinkAnswer, title: string, text: string, total = false) {
  fakeApi(answer);
  renderPage(`/uuid/${LINK_UUID}`);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(screen.getByText(text, { exact: false })).toBeVisible();
  // A status page names the link's amount (features/status); an error page knows no link.
  expect(screen.queryByText('Total price') !== null).toBe(total);
}

describe('a link that cannot be paid', () => {
  it.each<[LinkStatus, string, string]>([
    ['CONSUMED', 'Already paid', 'There is nothing more for you to do.'],
    ['EXPIRED', 'Payment session expired', 'This payment link is no longer valid.'],
    ['INVALIDATED', 'Payment session invalid', 'This payment link has been cancelled.'],
  ])('status %s shows its info page', async (status, title, text) => {
    await expectPage(linkFound(aPaymentLink({ status })), title, text, true);
  });

  it('status PROCESSING_PAYMENT shows its info page, with what is being paid to whom', async () => {
    fakeApi(linkFound(aPaymentLink({ status: 'PROCESSING_PAYMENT' })));
    renderPage(`/uuid/${LINK_UUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing payment' }),
    ).toBeVisible();
    expect(screen.getByText('Your payment is being processed.', { exact: false })).toBeVisible();
    // In the page itself: the header names the merchant too.
    expect(within(screen.getByRole('main')).getByText('Alpine Outfitters')).toBeVisible();
    expect(screen.getByText('EUR 19.99')).toBeVisible();
  });

  it('a well-formed uuid the service does not know shows session-not-found (SPEC §8)', async () => {
    fakeApi(linkFails(404, 'PAYMENT_LINK_NOT_FOUND'));
    renderPage(`/uuid/${LINK_UUID}/card`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Session not found' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/session-not-found');
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it.each([
    ['PAYMENT_LINK_EXPIRED', 'Offer expired.'],
    ['PAYMENT_LINK_INVALIDATED', 'Offer expired.'],
  ])('409 %s shows the expired page', async (errorCode, title) => {
    await expectPage(
      linkFails(409, errorCode),
      title,
      'Please place a new order or contact customer support.',
    );
  });

  it('409 PAYMENT_LINK_CONSUMED shows the already-paid page', async () => {
    await expectPage(
      linkFails(409, 'PAYMENT_LINK_CONSUMED'),
      'Payment already made.',
      'This payment link has already been used to pay.',
    );
  });

  it('409 PAYMENT_LINK_PROCESSING says a payment is under way (decision 0008)', async () => {
    await expectPage(
      linkFails(409, 'PAYMENT_LINK_PROCESSING'),
      'Processing payment',
      'Your payment is being processed. Please do not pay again; you can close this window.',
    );
  });

  it.each<[string, LinkAnswer]>([
    ['500', linkFails(500, 'INTERNAL_ERROR')],
    ['another 409 code', linkFails(409, 'IDEMPOTENCY_KEY_IN_USE')],
    ['an answer that is not JSON', { status: 502, body: undefined }],
  ])('%s shows the generic error', async (_case, answer) => {
    await expectPage(
      answer,
      'Something went wrong.',
      'Please contact your local customer support.',
    );
  });
});
