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
 * The payment methods the service can take, one line per method folder: each folder holds its
 * routes (SPEC §7), its provider calls and its tests, and builds on payments/ for what every
 * method shares (payableLink, startPayment, the status of a payment).
 */
export const METHOD_ROUTES: readonly MethodRoutes[] = [
  cardRoutes,
  paypalRoutes,
  sepaRoutes,
  kcpRoutes,
  virtualAccountRoutes,
  netbankingRoutes,
  upiRoutes,
  promptPayRoutes,
  paymentSlipRoutes,
  // iDEAL, Bancontact card and Bancontact mobile: the provider's checkout.
  providerCheckoutRoutes,
  requestToPayRoutes,
  trustlyRoutes,
  payByBankRoutes,
  accountToPayRoutes,
];

/** How each method charges its saved assets for the merchant API (decision record 0024). */
export const SAVED_ASSET_CHARGES: readonly SavedAssetCharge[] = [
  chargeSavedCard,
  chargeSavedAgreement,
  chargeSavedMandate,
];
