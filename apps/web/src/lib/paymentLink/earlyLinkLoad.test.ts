import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';

// The module remembers one load per page; each test gets a fresh one.
async function freshModule() {
  vi.resetModules();
  return import('./earlyLinkLoad');
}

const ASSETS_PATH = `/public/payment-link/${LINK_UUID}/assets`;
const NO_ASSETS = { card: [], sepaDirectDebit: [], paypal: [] };

describe('the early link load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the link of a link page with the visit header, and hands it out once', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad(`/uuid/${LINK_UUID}/card`);
    const load = takeLinkLoad(LINK_UUID);
    expect(await load?.link).toMatchObject({ uuid: LINK_UUID });
    expect(await load?.assets).toBeUndefined();
    const [call] = apiCalls(fetchMock);
    expect(call?.headers.get('x-paypage-link-visit')).toBe('true');
    expect(takeLinkLoad(LINK_UUID)).toBeUndefined();
  });

  it('asks for the saved assets of a VALID link with a consumer, once the link says so', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink({ consumerReference: 'shopper-7' })), {
      [ASSETS_PATH]: { status: 200, body: NO_ASSETS },
    });
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad(`/uuid/${LINK_UUID}`);
    expect(await takeLinkLoad(LINK_UUID)?.assets).toEqual(NO_ASSETS);
    expect(apiCalls(fetchMock).map((call) => call.url)).toContain(
      `https://api.paypage.test${ASSETS_PATH}`,
    );
  });

  it('does nothing on a page about no link, and hands out nothing for another link', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad('/session-not-found');
    startLinkLoad('/uuid/not-a-uuid');
    expect(apiCalls(fetchMock)).toEqual([]);
    startLinkLoad(`/uuid/${LINK_UUID}`);
    expect(takeLinkLoad('00000000-0000-4000-8000-000000000009')).toBeUndefined();
  });

  it('stands down when the page asked for its link first: one visit, never two', async () => {
    const fetchMock = fakeApi(linkFound(aPaymentLink()));
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    expect(takeLinkLoad(LINK_UUID)).toBeUndefined();
    startLinkLoad(`/uuid/${LINK_UUID}`);
    expect(apiCalls(fetchMock)).toEqual([]);
  });
});
