import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import {
  accountToPayRoutes,
  payByBankRoutes,
  requestToPayRoutes,
  trustlyRoutes,
} from './bankRedirect/bankRedirectRoutes';
import { chargeSavedCard } from './card/chargeSavedCard';
import { cardRoutes } from './card/cardRoutes';
import { kcpRoutes } from './kcp/kcpRoutes';
import { netbankingRoutes } from './netbanking/netbankingRoutes';
import { promptPayRoutes } from './promptPay/promptPayRoutes';
import { upiRoutes } from './upi/upiRoutes';
import type { MethodRoutes } from './methodRoutes';
import { paymentSlipRoutes } from './paymentSlip/paymentSlipRoutes';
import { paypalRoutes } from './paypal/paypalRoutes';
import { providerCheckoutRoutes } from './providerCheckout/providerCheckoutRoutes';
import { chargeSavedAgreement } from './paypal/chargeSavedAgreement';
import type { SavedAssetCharge } from './savedAssetCharge';
import { chargeSavedMandate } from './sepaDd/chargeSavedMandate';
import { sepaRoutes } from './sepaDd/sepaRoutes';
import { virtualAccountRoutes } from './virtualAccount/virtualAccountRoutes';

/**
 * The payment methods the service can take, one line per method: the routes of its folder (SPEC
 * §7), which hold its provider calls and its tests and build on payments/ for what every method
 * shares (payableLink, startPayment, the status of a payment). Methods that share a page share
 * routes: SEPA and PayTo, netbanking and the wallet beside it, the two UPI pages, the provider's
 * checkout.
 */
export const ROUTES_OF_METHOD: { readonly [Method in PaymentMethod]: MethodRoutes } = {
  CARD: cardRoutes,
  PAYPAL: paypalRoutes,
  SEPA_DD: sepaRoutes,
  PAYTO: sepaRoutes,
  KCP: kcpRoutes,
  VIRTUALACCOUNT: virtualAccountRoutes,
  NETBANKING: netbankingRoutes,
  PHONEPE: netbankingRoutes,
  UPI: upiRoutes,
  UPIQRCODE: upiRoutes,
  PROMPTPAYQR: promptPayRoutes,
  PAYMENT_SLIP: paymentSlipRoutes,
  IDEAL: providerCheckoutRoutes,
  BANCONTACT_CARD: providerCheckoutRoutes,
  BANCONTACT_MOBILE: providerCheckoutRoutes,
  REQUEST_TO_PAY: requestToPayRoutes,
  TRUSTLY: trustlyRoutes,
  PAYBYBANK: payByBankRoutes,
  ACCOUNT_TO_PAY: accountToPayRoutes,
};

/** Each method folder's routes, registered once however many methods they serve. */
export const METHOD_ROUTES: readonly MethodRoutes[] = [...new Set(Object.values(ROUTES_OF_METHOD))];

/** How each method charges its saved assets for the merchant API (decision record 0024). */
export const SAVED_ASSET_CHARGES: readonly SavedAssetCharge[] = [
  chargeSavedCard,
  chargeSavedAgreement,
  chargeSavedMandate,
];
