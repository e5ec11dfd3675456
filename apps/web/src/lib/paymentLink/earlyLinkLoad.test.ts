import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_HINT_BLOCK_ID } from '@paypage/contract/pageData';
import { aPaymentLink, apiCalls, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';

// The module remembers one load per page; each test gets a fresh one.
async function freshModule() {
  vi.resetModules();
  return import('./earlyLinkLoad');
}

const ASSETS_PATH = `/public/payment-link/${LINK_UUID}/assets`;
const NO_ASSETS = { card: [], sepaDirectDebit: [], paypal: [] };

describe('the early link load', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(LINK_HINT_BLOCK_ID)?.remove();
  });

  /** The data block the service writes into a link's HTML (apps/server webApp/linkPageHtml). */
  function serviceHints(hint: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = LINK_HINT_BLOCK_ID;
    block.textContent = JSON.stringify(hint);
    document.head.append(block);
  }

  const assetCalls = (fetchMock: ReturnType<typeof fakeApi>) =>
    apiCalls(fetchMock).filter((call) => call.url.endsWith(ASSETS_PATH));

  it('asks for the saved assets beside the link when the HTML says the link has some', async () => {
    serviceHints({ uuid: LINK_UUID.toUpperCase(), savedAssets: true });
    let answerLink: (answer: ReturnType<typeof linkFound>) => void = () => undefined;
    const held = new Promise<ReturnType<typeof linkFound>>((resolve) => (answerLink = resolve));
    const fetchMock = fakeApi(held, { [ASSETS_PATH]: { status: 200, body: NO_ASSETS } });
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad(`/uuid/${LINK_UUID}/card`);
    // The link has not answered yet, and its assets are already on their way.
    await vi.waitFor(() => expect(assetCalls(fetchMock)).toHaveLength(1), { timeout: 5_000 });
    answerLink(linkFound(aPaymentLink({ consumerReference: 'shopper-7' })));
    expect(await takeLinkLoad(LINK_UUID)?.assets).toEqual(NO_ASSETS);
    expect(assetCalls(fetchMock)).toHaveLength(1);
  });

  it('drops the hinted assets, even refused, when the link that arrives has none to show', async () => {
    serviceHints({ uuid: LINK_UUID, savedAssets: true });
    const fetchMock = fakeApi(linkFound(aPaymentLink({ status: 'EXPIRED' })), {
      [ASSETS_PATH]: { status: 409, body: { statusCode: 409, errorCode: 'PAYMENT_LINK_EXPIRED' } },
    });
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad(`/uuid/${LINK_UUID}`);
    const load = takeLinkLoad(LINK_UUID);
    expect(await load?.link).toMatchObject({ status: 'EXPIRED' });
    await expect(load?.assets).resolves.toBeUndefined();
    expect(assetCalls(fetchMock)).toHaveLength(1);
  });

  it('waits for the link before asking for assets without the hint, or with another link’s', async () => {
    serviceHints({ uuid: '00000000-0000-4000-8000-000000000009', savedAssets: true });
    let answerLink: (answer: ReturnType<typeof linkFound>) => void = () => undefined;
    const held = new Promise<ReturnType<typeof linkFound>>((resolve) => (answerLink = resolve));
    const fetchMock = fakeApi(held, { [ASSETS_PATH]: { status: 200, body: NO_ASSETS } });
    const { startLinkLoad, takeLinkLoad } = await freshModule();
    startLinkLoad(`/uuid/${LINK_UUID}`);
    await vi.waitFor(() => expect(apiCalls(fetchMock)).toHaveLength(1), { timeout: 5_000 });
    expect(assetCalls(fetchMock)).toHaveLength(0);
    answerLink(linkFound(aPaymentLink({ consumerReference: 'shopper-7' })));
    expect(await takeLinkLoad(LINK_UUID)?.assets).toEqual(NO_ASSETS);
    expect(assetCalls(fetchMock)).toHaveLength(1);
  });

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
