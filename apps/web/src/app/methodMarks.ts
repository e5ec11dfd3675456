import type { PaymentMethod } from '@paypage/contract/paymentMethods';
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
