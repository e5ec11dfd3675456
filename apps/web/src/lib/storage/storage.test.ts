import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOpenedLink, OPENED_LINKS_KEY, readOpenedLink, writeOpenedLink } from './openedLinks';
import {
  readSavedPayments,
  removeSavedPayment,
  SAVED_PAYMENTS_KEY,
  savePayment,
} from './savedPayments';
import { currentTabId } from './tabId';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '00000000-0000-4000-8000-000000000002';

const storedList = () => JSON.parse(localStorage.getItem(SAVED_PAYMENTS_KEY) ?? 'null') as unknown;

/** A storage that refuses every write, like Safari's private mode or a full quota. */
const refusingStorage = (): Storage =>
  ({
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
    length: 0,
  }) satisfies Storage;

describe('saved payments (SPEC §4)', () => {
  beforeEach(() => localStorage.clear());

  it('appends a VALID link under the product namespace key', () => {
    savePayment({ uuid: A, status: 'VALID' });
    savePayment({ uuid: B, status: 'VALID' });
    expect(storedList()).toEqual([
      { uuid: A, status: 'VALID' },
      { uuid: B, status: 'VALID' },
    ]);
  });

  it('replaces the record with the same uuid instead of adding a second one', () => {
    savePayment({ uuid: A, status: 'VALID' });
    savePayment({ uuid: B, status: 'VALID' });
    savePayment({ uuid: A, status: 'VALID' });
    expect(readSavedPayments().map(({ uuid }) => uuid)).toEqual([A, B]);
  });

  it('keeps only VALID records: saving a paid link drops it', () => {
    savePayment({ uuid: A, status: 'VALID' });
    savePayment({ uuid: B, status: 'CONSUMED' });
    expect(readSavedPayments()).toEqual([{ uuid: A, status: 'VALID' }]);
    savePayment({ uuid: A, status: 'EXPIRED' });
    expect(storedList()).toEqual([]);
  });

  it('drops records of other statuses written earlier, and ignores junk', () => {
    localStorage.setItem(
      SAVED_PAYMENTS_KEY,
      JSON.stringify([{ uuid: B, status: 'INVALIDATED' }, 'junk', { uuid: 7 }]),
    );
    savePayment({ uuid: A, status: 'VALID' });
    expect(storedList()).toEqual([{ uuid: A, status: 'VALID' }]);
  });

  it('survives a list that is not JSON', () => {
    localStorage.setItem(SAVED_PAYMENTS_KEY, '{oops');
    expect(readSavedPayments()).toEqual([]);
    savePayment({ uuid: A, status: 'VALID' });
    expect(readSavedPayments()).toEqual([{ uuid: A, status: 'VALID' }]);
  });

  it('removes one record on request', () => {
    savePayment({ uuid: A, status: 'VALID' });
    savePayment({ uuid: B, status: 'VALID' });
    removeSavedPayment(A);
    expect(readSavedPayments()).toEqual([{ uuid: B, status: 'VALID' }]);
  });
});

describe('the opened-link key', () => {
  beforeEach(() => localStorage.clear());

  it('records which tab opened a link, one entry per link', () => {
    writeOpenedLink(A, { tabId: 'tab-1', seenAt: 1000 });
    writeOpenedLink(B, { tabId: 'tab-2', seenAt: 2000 });
    expect(readOpenedLink(A)).toEqual({ tabId: 'tab-1', seenAt: 1000 });
    expect(readOpenedLink(B)).toEqual({ tabId: 'tab-2', seenAt: 2000 });
    expect(Object.keys(JSON.parse(localStorage.getItem(OPENED_LINKS_KEY) ?? '{}'))).toEqual([A, B]);
  });

  it('is cleared only if it matches the tab', () => {
    writeOpenedLink(A, { tabId: 'tab-1', seenAt: 1000 });
    clearOpenedLink(A, 'tab-2');
    expect(readOpenedLink(A)).toEqual({ tabId: 'tab-1', seenAt: 1000 });
    clearOpenedLink(A, 'tab-1');
    expect(readOpenedLink(A)).toBeUndefined();
  });

  it('forgets entries nobody refreshed for too long', () => {
    writeOpenedLink(B, { tabId: 'tab-2', seenAt: 1000 });
    writeOpenedLink(A, { tabId: 'tab-1', seenAt: 9000 }, 5000);
    expect(readOpenedLink(B)).toBeUndefined();
  });
});

describe('the tab id', () => {
  it('stays the same across calls (and reloads) of one tab', () => {
    sessionStorage.clear();
    const first = currentTabId();
    expect(first).toMatch(/\S{8,}/);
    expect(currentTabId()).toBe(first);
    expect(sessionStorage.getItem('paypage.tabId')).toBe(first);
  });
});

describe('when the browser refuses storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('only notes it on the console, once, and reads as empty', async () => {
    vi.resetModules();
    const fresh = await import('./savedPayments');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubGlobal('localStorage', refusingStorage());
    expect(() => fresh.savePayment({ uuid: A, status: 'VALID' })).not.toThrow();
    expect(fresh.readSavedPayments()).toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/localStorage is unavailable/);
  });

  it('copes with storage that cannot even be looked at', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    expect(() => writeOpenedLink(A, { tabId: 't', seenAt: 1 })).not.toThrow();
    expect(readOpenedLink(A)).toBeUndefined();
    expect(() => clearOpenedLink(A, 't')).not.toThrow();
  });

  it('still gives the tab an id without session storage', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError');
    });
    const id = currentTabId();
    expect(currentTabId()).toBe(id);
  });
});
