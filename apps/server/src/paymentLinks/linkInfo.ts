import type { AssetType } from '@paypage/contract/assets';
import { DEFAULT_MERCHANT_NAME, type PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { merchantPageThemes } from '../merchants/merchantPageThemes';
import type { MerchantProfile } from '../merchants/merchantProfiles';
import type { PaymentLink } from './paymentLink';

/** SPEC §3's link info: the stored link plus what comes from its merchant. */
export function toLinkInfo(
  link: PaymentLink,
  merchant: MerchantProfile | undefined,
  paymentLinkAssets: { id: string; type: string }[],
): PaymentLinkInfo {
  const themes = merchantPageThemes(merchant);
  return {
    merchantId: link.merchantId,
    uuid: link.uuid,
    amount: link.amount,
    currency: link.currency,
    locale: link.locale,
    returnUrl: link.returnUrl,
    termsAndConditionsUrl: link.termsAndConditionsUrl,
    paymentMethods: link.paymentMethods,
    merchantName: merchant?.name || DEFAULT_MERCHANT_NAME,
    merchantReference: link.merchantReference,
    skipLandingPage: link.skipLandingPage,
    description: link.description,
    status: link.status,
    dateCreated: link.dateCreated,
    paymentSettings: link.paymentSettings,
    returnUrlTimer: link.returnUrlTimer,
    expirationDate: link.expirationDate,
    consumerReference: link.consumerReference,
    isSubscription: link.isSubscription,
    backToShopUrl: link.backToShopUrl,
    showAssetsIfSkipLandingPageIsTrue: link.showAssetsIfSkipLandingPageIsTrue,
    paypalMerchantId: merchant?.paypalMerchantId ?? null,
    requireConsent: link.requireConsent,
    paymentLinkAssets: paymentLinkAssets.map((asset) => ({
      id: asset.id,
      type: asset.type as AssetType,
    })),
    shopperInformation: link.shopperInformation,
    newKcpHppRoute: link.newKcpHppRoute,
    theme: themes.light,
    darkTheme: themes.dark,
    ...(merchant?.logoUrl ? { merchantLogoUrl: merchant.logoUrl } : {}),
  };
}
