import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MethodModule } from '../lib/paymentMethods/methodModule';
import type { ComponentType } from 'react';
import {
  AccountToPayMark,
  PayByBankMark,
  RequestToPayMark,
  TrustlyMark,
} from '../features/bankRedirect/bankRedirectMarks';
import { CardMark } from '../features/card/cardMark';
import { KcpMark } from '../features/kcp/kcpMark';
import { NetbankingMark, PhonepeMark } from '../features/netbanking/netbankingMarks';
import { PaymentSlipMark } from '../features/paymentSlip/paymentSlipMark';
import { PayToMark } from '../features/payTo/payToMark';
import { PaypalMark } from '../features/paypal/paypalMark';
import { PromptPayMark } from '../features/promptPay/promptPayMark';
import {
  BancontactCardMark,
  BancontactMobileMark,
  IdealMark,
} from '../features/providerCheckout/providerCheckoutMarks';
import { SepaMark } from '../features/sepaDd/sepaMark';
import { UpiMark, UpiQrCodeMark } from '../features/upi/upiMarks';
import { VirtualAccountMark } from '../features/virtualAccount/virtualAccountMark';

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

/**
 * Every method's mark, drawn by its own folder. Imported, not loaded lazily: the landing list
 * shows them all at once, and together they are a few hundred bytes (bench/bundle), less than
 * one request for them.
 */
export const METHOD_MARKS: Record<PaymentMethod, ComponentType> = {
  CARD: CardMark,
  SEPA_DD: SepaMark,
  PAYPAL: PaypalMark,
  KCP: KcpMark,
  VIRTUALACCOUNT: VirtualAccountMark,
  NETBANKING: NetbankingMark,
  PHONEPE: PhonepeMark,
  UPI: UpiMark,
  UPIQRCODE: UpiQrCodeMark,
  PROMPTPAYQR: PromptPayMark,
  PAYMENT_SLIP: PaymentSlipMark,
  IDEAL: IdealMark,
  BANCONTACT_CARD: BancontactCardMark,
  BANCONTACT_MOBILE: BancontactMobileMark,
  PAYTO: PayToMark,
  REQUEST_TO_PAY: RequestToPayMark,
  TRUSTLY: TrustlyMark,
  PAYBYBANK: PayByBankMark,
  ACCOUNT_TO_PAY: AccountToPayMark,
};
