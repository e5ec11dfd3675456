import { readJson, usableStorage, writeJson } from './browserStorage';

const TAB_ID_KEY = 'paypage.tabId';
const OWNED_LINKS_KEY = 'paypage.ownedLinks';

// Without session storage the id lives as long as the page: a reload then counts as a new tab,
// which is harmless because the old page freed its links when it was unloaded.
let pageTabId: string | undefined;

const newTabId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * This tab's id. Session storage keeps it across reloads of the same tab and gives every new tab
 * a new one, so a reloaded tab is still recognised as the one that opened the link.
 */
export function currentTabId(): string {
  const storage = usableStorage('sessionStorage');
  const stored = storage?.getItem(TAB_ID_KEY);
  if (stored) return stored;
  const tabId = pageTabId ?? newTabId();
  pageTabId = tabId;
  storage?.setItem(TAB_ID_KEY, tabId);
  return tabId;
}

function ownedLinks(): string[] {
  const stored = readJson('sessionStorage', OWNED_LINKS_KEY);
  return Array.isArray(stored) ? stored.filter((uuid) => typeof uuid === 'string') : [];
}

/** Whether this tab had the link open before (and so is reloading or coming back to it). */
export function hadLinkOpen(uuid: string): boolean {
  return ownedLinks().includes(uuid);
}

export function rememberLinkOpen(uuid: string): void {
  if (!hadLinkOpen(uuid)) writeJson('sessionStorage', OWNED_LINKS_KEY, [...ownedLinks(), uuid]);
}
