import type { PaymentLinkDetails, PaymentLinkSummary, TimelineEvent } from './linksApi';

export const LINK_UUID = '3f2c1b7e-8d4a-4c1e-9b2f-1a2b3c4d5e6f';

export function summary(overrides: Partial<PaymentLinkSummary> = {}): PaymentLinkSummary {
  return {
    uuid: LINK_UUID,
    url: `https://pay.example/uuid/${LINK_UUID}`,
    status: 'VALID',
    amount: 1250,
    currency: 'EUR',
    description: 'Blue shoes',
    merchantReference: 'ORDER-1',
    consumerReference: null,
    paymentMethods: ['CARD'],
    paidWith: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    paidAt: null,
    ...overrides,
  };
}

/** A paid card link as GET /api/v1/payment-links/{uuid} answers it. */
export function paidLink(overrides: Partial<PaymentLinkDetails> = {}): PaymentLinkDetails {
  return {
    merchantId: 'mer_1',
    uuid: LINK_UUID,
    url: `https://pay.example/uuid/${LINK_UUID}`,
    amount: 5000,
    currency: 'EUR',
    locale: null,
    returnUrl: null,
    termsAndConditionsUrl: null,
    paymentMethods: ['CARD', 'PAYPAL'],
    merchantName: 'Demo Shop',
    merchantReference: 'ORDER-7',
    skipLandingPage: false,
    description: 'Concert tickets',
    status: 'CONSUMED',
    dateCreated: '2026-11-20T10:00:00.000Z',
    paymentSettings: {},
    returnUrlTimer: 0,
    expirationDate: null,
    consumerReference: null,
    isSubscription: false,
    backToShopUrl: null,
    showAssetsIfSkipLandingPageIsTrue: false,
    paypalMerchantId: null,
    requireConsent: false,
    paymentLinkAssets: [],
    shopperInformation: null,
    newKcpHppRoute: false,
    theme: {},
    darkTheme: {},
    transactions: [
      {
        id: 'tx_1',
        paymentMethod: 'CARD',
        status: 'COMPLETED',
        amount: 5000,
        currency: 'EUR',
        gatewayPaymentId: 'gw_1',
        details: null,
        refusalReason: null,
        termsAcceptance: null,
        createdAt: '2026-11-20T10:05:00.000Z',
        updatedAt: '2026-11-20T10:05:00.000Z',
        capturedAmount: 5000,
        refundedAmount: 1000,
      },
    ],
    ...overrides,
  };
}

export const TIMELINE: TimelineEvent[] = [
  { at: '2026-11-20T10:00:00.000Z', kind: 'created' },
  { at: '2026-11-20T10:01:00.000Z', kind: 'opened' },
  {
    at: '2026-11-20T10:04:00.000Z',
    kind: 'attempt',
    paymentMethod: 'CARD',
    status: 'REFUSED',
    refusalReason: 'DECLINED',
    transactionId: 'tx_0',
  },
  { at: '2026-11-20T10:05:00.000Z', kind: 'paid' },
  {
    at: '2026-11-20T10:05:01.000Z',
    kind: 'webhook',
    type: 'payment_link.consumed',
    deliveryId: 'evt_1',
    status: 'DELIVERED',
    attempts: [{ at: '2026-11-20T10:05:02.000Z', statusCode: 200 }],
  },
  { at: '2026-11-21T09:00:00.000Z', kind: 'refunded', amount: 1000, reason: 'Damaged' },
];
