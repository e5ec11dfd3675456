import { readJson, writeJson } from './browserStorage';

/** Which tab has a link open, and when that tab last said it still has (epoch ms). */
export interface OpenedLink {
  tabId: string;
  seenAt: number;
}

/**
 * SPEC §4's separate key recording which link was opened, and by which tab: one entry per link
 * uuid, so two different links open side by side do not overwrite each other.
 */
export const OPENED_LINKS_KEY = 'paypage.openedLinks';

type OpenedLinks = Record<string, OpenedLink>;

function isOpenedLink(value: unknown): value is OpenedLink {
  const entry = value as Partial<OpenedLink> | null;
  return typeof entry?.tabId === 'string' && typeof entry.seenAt === 'number';
}

function readOpenedLinks(): OpenedLinks {
  const stored = readJson('localStorage', OPENED_LINKS_KEY);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, entry]) => isOpenedLink(entry)));
}

export function readOpenedLink(uuid: string): OpenedLink | undefined {
  return readOpenedLinks()[uuid];
}

/** Records the link as open in a tab; entries older than `forgetBefore` are dropped meanwhile. */
export function writeOpenedLink(uuid: string, opened: OpenedLink, forgetBefore = 0): void {
  const recent = Object.entries(readOpenedLinks()).filter(
    ([, entry]) => entry.seenAt >= forgetBefore,
  );
  writeJson('localStorage', OPENED_LINKS_KEY, { ...Object.fromEntries(recent), [uuid]: opened });
}

/** SPEC §4: cleared only if it matches, so a tab never frees a link another tab holds. */
export function clearOpenedLink(uuid: string, tabId: string): void {
  const links = readOpenedLinks();
  if (links[uuid]?.tabId !== tabId) return;
  const others = Object.entries(links).filter(([other]) => other !== uuid);
  writeJson('localStorage', OPENED_LINKS_KEY, Object.fromEntries(others));
}
