import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SAVED_ASSETS } from '../lib/assets/savedAssets';
import { loadRuntimeConfig } from '../lib/config/runtimeConfig';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import {
  forgetPreparedLink,
  importPageModules,
  prepareLinkPage,
  preparedLink,
  readPageOpening,
} from './preparedLink';
import { StatusPage } from './rarePages';

describe('the link prepared before the first render', () => {
  afterEach(() => {
    forgetPreparedLink();
    vi.unstubAllGlobals();
  });

  it('is loaded once, and shown at the first render without a loader', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink({ merchantName: 'Fjord Knits' })));
    await prepareLinkPage(`/uuid/${LINK_UUID}`);
    expect(preparedLink(LINK_UUID)?.outcome).toMatchObject({
      loaded: { link: { uuid: LINK_UUID } },
    });
    renderPage(`/uuid/${LINK_UUID}`);
    // Synchronously there: no waiting, no "Loading" dialog first.
    expect(screen.getByRole('heading', { name: 'Fjord Knits' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Loading' })).toBeNull();
    const linkFetches = apiCalls(fetchMock).filter((call) => call.url.includes('/uuid/'));
    expect(linkFetches).toHaveLength(1);
  });

  async function firstRenderOf(segment: string, link: Partial<PaymentLinkInfo>) {
    // Preact (the web-preact project) runs effects on a timer after a render, and an earlier
    // test's page could still run its link route's cleanup, which forgets the prepared link,
    // after this test has prepared its own: let those timers fire first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No tab's claim on the link from an earlier test (features/secondTab).
    localStorage.clear();
    sessionStorage.clear();
    fakeApi(linkFound(aPaymentLink({ paymentMethods: ['CARD'], ...link })), {
      // What a result page reads before it says anything: the link's latest payment, paid.
      [`/public/payment-link/${LINK_UUID}/latest-payment`]: {
        status: 200,
        body: {
          transactionId: 'tx_0123456789',
          paymentMethod: 'CARD',
          status: 'COMPLETED',
          linkStatus: 'CONSUMED',
          updatedAt: '2026-11-23T10:00:00Z',
          waitsOnShopper: false,
        },
      },
    });
    await prepareLinkPage(`/uuid/${LINK_UUID}/${segment}`);
    // Past its wait if a busy test machine takes long to load the modules: ended, here.
    await importPageModules(`/uuid/${LINK_UUID}/${segment}`);
    // Known before the first render, as on a link's page (its HTML carries it, decision 0012).
    await loadRuntimeConfig();
    renderPage(`/uuid/${LINK_UUID}/${segment}`);
  }

  it('has the status page of a paid link loaded: its first render shows it, not an empty page for a turn', async () => {
    await firstRenderOf('', { status: 'CONSUMED' });
    expect(screen.getByRole('heading', { level: 1, name: 'Already paid' })).toBeVisible();
  });

  it.each([
    ['a method page', 'card', {}, 'Credit or debit card'],
    ['a result page', 'success', { status: 'CONSUMED' as const }, 'Payment successful'],
  ])(
    'has %s loaded: its first render shows it, not an empty page for a turn',
    async (_page, segment, link, heading) => {
      await firstRenderOf(segment, link);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  );

  it('reads what the method page needs beyond the link (the SEPA creditor) before the first render', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    localStorage.clear();
    sessionStorage.clear();
    const creditor = { name: 'Fjord Knits AS', creditorId: 'NO98ZZZ0999', address: 'Kaia 1, Oslo' };
    const fetchMock = fakeApi(linkFound(aPaymentLink({ paymentMethods: ['SEPA_DD'] })), {
      '/public/merchant/merchant-1/creditor': { status: 200, body: creditor },
    });
    const path = `/uuid/${LINK_UUID}/sepa-dd`;
    await prepareLinkPage(path);
    // Past its wait if a busy test machine takes long: ended, here (one read, however asked).
    await importPageModules(path);
    await readPageOpening(path, {
      link: aPaymentLink({ paymentMethods: ['SEPA_DD'] }),
      assets: NO_SAVED_ASSETS,
    });
    await loadRuntimeConfig();
    renderPage(path);
    // Synchronously there: the mandate names the creditor at the first render, no loading text.
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toBeVisible();
    expect(screen.getByText('NO98ZZZ0999')).toBeVisible();
    const reads = apiCalls(fetchMock).filter((call) => call.url.endsWith('/creditor'));
    expect(reads).toHaveLength(1);
  });

  describe('a link that skips its landing page (SPEC §4)', () => {
    async function openAtLanding(link: Partial<PaymentLinkInfo>, historyState: unknown = null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      localStorage.clear();
      sessionStorage.clear();
      fakeApi(linkFound(aPaymentLink({ skipLandingPage: true, ...link })));
      window.history.replaceState(historyState, '', `/uuid/${LINK_UUID}?campaign=spring`);
      await prepareLinkPage(`/uuid/${LINK_UUID}`);
      await loadRuntimeConfig();
      return `${window.location.pathname}${window.location.search}`;
    }

    afterEach(() => window.history.replaceState(null, '', '/'));

    it('opens at its first method, with the query, loaded for the first render', async () => {
      const opened = await openAtLanding({ paymentMethods: ['TRUSTLY', 'CARD'] });
      expect(opened).toBe(`/uuid/${LINK_UUID}/trustly?campaign=spring`);
      // Past its wait if a busy test machine takes long to load the modules: ended, here.
      await importPageModules(opened);
      renderPage(opened);
      // Synchronously there: the method's page at once, no empty landing page first.
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      expect(screen.queryByRole('radiogroup')).toBeNull();
    });

    it('stays on a landing page the shopper came back to and reloaded', async () => {
      // React Router's own entry, made by the breadcrumb's navigation: it has a key.
      const opened = await openAtLanding({}, { key: 'k1', idx: 1 });
      expect(opened).toBe(`/uuid/${LINK_UUID}?campaign=spring`);
    });

    it('stays at its address when it can no longer be paid (its status page shows there)', async () => {
      const opened = await openAtLanding({ status: 'CONSUMED' });
      expect(opened).toBe(`/uuid/${LINK_UUID}?campaign=spring`);
    });
  });

  it("loads a paid link's status page for its landing page, not for its result page", async () => {
    const load = vi.spyOn(StatusPage, 'load');
    try {
      fakeApi(linkFound(aPaymentLink({ status: 'CONSUMED' })));
      await prepareLinkPage(`/uuid/${LINK_UUID}/success`);
      expect(load).not.toHaveBeenCalled();
      forgetPreparedLink();
      await prepareLinkPage(`/uuid/${LINK_UUID}`);
      expect(load).toHaveBeenCalled();
    } finally {
      load.mockRestore();
    }
  });

  it('is not prepared for a page about no link', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    await prepareLinkPage('/session-not-found');
    expect(preparedLink(LINK_UUID)).toBeUndefined();
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it('waits past 600 ms for a slow link on a page the service drew, not on a page it did not', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answer: (value: ReturnType<typeof linkFound>) => void = () => undefined;
      fakeApi(new Promise((resolve) => (answer = resolve)));
      let ready = false;
      const drawn = prepareLinkPage(`/uuid/${LINK_UUID}`, true).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(5_000);
      // The drawing stays on screen: no render (and no loader) while the link is on its way.
      expect(ready).toBe(false);
      answer(linkFound(aPaymentLink()));
      await drawn;
      expect(preparedLink(LINK_UUID)?.outcome).toMatchObject({
        loaded: { link: { uuid: LINK_UUID } },
      });

      forgetPreparedLink();
      fakeApi(new Promise(() => undefined));
      let undrawnReady = false;
      void prepareLinkPage(`/uuid/${LINK_UUID}`).then(() => (undrawnReady = true));
      await vi.advanceTimersByTimeAsync(600);
      // Without a drawing the page renders its loader after 600 ms.
      expect(undrawnReady).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a drawn page whole (a frame painted) before the scripts replace it, whatever is ready', async () => {
    fakeApi(linkFound(aPaymentLink()));
    await importPageModules(`/uuid/${LINK_UUID}`);
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    // The clock stands still: the wait for the paint gives up after 300 ms without frames, which
    // a busy machine could spend loading the link.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let ready = false;
      const drawn = prepareLinkPage(`/uuid/${LINK_UUID}`, true).then(() => (ready = true));
      // The link and the page's modules come through promises alone.
      for (let turns = 0; !preparedLink(LINK_UUID)?.outcome; turns++) {
        if (turns > 10_000) throw new Error('the link was never prepared');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await vi.advanceTimersByTimeAsync(20);
      // The link and the page's modules are there, the frames that paint the drawing are not.
      expect(ready).toBe(false);
      frame?.(16);
      frame?.(32);
      await vi.advanceTimersByTimeAsync(0);
      await drawn;
      expect(ready).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
