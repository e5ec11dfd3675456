import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../test/fakeApi';
import { renderPage } from '../test/renderPage';
import { forgetPreparedLink, prepareLinkPage, preparedLink } from './preparedLink';

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
});
