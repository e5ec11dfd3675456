import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MethodModule } from '../lib/paymentMethods/methodModule';

/**
 * Every payment method whose pages exist: one line per method, loading its folder's module on
 * demand (each method is its own chunk; the landing route carries only these lines). The landing
 * page lists these methods; the route table (routes.tsx, methodRoute.tsx) finds each method's
 * page and steps in its module.
 */
export const METHOD_MODULES: Partial<Record<PaymentMethod, () => Promise<MethodModule>>> = {
  CARD: () => import('../features/card/cardMethod').then((m) => m.cardMethod),
  PAYPAL: () => import('../features/paypal/paypalMethod').then((m) => m.paypalMethod),
  SEPA_DD: () => import('../features/sepaDd/sepaMethod').then((m) => m.sepaMethod),
  KCP: () => import('../features/kcp/kcpMethod').then((m) => m.kcpMethod),
  VIRTUALACCOUNT: () =>
    import('../features/virtualAccount/virtualAccountMethod').then((m) => m.virtualAccountMethod),
  NETBANKING: () =>
    import('../features/netbanking/netbankingMethod').then((m) => m.netbankingMethod),
  PHONEPE: () => import('../features/netbanking/netbankingMethod').then((m) => m.netbankingMethod),
  UPI: () => import('../features/upi/upiMethod').then((m) => m.upiMethod),
  UPIQRCODE: () => import('../features/upi/upiMethod').then((m) => m.upiMethod),
  PROMPTPAYQR: () => import('../features/promptPay/promptPayMethod').then((m) => m.promptPayMethod),
  PAYMENT_SLIP: () =>
    import('../features/paymentSlip/paymentSlipMethod').then((m) => m.paymentSlipMethod),
  IDEAL: () =>
    import('../features/providerCheckout/providerCheckoutMethod').then(
      (m) => m.providerCheckoutMethod,
    ),
  BANCONTACT_CARD: () =>
    import('../features/providerCheckout/providerCheckoutMethod').then(
      (m) => m.providerCheckoutMethod,
    ),
  BANCONTACT_MOBILE: () =>
    import('../features/providerCheckout/providerCheckoutMethod').then(
      (m) => m.providerCheckoutMethod,
    ),
  PAYTO: () => import('../features/payTo/payToMethod').then((m) => m.payToMethod),
  REQUEST_TO_PAY: () =>
    import('../features/bankRedirect/bankRedirectMethod').then((m) => m.requestToPayMethod),
  TRUSTLY: () => import('../features/bankRedirect/bankRedirectMethod').then((m) => m.trustlyMethod),
  PAYBYBANK: () =>
    import('../features/bankRedirect/bankRedirectMethod').then((m) => m.payByBankMethod),
  ACCOUNT_TO_PAY: () =>
    import('../features/bankRedirect/bankRedirectMethod').then((m) => m.accountToPayMethod),
};

export const BUILT_METHODS = Object.keys(METHOD_MODULES) as PaymentMethod[];
