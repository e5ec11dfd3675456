import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { Currency } from '@paypage/contract/money';
import type { ShopperInformation } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { PaymentSettings } from '@paypage/contract/paymentSettings';

/** A payment link as stored: the merchant's request plus its status and creation date. */
export interface PaymentLink {
  uuid: string;
  merchantId: string;
  amount: number;
  currency: Currency;
  locale: string | null;
  returnUrl: string | null;
  backToShopUrl: string | null;
  termsAndConditionsUrl: string | null;
  paymentMethods: PaymentMethod[];
  merchantReference: string | null;
  description: string | null;
  skipLandingPage: boolean;
  expirationDate: string | null;
  consumerReference: string | null;
  isSubscription: boolean;
  returnUrlTimer: number;
  showAssetsIfSkipLandingPageIsTrue: boolean;
  requireConsent: boolean;
  paymentSettings: PaymentSettings;
  shopperInformation: ShopperInformation | null;
  newKcpHppRoute: boolean;
  status: LinkStatus;
  dateCreated: string;
  /**
   * The console's preview of the merchant's page (decision 0040): shown, but never listed,
   * counted, announced by webhook or paid. Absent on every other link.
   */
  preview?: boolean;
}
