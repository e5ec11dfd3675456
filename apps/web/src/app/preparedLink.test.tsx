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
});
