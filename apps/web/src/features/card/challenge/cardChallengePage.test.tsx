import {
  THREE_DS_MESSAGE,
  THREE_DS_METHOD_TIMEOUT_MS,
} from '@paypage/contract/cardPaymentConstants';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkAnswer } from '../../../test/fakeApi';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../../test/fakeApi';
import { renderPage } from '../../../test/renderPage';

const GATEWAY = 'https://gateway.paypage.test';
const TX = 'tx_0123456789';
const STEP_PATH = `/public/payment-link/${LINK_UUID}/transaction/${TX}/three-d-secure`;
const STATUS_PATH = `/public/payment-link/${LINK_UUID}/transaction/${TX}`;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SERVER_TRANS_ID = 'c9b8e2a4-0000-4000-8000-000000000001';

const fingerprint = encode({
  threeDSMethodUrl: `${GATEWAY}/3ds/method`,
  threeDSServerTransID: SERVER_TRANS_ID,
  threeDSMethodNotificationURL: `${GATEWAY}/3ds/method-notification`,
});
const challenge = encode({
  acsUrl: `${GATEWAY}/3ds/challenge`,
  threeDSServerTransID: SERVER_TRANS_ID,
  acsTransID: 'a1b2c3d4-0000-4000-8000-000000000002',
  messageVersion: '2.2.0',
});

// jsdom does not load documents into frames: a posted form is recorded instead.
const submitted: { action: string; target: string; fields: Record<string, string> }[] = [];
beforeEach(() => {
  submitted.length = 0;
  vi.spyOn(window.history, 'pushState');
  vi.spyOn(window.history, 'replaceState');
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({
      action: this.action,
      target: this.target,
      fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** How the service then tells the payment stands (the result page reads it). */
const payment = (status: string, linkStatus: string, refusalReason?: string): LinkAnswer => ({
  status: 200,
  body: {
    transactionId: TX,
    paymentMethod: 'CARD',
    status,
    linkStatus,
    ...(refusalReason ? { refusalReason } : {}),
    updatedAt: '2026-11-23T10:00:00Z',
  },
});

function open(
  query: Record<string, string>,
  steps: LinkAnswer[],
  stands: LinkAnswer = payment('REFUSED', 'VALID', 'AUTHENTICATION_FAILED'),
) {
  const answers = [...steps];
  const fetchMock = fakeApi(linkFound(aPaymentLink({ status: 'PROCESSING_PAYMENT' })), {
    get [STEP_PATH]() {
      return answers.shift() ?? { status: 500, body: {} };
    },
    [STATUS_PATH]: stands,
  });
  renderPage(
    `/uuid/${LINK_UUID}/card-challenge?${new URLSearchParams({ transactionId: TX, ...query })}`,
  );
  return fetchMock;
}

const stepBodies = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(STEP_PATH))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/**
 * The paths the page went to: the completed page checks the link at once and, with this test's
 * link still in payment, moves on to its processing page.
 */
function visited(): string[] {
  const calls = [
    ...vi.mocked(window.history.pushState).mock.calls,
    ...vi.mocked(window.history.replaceState).mock.calls,
  ];
  return calls.map(([, , url]) => new URL(String(url), window.location.origin).pathname);
}

function gatewaySays(data: unknown, origin = GATEWAY) {
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
}

describe('the 3-D Secure device check', () => {
  it('posts threeDSMethodData into a hidden frame and goes on when the gateway says so', async () => {
    const fetchMock = open({ threeDSecure2Fingerprint: fingerprint }, [
      { status: 200, body: { status: 'COMPLETED', transactionId: TX } },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Confirm the payment with your bank' }),
    ).toBeVisible();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.action).toBe(`${GATEWAY}/3ds/method`);
    expect(Object.keys(submitted[0]?.fields ?? {})).toEqual(['threeDSMethodData']);
    const frame = document.querySelector(`iframe[name="${submitted[0]?.target}"]`);
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    // Someone else's message, or one for another transaction, changes nothing.
    gatewaySays(
      { type: THREE_DS_MESSAGE.methodCompleted, threeDSServerTransID: SERVER_TRANS_ID },
      'https://evil.test',
    );
    gatewaySays({ type: THREE_DS_MESSAGE.methodCompleted, threeDSServerTransID: 'other' });
    expect(stepBodies(fetchMock)).toEqual([]);
    gatewaySays({ type: THREE_DS_MESSAGE.methodCompleted, threeDSServerTransID: SERVER_TRANS_ID });
    await waitFor(() => expect(visited()).toContain(`/uuid/${LINK_UUID}/card-payment-completed`));
    expect(stepBodies(fetchMock)).toEqual([{ step: 'fingerprint', threeDSCompInd: 'Y' }]);
  });

  it(`goes on as not completed after ${THREE_DS_METHOD_TIMEOUT_MS / 1000} s of silence`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = open({ threeDSecure2Fingerprint: fingerprint, savedCard: 'true' }, [
      { status: 200, body: { status: 'AUTHORIZED', transactionId: TX } },
    ]);
    await waitFor(() => expect(submitted).toHaveLength(1));
    // A second short of the end: the clock also moves with real time (shouldAdvanceTime), which
    // a busy machine spends between the form's submission and this line.
    await act(() => vi.advanceTimersByTimeAsync(THREE_DS_METHOD_TIMEOUT_MS - 1000));
    expect(stepBodies(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() =>
      expect(visited()).toContain(`/uuid/${LINK_UUID}/card-asset-payment-completed`),
    );
    expect(stepBodies(fetchMock)).toEqual([{ step: 'fingerprint', threeDSCompInd: 'N' }]);
  });
});

describe('the 3-D Secure challenge', () => {
  it('frames the bank after the device check, sized for the room, and finishes on its word', async () => {
    const fetchMock = open({ threeDSecure2Fingerprint: fingerprint }, [
      {
        status: 200,
        body: {
          status: 'PENDING',
          transactionId: TX,
          asynchronous: { threeDSecure2Challenge: challenge },
        },
      },
      { status: 200, body: { status: 'REFUSED', transactionId: TX } },
    ]);
    await waitFor(() => expect(submitted).toHaveLength(1));
    gatewaySays({ type: THREE_DS_MESSAGE.methodCompleted, threeDSServerTransID: SERVER_TRANS_ID });
    const frame = await screen.findByTitle('Security check by your bank');
    await waitFor(() => expect(submitted).toHaveLength(2));
    expect(submitted[1]?.action).toBe(`${GATEWAY}/3ds/challenge`);
    const creq = JSON.parse(Buffer.from(submitted[1]?.fields.creq ?? '', 'base64url').toString());
    // jsdom lays nothing out (0 px of room): the smallest window, 250 × 400.
    expect(creq).toMatchObject({ messageType: 'CReq', challengeWindowSize: '01' });
    expect(frame.style.width).toBe('250px');
    expect(frame.style.height).toBe('400px');
    gatewaySays({
      type: THREE_DS_MESSAGE.challengeCompleted,
      threeDSServerTransID: SERVER_TRANS_ID,
      transStatus: 'N',
    });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    // Why, in the shopper's words: the bank could not confirm it was them.
    expect(screen.getByText(/Your bank could not confirm that it was you/)).toBeVisible();
    expect(stepBodies(fetchMock)).toEqual([
      { step: 'fingerprint', threeDSCompInd: 'Y' },
      { step: 'challenge' },
    ]);
  });

  it('posts nothing with data it cannot use, and shows how the payment really stands', async () => {
    open({ threeDSecure2Challenge: encode({ acsUrl: 'https://evil.test/acs' }) }, []);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(submitted).toEqual([]);
  });

  it('says nothing failed while the payment is still open: the processing page', async () => {
    open(
      { threeDSecure2Challenge: encode({ acsUrl: 'https://evil.test/acs' }) },
      [],
      payment('PENDING', 'PROCESSING_PAYMENT'),
    );
    expect(await screen.findByRole('heading', { name: 'Processing payment' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Payment failed' })).toBeNull();
    expect(window.location.pathname).toBe(`/uuid/${LINK_UUID}`);
  });

  it('goes to the failure page when the service cannot go on', async () => {
    open({ threeDSecure2Challenge: challenge }, [{ status: 502, body: {} }]);
    await waitFor(() => expect(submitted).toHaveLength(1));
    gatewaySays({
      type: THREE_DS_MESSAGE.challengeCompleted,
      threeDSServerTransID: SERVER_TRANS_ID,
      transStatus: 'Y',
    });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });
});
