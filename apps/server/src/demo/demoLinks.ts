import type { LinkStatus } from '@paypage/contract/linkStatus';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import type { PaymentLink } from '../paymentLinks/paymentLink';

export const DEMO_MERCHANT_ID = 'mer_demo_shop';
export const DEMO_CONSUMER = 'demo-consumer-1';
/** Starts without saved assets: its PayPal demo link saves the account it pays with. */
const DEMO_PAYPAL_CONSUMER = 'demo-consumer-paypal';
export const PROCESSING_DEMO_LINK = '00000000-0000-4000-8000-000000000014';
export const PAID_DEMO_LINK = '00000000-0000-4000-8000-000000000011';

export interface DemoLink {
  label: string;
  link: PaymentLink;
}

/** Fixed uuids, so that a restart puts the same demo links back instead of adding new ones. */
function demoLink(
  uuid: string,
  label: string,
  status: LinkStatus,
  overrides: Partial<PaymentLink> = {},
): DemoLink {
  const now = new Date().toISOString();
  return {
    label,
    link: {
      uuid,
      merchantId: DEMO_MERCHANT_ID,
      amount: 4990,
      currency: 'EUR',
      locale: 'en_GB',
      returnUrl: 'https://shop.example/order/1001/thanks',
      backToShopUrl: 'https://shop.example/cart',
      termsAndConditionsUrl: 'https://shop.example/terms',
      paymentMethods: [...PAYMENT_METHODS],
      merchantReference: 'ORDER-1001',
      description: 'Order 1001: running shoes',
      skipLandingPage: false,
      expirationDate: null,
      consumerReference: null,
      isSubscription: false,
      returnUrlTimer: 10,
      showAssetsIfSkipLandingPageIsTrue: false,
      requireConsent: false,
      paymentSettings: { card: { transactionType: 'preauthAndCapture' } },
      shopperInformation: null,
      newKcpHppRoute: false,
      status,
      dateCreated: now,
      ...overrides,
    },
  };
}

export function demoLinks(now = new Date()): DemoLink[] {
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  return [
    demoLink('00000000-0000-4000-8000-000000000001', 'Every payment method (EUR)', 'VALID'),
    demoLink(
      '00000000-0000-4000-8000-000000000002',
      'Saved card, SEPA mandate and PayPal account',
      'VALID',
      {
        consumerReference: DEMO_CONSUMER,
        description: 'Monthly box subscription',
        isSubscription: true,
      },
    ),
    demoLink('00000000-0000-4000-8000-000000000003', 'Expires in 4 minutes', 'VALID', {
      expirationDate: inMinutes(4),
    }),
    demoLink('00000000-0000-4000-8000-000000000004', 'Korean won, Korean page', 'VALID', {
      amount: 55000,
      currency: 'KRW',
      locale: 'ko_KR',
    }),
    demoLink('00000000-0000-4000-8000-000000000005', 'German page', 'VALID', { locale: 'de_DE' }),
    demoLink('00000000-0000-4000-8000-000000000110', 'PayPal: pay with a PayPal account', 'VALID', {
      paymentMethods: ['PAYPAL'],
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000111',
      'PayPal subscription: saves the account',
      'VALID',
      {
        paymentMethods: ['PAYPAL'],
        consumerReference: DEMO_PAYPAL_CONSUMER,
        isSubscription: true,
        description: 'Monthly coffee subscription',
        paymentSettings: { payPal: { transactionType: 'preauth', createBillingAgreement: true } },
      },
    ),
    demoLink('00000000-0000-4000-8000-000000000100', 'SEPA Direct Debit (core mandate)', 'VALID', {
      paymentMethods: ['SEPA_DD'],
      paymentSettings: { sepa: { mandateScheme: 'SEPADD_CORE' } },
    }),
    demoLink('00000000-0000-4000-8000-000000000101', 'SEPA Direct Debit (B2B mandate)', 'VALID', {
      paymentMethods: ['SEPA_DD'],
      paymentSettings: { sepa: { mandateScheme: 'SEPADD_B2B' } },
      description: 'Invoice 2026-118: office supplies',
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000102',
      'SEPA mandate only (amount 0, subscription)',
      'VALID',
      {
        amount: 0,
        paymentMethods: ['SEPA_DD'],
        consumerReference: DEMO_CONSUMER,
        isSubscription: true,
        description: 'Monthly box subscription: direct debit mandate',
      },
    ),
    ...koreanDemoLinks(inMinutes),
    ...indianAndThaiDemoLinks(),
    // The methods that send the shopper to a bank and back (docs/decisions/0019).
    demoLink('00000000-0000-4000-8000-000000000130', 'Direct bank transfer', 'VALID', {
      paymentMethods: ['REQUEST_TO_PAY'],
    }),
    demoLink('00000000-0000-4000-8000-000000000131', 'Trustly (en_GB: payment limits)', 'VALID', {
      paymentMethods: ['TRUSTLY'],
    }),
    demoLink('00000000-0000-4000-8000-000000000132', 'Pay by bank', 'VALID', {
      paymentMethods: ['PAYBYBANK'],
    }),
    demoLink('00000000-0000-4000-8000-000000000133', 'Account to Pay', 'VALID', {
      paymentMethods: ['ACCOUNT_TO_PAY'],
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000170',
      'Payment slip: bank transfer, QR code, PDF',
      'VALID',
      {
        paymentMethods: ['PAYMENT_SLIP'],
        description: 'Order 1001: running shoes, paid by bank transfer',
        shopperInformation: { firstName: 'Alex', lastName: 'Example' },
        paymentSettings: { paymentSlip: { processingOption: 'GIRO', lowercased: true } },
      },
    ),
    demoLink(
      '00000000-0000-4000-8000-000000000171',
      'Payment slip, German page (name typed)',
      'VALID',
      { paymentMethods: ['PAYMENT_SLIP'], locale: 'de_DE' },
    ),
    // Paid on the provider's checkout (docs/decisions/0018).
    demoLink('00000000-0000-4000-8000-000000000120', 'iDEAL', 'VALID', {
      paymentMethods: ['IDEAL'],
      description: 'Order 1120: iDEAL',
    }),
    demoLink('00000000-0000-4000-8000-000000000121', 'Bancontact card', 'VALID', {
      paymentMethods: ['BANCONTACT_CARD'],
      description: 'Order 1121: Bancontact card',
    }),
    demoLink('00000000-0000-4000-8000-000000000122', 'Bancontact mobile', 'VALID', {
      paymentMethods: ['BANCONTACT_MOBILE'],
      description: 'Order 1122: Bancontact mobile',
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000123',
      'iDEAL and Bancontact, Dutch page (Belgium)',
      'VALID',
      { paymentMethods: ['IDEAL', 'BANCONTACT_CARD', 'BANCONTACT_MOBILE'], locale: 'nl_BE' },
    ),
    // PayTo is Australian, but SPEC §3 has no AUD: its demo pays in Singapore dollars (0022).
    demoLink('00000000-0000-4000-8000-000000000160', 'PayTo (SGD)', 'VALID', {
      paymentMethods: ['PAYTO'],
      currency: 'SGD',
      locale: 'en_AU',
      description: 'Order 1001: running shoes',
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000161',
      'PayTo agreement only (amount 0, subscription)',
      'VALID',
      {
        amount: 0,
        paymentMethods: ['PAYTO'],
        currency: 'SGD',
        locale: 'en_AU',
        isSubscription: true,
        description: 'Weekly fruit box: PayTo agreement',
      },
    ),
    demoLink(PAID_DEMO_LINK, 'Status: already paid', 'CONSUMED'),
    demoLink('00000000-0000-4000-8000-000000000012', 'Status: expired', 'EXPIRED'),
    demoLink('00000000-0000-4000-8000-000000000013', 'Status: invalidated', 'INVALIDATED'),
    demoLink(PROCESSING_DEMO_LINK, 'Status: payment processing', 'PROCESSING_PAYMENT'),
  ];
}

/** KCP and the virtual account (issue 11), in won (whole won: SPEC §9) and mostly in Korean. */
function koreanDemoLinks(inMinutes: (minutes: number) => string): DemoLink[] {
  const korean: Partial<PaymentLink> = {
    amount: 55000,
    currency: 'KRW',
    locale: 'ko_KR',
    description: '주문 1001: 러닝화',
  };
  return [
    demoLink('00000000-0000-4000-8000-000000000140', 'KCP (Korean won, Korean page)', 'VALID', {
      ...korean,
      paymentMethods: ['KCP'],
    }),
    demoLink(
      '00000000-0000-4000-8000-000000000141',
      'KCP direct (newKcpHppRoute) or virtual account',
      'VALID',
      { ...korean, paymentMethods: ['KCP', 'VIRTUALACCOUNT'], newKcpHppRoute: true },
    ),
    demoLink(
      '00000000-0000-4000-8000-000000000142',
      'Virtual account (Korean won, Korean page)',
      'VALID',
      { ...korean, paymentMethods: ['VIRTUALACCOUNT'] },
    ),
    demoLink(
      '00000000-0000-4000-8000-000000000143',
      'Virtual account, English, 10 minutes to pay',
      'VALID',
      {
        amount: 129000,
        currency: 'KRW',
        paymentMethods: ['VIRTUALACCOUNT'],
        expirationDate: inMinutes(10),
      },
    ),
  ];
}

/** Issue 11: one link per Indian and Thai method, in rupees or baht, and the Indian ones together. */
function indianAndThaiDemoLinks(): DemoLink[] {
  const india = {
    amount: 249900,
    currency: 'INR',
    locale: 'en_IN',
    description: 'Order 1001: cricket bat',
  } as const;
  const indian = (uuid: string, label: string, methods: PaymentLink['paymentMethods']) =>
    demoLink(uuid, label, 'VALID', { ...india, paymentMethods: methods });
  return [
    indian('00000000-0000-4000-8000-000000000150', 'Netbanking (INR)', ['NETBANKING']),
    indian('00000000-0000-4000-8000-000000000151', 'PhonePe (INR)', ['PHONEPE']),
    indian('00000000-0000-4000-8000-000000000152', 'UPI (INR)', ['UPI']),
    indian('00000000-0000-4000-8000-000000000153', 'UPI QR code (INR)', ['UPIQRCODE']),
    demoLink(
      '00000000-0000-4000-8000-000000000154',
      'Every Indian method, locale hi_IN (INR)',
      'VALID',
      {
        ...india,
        locale: 'hi_IN',
        paymentMethods: ['NETBANKING', 'PHONEPE', 'UPI', 'UPIQRCODE'],
      },
    ),
    demoLink('00000000-0000-4000-8000-000000000155', 'PromptPay QR (THB)', 'VALID', {
      amount: 129000,
      currency: 'THB',
      locale: 'en_GB',
      description: 'Order 1001: silk scarf',
      paymentMethods: ['PROMPTPAYQR'],
    }),
    demoLink('00000000-0000-4000-8000-000000000156', 'PromptPay QR, Thai page (THB)', 'VALID', {
      amount: 129000,
      currency: 'THB',
      locale: 'th_TH',
      description: 'Order 1001: silk scarf',
      paymentMethods: ['PROMPTPAYQR'],
    }),
  ];
}
