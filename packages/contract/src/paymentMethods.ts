import Type from 'typebox';

/** The 19 payment methods of SPEC §1, as the merchant API names them. */
export const PAYMENT_METHODS = [
  'CARD',
  'SEPA_DD',
  'PAYPAL',
  'IDEAL',
  'BANCONTACT_CARD',
  'BANCONTACT_MOBILE',
  'KCP',
  'REQUEST_TO_PAY',
  'PAYMENT_SLIP',
  'NETBANKING',
  'UPI',
  'UPIQRCODE',
  'PHONEPE',
  'ACCOUNT_TO_PAY',
  'PROMPTPAYQR',
  'PAYTO',
  'TRUSTLY',
  'PAYBYBANK',
  'VIRTUALACCOUNT',
] as const;

export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);
export type PaymentMethod = Type.Static<typeof PaymentMethodSchema>;
