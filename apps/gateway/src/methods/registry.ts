import {
  accountToPayMethod,
  payByBankMethod,
  requestToPayMethod,
  trustlyMethod,
} from './bankRedirect/bankRedirectMethods';
import { cardMethod } from './card/cardMethod';
import { indianRedirectMethod } from './indianRedirect/indianRedirectMethod';
import { promptPayMethod } from './promptPay/promptPayMethod';
import { upiMethod } from './upi/upiMethod';
import type { GatewayMethod } from '../payments/gatewayMethod';
import { paymentSlipMethod } from './paymentSlip/paymentSlipMethod';
import { payToMethod } from './payTo/payToMethod';
import { paypalMethod } from './paypal/paypalMethod';
import { providerCheckoutMethod } from './providerCheckout/providerCheckoutMethod';
import { sepaMethod } from './sepaDd/sepaMethod';
import { kcpMethod } from './kcp/kcpMethod';
import { virtualAccountMethod } from './virtualAccount/virtualAccountMethod';

/**
 * The payment methods the sandbox gateway plays, one line per method folder. A method without a
 * module here still takes payments: they start RECEIVED and wait for the settle call.
 */
export const GATEWAY_METHODS: readonly GatewayMethod[] = [
  cardMethod,
  paypalMethod,
  sepaMethod,
  kcpMethod,
  virtualAccountMethod,
  // Netbanking and PhonePe: one module, the provider's page differs.
  indianRedirectMethod,
  upiMethod,
  promptPayMethod,
  paymentSlipMethod,
  // iDEAL, Bancontact card and Bancontact mobile: the provider's hosted checkout.
  providerCheckoutMethod,
  payToMethod,
  requestToPayMethod,
  trustlyMethod,
  payByBankMethod,
  accountToPayMethod,
];
