import { useCallback, useRef } from 'react';
import { leaveForShop } from './leaveForShop';
import type { ShopAddress } from './shopAddress';

/**
 * leaveForShop for one page, run once at a time: a second click, or the countdown ending while
 * the click's recording is on its way, must not record the visit twice.
 */
export function useLeaveForShop(uuid: string, address: ShopAddress): () => Promise<void> {
  const leaving = useRef(false);
  const { url, redirectTo } = address;
  return useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    try {
      await leaveForShop(uuid, { url, redirectTo });
    } finally {
      // Should the browser refuse to navigate, the shopper can still try again.
      leaving.current = false;
    }
  }, [uuid, url, redirectTo]);
}
