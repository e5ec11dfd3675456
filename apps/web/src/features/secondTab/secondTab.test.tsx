import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearOpenedLink, OPENED_LINKS_KEY, readOpenedLink } from '../../lib/storage/openedLinks';
import { currentTabId } from '../../lib/storage/tabId';
import { aPaymentLink, fakeApi, linkFound, LINK_UUID } from '../../test/fakeApi';
import { renderPage } from '../../test/renderPage';
import { CLAIM_STALE_AFTER_MS, claimLink } from './linkClaim';

const NOW = 1_900_000_000_000;
const OTHER_TAB = 'the-other-tab';

describe('two tabs claiming one link', () => {
  it('gives the link to the first tab and tells the second', () => {
    expect(claimLink(LINK_UUID, 'tab-a', NOW)).toBe(false);
    expect(claimLink(LINK_UUID, 'tab-b', NOW + 1000)).toBe(true);
    expect(readOpenedLink(LINK_UUID)?.tabId).toBe('tab-a');
  });

  it('lets the first tab keep the link across reloads (same tab id)', () => {
    claimLink(LINK_UUID, 'tab-a', NOW);
    expect(claimLink(LINK_UUID, 'tab-a', NOW + 5000)).toBe(false);
  });

  it('hands the link to the second tab once the first lets go', () => {
    claimLink(LINK_UUID, 'tab-a', NOW);
    clearOpenedLink(LINK_UUID, 'tab-b'); // not the second tab's to clear
    expect(claimLink(LINK_UUID, 'tab-b', NOW)).toBe(true);
    clearOpenedLink(LINK_UUID, 'tab-a');
    expect(claimLink(LINK_UUID, 'tab-b', NOW)).toBe(false);
    expect(claimLink(LINK_UUID, 'tab-a', NOW)).toBe(true);
  });

  it('gives the link back to the first tab when it returns from a reload', () => {
    claimLink(LINK_UUID, 'tab-a', NOW);
    clearOpenedLink(LINK_UUID, 'tab-a'); // tab a reloads: pagehide…
    expect(claimLink(LINK_UUID, 'tab-b', NOW)).toBe(false); // …tab b takes over meanwhile…
    expect(claimLink(LINK_UUID, 'tab-a', NOW + 500, true)).toBe(false); // …tab a takes it back
    expect(claimLink(LINK_UUID, 'tab-b', NOW + 600)).toBe(true);
  });

  it('frees the link from a tab that vanished without letting go', () => {
    claimLink(LINK_UUID, 'tab-a', NOW);
    expect(claimLink(LINK_UUID, 'tab-b', NOW + CLAIM_STALE_AFTER_MS - 1)).toBe(true);
    expect(claimLink(LINK_UUID, 'tab-b', NOW + CLAIM_STALE_AFTER_MS)).toBe(false);
  });

  it('keeps different links apart', () => {
    claimLink(LINK_UUID, 'tab-a', NOW);
    expect(claimLink('00000000-0000-4000-8000-000000000002', 'tab-b', NOW)).toBe(false);
    expect(claimLink(LINK_UUID, 'tab-b', NOW)).toBe(true);
  });
});

/** Another tab of the same browser writes the opened-link key, as a storage event tells us. */
function otherTabWrites(value: object | null) {
  if (value) localStorage.setItem(OPENED_LINKS_KEY, JSON.stringify(value));
  else localStorage.removeItem(OPENED_LINKS_KEY);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: OPENED_LINKS_KEY }));
  });
}

function openLinkPage() {
  fakeApi(linkFound(aPaymentLink()));
  renderPage(`/uuid/${LINK_UUID}`);
}

const attention = () => screen.findByRole('heading', { name: 'Attention' });
const landing = () => screen.findByRole('heading', { name: 'Alpine Outfitters' });

describe('the link opened in a second tab', () => {
  it('shows the Attention page while another tab has the link open', async () => {
    otherTabWrites({ [LINK_UUID]: { tabId: OTHER_TAB, seenAt: Date.now() } });
    openLinkPage();
    expect(await attention()).toBeVisible();
    expect(
      screen.getByText('Please close this tab and continue in the other one.', { exact: false }),
    ).toBeVisible();
    expect(readOpenedLink(LINK_UUID)?.tabId).toBe(OTHER_TAB);
  });

  it('takes the link over when the other tab is closed', async () => {
    otherTabWrites({ [LINK_UUID]: { tabId: OTHER_TAB, seenAt: Date.now() } });
    openLinkPage();
    await attention();
    otherTabWrites(null); // the other tab's pagehide
    expect(await landing()).toBeVisible();
    await waitFor(() => expect(readOpenedLink(LINK_UUID)?.tabId).toBe(currentTabId()));
  });

  it('claims the link in the first tab and lets go of it on pagehide', async () => {
    openLinkPage();
    await landing();
    // Claimed by an effect, which Preact (in the browser, decision 0027) runs a frame later.
    await waitFor(() => expect(readOpenedLink(LINK_UUID)?.tabId).toBe(currentTabId()));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(readOpenedLink(LINK_UUID)).toBeUndefined();
  });

  it('does not lock out a reloaded first tab', async () => {
    otherTabWrites({ [LINK_UUID]: { tabId: currentTabId(), seenAt: Date.now() } });
    openLinkPage();
    expect(await landing()).toBeVisible();
  });

  it('takes the link back after a reload, even from a tab that took over meanwhile', async () => {
    openLinkPage();
    await landing();
    await waitFor(() => expect(readOpenedLink(LINK_UUID)?.tabId).toBe(currentTabId()));
    cleanup(); // the reload: this tab lets go of the link…
    otherTabWrites({ [LINK_UUID]: { tabId: OTHER_TAB, seenAt: Date.now() } }); // …the other takes it
    openLinkPage();
    expect(await landing()).toBeVisible();
    await waitFor(() => expect(readOpenedLink(LINK_UUID)?.tabId).toBe(currentTabId()));
  });

  it('ignores a claim left behind by a tab that vanished', async () => {
    otherTabWrites({
      [LINK_UUID]: { tabId: OTHER_TAB, seenAt: Date.now() - CLAIM_STALE_AFTER_MS },
    });
    openLinkPage();
    expect(await landing()).toBeVisible();
  });

  it('leaves phones and tablets alone (coarse pointer)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }));
    otherTabWrites({ [LINK_UUID]: { tabId: OTHER_TAB, seenAt: Date.now() } });
    openLinkPage();
    expect(await landing()).toBeVisible();
    expect(readOpenedLink(LINK_UUID)?.tabId).toBe(OTHER_TAB);
  });

  it('still works when the browser refuses storage', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    openLinkPage();
    expect(await landing()).toBeVisible();
    vi.restoreAllMocks();
  });
});
