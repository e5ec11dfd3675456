import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { createContext } from 'react';

/** Whose page it is, as the header shows it: the merchant's logo, else its name. */
export interface ShopInHeader {
  name: string;
  /** The logo's address as the page loads it; undefined without a logo. */
  logoUrl: string | undefined;
}

/**
 * The logo's address: under the public API's base, where the service serves it. Built without
 * the browser's location, so the service's first paint draws the same address.
 */
function logoAddress(baseUrl: string, path: string): string {
  if (/^https?:\/\//.test(baseUrl)) {
    return new URL(path.replace(/^\//, ''), `${baseUrl.replace(/\/*$/, '')}/`).href;
  }
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The shop of a link, named as its landing page names it. */
export function shopOf(link: PaymentLinkInfo, baseUrl: string | undefined): ShopInHeader {
  const logoUrl = link.merchantLogoUrl && logoAddress(baseUrl ?? '', link.merchantLogoUrl);
  return { name: link.merchantName, logoUrl };
}

/**
 * The shop the header shows: set by a loaded link's pages, read by the page shell's header, which
 * sits above the link's route. A store rather than the shell's state, so a change redraws the
 * header alone and never the page under it.
 */
export function shopInHeaderStore(first: ShopInHeader | undefined) {
  let shop = first;
  const listeners = new Set<() => void>();
  return {
    get: () => shop,
    set(next: ShopInHeader | undefined) {
      if (next?.name === shop?.name && next?.logoUrl === shop?.logoUrl) return;
      shop = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type ShopInHeaderStore = ReturnType<typeof shopInHeaderStore>;

/** Undefined outside a link's pages, where the header names the product. */
export const ShopInHeaderContext = createContext<ShopInHeaderStore | undefined>(undefined);
