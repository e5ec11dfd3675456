export type StorageKind = 'localStorage' | 'sessionStorage';

const PROBE_KEY = 'paypage.probe';
// One note per kind and page load is enough for whoever debugs; the shopper never sees it.
const noted = new Set<StorageKind>();

/**
 * The browser's storage, or undefined when it cannot be used (blocked cookies, a sandboxed
 * frame, private mode, a full quota). SPEC §5: only a console note, the page goes on without it.
 */
export function usableStorage(kind: StorageKind): Storage | undefined {
  // The service's first paint (app/firstPaint.tsx) draws the page as for a new tab: no storage.
  if (typeof window === 'undefined') return undefined;
  try {
    // Merely reading window.localStorage throws a SecurityError where storage is blocked.
    const storage = window[kind];
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    if (!noted.has(kind)) {
      noted.add(kind);
      console.info(`Paypage: ${kind} is unavailable; the page works without it.`);
    }
    return undefined;
  }
}

/** The parsed JSON under a key, or undefined when missing, unreadable or not JSON. */
export function readJson(kind: StorageKind, key: string): unknown {
  const raw = usableStorage(kind)?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    usableStorage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // A full quota loses this write only; the page does not depend on it.
  }
}
