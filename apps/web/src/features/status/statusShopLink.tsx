import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { ShopLink } from '../../components/shopLink';
import { useT } from '../../lib/i18n/useT';
import type { ShopAddress } from '../../lib/returnToShop/shopAddress';
import { closedLinkAddressOf } from '../../lib/returnToShop/shopAddress';
import { useLeaveForShop } from '../../lib/returnToShop/useLeaveForShop';

interface ShopButtonProps {
  uuid: string;
  address: ShopAddress;
  secondary: boolean;
}

function ShopButton({ uuid, address, secondary }: ShopButtonProps) {
  const t = useT();
  const leave = useLeaveForShop(uuid, address);
  return (
    <p className="status-summary__actions">
      <ShopLink
        url={address.url}
        leave={leave}
        className={secondary ? 'button button--secondary' : 'button'}
      >
        {t('redirect.backToShop')}
      </ShopLink>
    </p>
  );
}

/**
 * "Back to shop" on a status page, when the link names a shop address (SPEC §3); `secondary`
 * beside a page's own way on (the processing page's "Continue the payment").
 */
export function StatusShopLink({
  link,
  secondary = false,
}: {
  link: PaymentLinkInfo;
  secondary?: boolean;
}) {
  const address = closedLinkAddressOf(link);
  return address ? <ShopButton uuid={link.uuid} address={address} secondary={secondary} /> : null;
}
