import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MessageKey } from '../i18n/catalogues';

/** The name the shopper reads for each payment method. */
export const METHOD_NAMES: Record<PaymentMethod, MessageKey> = {
  CARD: 'method.name.card',
  SEPA_DD: 'method.name.sepaDd',
  PAYPAL: 'method.name.paypal',
  IDEAL: 'method.name.ideal',
  BANCONTACT_CARD: 'method.name.bancontactCard',
  BANCONTACT_MOBILE: 'method.name.bancontactMobile',
  KCP: 'method.name.kcp',
  REQUEST_TO_PAY: 'method.name.requestToPay',
  PAYMENT_SLIP: 'method.name.paymentSlip',
  NETBANKING: 'method.name.netbanking',
  UPI: 'method.name.upi',
  UPIQRCODE: 'method.name.upiQrCode',
  PHONEPE: 'method.name.phonePe',
  ACCOUNT_TO_PAY: 'method.name.accountToPay',
  PROMPTPAYQR: 'method.name.promptPayQr',
  PAYTO: 'method.name.payTo',
  TRUSTLY: 'method.name.trustly',
  PAYBYBANK: 'method.name.payByBank',
  VIRTUALACCOUNT: 'method.name.virtualAccount',
};
