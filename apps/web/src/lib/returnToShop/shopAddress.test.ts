import { describe, expect, it } from 'vitest';
import { aPaymentLink } from '../../test/fakeApi';
import { checkoutAddressOf, closedLinkAddressOf, returnAddressOf } from './shopAddress';

const SHOP = 'https://shop.example/thanks';
const CHECKOUT = 'https://shop.example/checkout';

describe('shop addresses of a link', () => {
  it('returns to the returnUrl after a success', () => {
    expect(returnAddressOf(aPaymentLink({ returnUrl: SHOP, backToShopUrl: CHECKOUT }))).toEqual({
      url: SHOP,
      redirectTo: 'returnUrl',
    });
    expect(returnAddressOf(aPaymentLink({ returnUrl: null }))).toBeUndefined();
  });

  it('goes back to the checkout after a failure, else to the returnUrl', () => {
    expect(checkoutAddressOf(aPaymentLink({ returnUrl: SHOP, backToShopUrl: CHECKOUT }))).toEqual({
      url: CHECKOUT,
      redirectTo: 'backToShopUrl',
    });
    expect(checkoutAddressOf(aPaymentLink({ returnUrl: SHOP, backToShopUrl: null }))).toEqual({
      url: SHOP,
      redirectTo: 'returnUrl',
    });
    expect(checkoutAddressOf(aPaymentLink())).toBeUndefined();
  });

  it('ignores addresses that are not web addresses', () => {
    expect(returnAddressOf(aPaymentLink({ returnUrl: 'javascript:alert(1)' }))).toBeUndefined();
    expect(
      checkoutAddressOf(aPaymentLink({ backToShopUrl: 'data:text/html,x', returnUrl: SHOP })),
    ).toEqual({ url: SHOP, redirectTo: 'returnUrl' });
  });

  it('sends a paid link back to the shop, any other closed link back to the checkout', () => {
    const both = { returnUrl: SHOP, backToShopUrl: CHECKOUT };
    expect(closedLinkAddressOf(aPaymentLink({ ...both, status: 'CONSUMED' }))?.url).toBe(SHOP);
    for (const status of ['EXPIRED', 'INVALIDATED', 'PROCESSING_PAYMENT'] as const) {
      expect(closedLinkAddressOf(aPaymentLink({ ...both, status }))?.url).toBe(CHECKOUT);
    }
    expect(
      closedLinkAddressOf(aPaymentLink({ backToShopUrl: CHECKOUT, status: 'CONSUMED' })),
    ).toEqual({ url: CHECKOUT, redirectTo: 'backToShopUrl' });
    expect(closedLinkAddressOf(aPaymentLink({ returnUrl: SHOP, status: 'EXPIRED' }))).toEqual({
      url: SHOP,
      redirectTo: 'returnUrl',
    });
    expect(closedLinkAddressOf(aPaymentLink({ status: 'EXPIRED' }))).toBeUndefined();
  });
});
