import { readOpenedLink, writeOpenedLink } from '../../lib/storage/openedLinks';

/** How often the tab that has the link open says so again. */
export const CLAIM_REFRESH_MS = 10_000;
/**
 * A claim not refreshed for this long belongs to a tab that crashed or was discarded without
 * a pagehide, and no longer locks the link. Longer than a minute because browsers run the timers
 * of a long-hidden tab only once a minute.
 */
export const CLAIM_STALE_AFTER_MS = 150_000;

/** Another tab that is still alive has the link open. */
export function isOpenElsewhere(uuid: string, tabId: string, now: number): boolean {
  const opened = readOpenedLink(uuid);
  return !!opened && opened.tabId !== tabId && now - opened.seenAt < CLAIM_STALE_AFTER_MS;
}

/**
 * Claims the link for this tab unless another live tab has it, and says whether it is open
 * elsewhere. `reclaim`: this tab had the link open before its reload, so it takes the link back
 * even from the tab that took over while it reloaded. A claim that loses a race is corrected by
 * the storage event of the winner's write.
 */
export function claimLink(uuid: string, tabId: string, now: number, reclaim = false): boolean {
  if (!reclaim && isOpenElsewhere(uuid, tabId, now)) return true;
  writeOpenedLink(uuid, { tabId, seenAt: now }, now - CLAIM_STALE_AFTER_MS);
  return false;
}
