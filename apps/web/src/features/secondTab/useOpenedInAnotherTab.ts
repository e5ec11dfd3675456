import { useEffect, useState } from 'react';
import { clearOpenedLink, OPENED_LINKS_KEY } from '../../lib/storage/openedLinks';
import { currentTabId, hadLinkOpen, rememberLinkOpen } from '../../lib/storage/tabId';
import { CLAIM_REFRESH_MS, claimLink, isOpenElsewhere } from './linkClaim';

/**
 * SPEC §4 leaves phones and tablets out. A coarse primary pointer is how we tell them (see
 * docs/decisions/0007): it needs no user-agent parsing, works in every engine and also catches
 * iPads, which present themselves as desktop Safari.
 */
function tracksTabs(): boolean {
  // Not on the service's first paint (app/firstPaint.tsx): the browser's own render decides.
  if (typeof window === 'undefined') return false;
  return !window.matchMedia?.('(pointer: coarse)').matches;
}

/**
 * Whether the link is open in another tab of this browser (SPEC §4). The first tab claims it in
 * local storage under its session-storage tab id; another tab that finds a live claim says so,
 * and takes the link over as soon as the first tab lets go of it (pagehide). A tab that had the
 * link open before takes it back when it reloads, so a reload never locks it out.
 */
export function useOpenedInAnotherTab(uuid: string): boolean {
  const [openElsewhere, setOpenElsewhere] = useState(
    () => tracksTabs() && !hadLinkOpen(uuid) && isOpenElsewhere(uuid, currentTabId(), Date.now()),
  );

  useEffect(() => {
    if (!tracksTabs()) return;
    const tabId = currentTabId();
    const evaluate = (reclaim = false) => {
      const elsewhere = claimLink(uuid, tabId, Date.now(), reclaim);
      if (!elsewhere) rememberLinkOpen(uuid);
      setOpenElsewhere(elsewhere);
    };
    const release = () => clearOpenedLink(uuid, tabId);
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === OPENED_LINKS_KEY || event.key === null) evaluate();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      // Back from the back/forward cache: pagehide let go of the link, so take it back.
      if (event.persisted) evaluate(hadLinkOpen(uuid));
    };
    evaluate(hadLinkOpen(uuid));
    const timer = setInterval(() => evaluate(), CLAIM_REFRESH_MS);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', release);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', release);
      window.removeEventListener('pageshow', onPageShow);
      release();
    };
  }, [uuid]);

  return openElsewhere;
}
