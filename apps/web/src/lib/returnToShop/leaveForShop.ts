import { recordUserRedirect } from '../api/userRedirectApi';
import { openInTopWindow } from './openInTopWindow';
import type { ShopAddress } from './shopAddress';

/**
 * How long the shopper waits at most for the visit back to the shop to be recorded. Kept well
 * under the browser's user-activation window (5 s in Chromium) so a framed page may still
 * navigate its top window after a click.
 */
export const RECORD_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Records that the shopper goes back to the shop (SPEC §7 user-redirect), then goes. A failed
 * or slow recording never keeps the shopper on the page: it is only logged.
 */
export async function leaveForShop(uuid: string, address: ShopAddress): Promise<void> {
  try {
    await withTimeout(recordUserRedirect(uuid, address), RECORD_TIMEOUT_MS);
  } catch (error) {
    console.warn('Paypage: recording the return to the shop failed; leaving anyway.', error);
  }
  openInTopWindow(address.url);
}
