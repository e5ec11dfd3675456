import { useState, useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n/useT';
import type { ShopInHeaderStore } from '../lib/paymentLink/shopInHeader';

/**
 * The header's name for the page: the merchant's logo (its name as the alt text), the
 * merchant's name when it has none or the logo cannot be loaded, and the product's name on pages
 * of no merchant.
 */
export function ShopBrand({ store }: { store: ShopInHeaderStore }) {
  const t = useT();
  const shop = useSyncExternalStore(store.subscribe, store.get, store.get);
  // The address that failed: a later logo gets its own try.
  const [failed, setFailed] = useState<string>();
  if (!shop) return <span className="shell__brand">{t('app.name')}</span>;
  if (shop.logoUrl && shop.logoUrl !== failed) {
    const { logoUrl } = shop;
    return (
      <img
        className="shell__logo"
        src={logoUrl}
        alt={shop.name}
        decoding="async"
        onError={() => setFailed(logoUrl)}
      />
    );
  }
  return <span className="shell__brand">{shop.name}</span>;
}
