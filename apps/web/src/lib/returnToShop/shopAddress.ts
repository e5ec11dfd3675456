import type { UserRedirectBody } from '@paypage/contract/events';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';

/** Where the shopper goes back to, and which of the link's addresses it is (SPEC §3). */
export type ShopAddress = UserRedirectBody;

// The service only accepts web addresses; checking again keeps a javascript: URL off the page.
const WEB_ADDRESS = /^https?:\/\//i;

function shopAddress(url: string | null, redirectTo: ShopAddress['redirectTo']) {
  return url && WEB_ADDRESS.test(url) ? { url, redirectTo } : undefined;
}

/** After a success: the link's return link, if it has one. */
export function returnAddressOf(link: PaymentLinkInfo): ShopAddress | undefined {
  return shopAddress(link.returnUrl, 'returnUrl');
}

/** After a failure: back to the checkout, else to the shop's return link. */
export function checkoutAddressOf(link: PaymentLinkInfo): ShopAddress | undefined {
  return (
    shopAddress(link.backToShopUrl, 'backToShopUrl') ?? shopAddress(link.returnUrl, 'returnUrl')
  );
}

/**
 * A link that can no longer be paid (a status page): a paid one back to the shop's page after a
 * payment, any other back to the checkout to order again; either address when only one is set.
 */
export function closedLinkAddressOf(link: PaymentLinkInfo): ShopAddress | undefined {
  if (link.status === 'CONSUMED') return returnAddressOf(link) ?? checkoutAddressOf(link);
  return checkoutAddressOf(link);
}
