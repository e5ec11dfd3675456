import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import type {
  CreateCheckoutSessionBody,
  GatewayCheckoutSession,
} from '@paypage/contract/methods/providerCheckout';
import type { CreateGatewayMandateBody, GatewayMandate } from '@paypage/contract/methods/sepa';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { fakeGateway } from './fakeGateway';
import { mandateBody, postMandate } from './sepaHelpers';
import { TEST_DEVICE, type TestApp } from './testApp';

/** One way a payment of a link starts, as the page calls it (SPEC §7). */
export interface StartRouteCase {
  name: string;
  /** The route as Fastify registered it. */
  route: string;
  /** What the link must be for this method: its methods, its currency. */
  link: Partial<CreatePaymentLinkBody>;
  /** The address and the body of a start of the link `uuid`, all but the terms accepted. */
  start(t: TestApp, uuid: string): Promise<{ url: string; body: Record<string, unknown> }>;
}

const CONTACT = { email: 'asha@example.in', phone: '+919876543210' };
const INDIA = { currency: 'INR', amount: 249900 } as const;
const KOREA = { currency: 'KRW', amount: 55000 } as const;

/** The same body for every link: a start that needs nothing from earlier calls. */
const simple =
  (path: (uuid: string, t: TestApp) => string, body: Record<string, unknown> = {}) =>
  async (t: TestApp, uuid: string) => ({ url: path(uuid, t), body });

/**
 * Every payment start of the public API. The terms tests walk the registered routes and fail
 * for a money-moving route that is neither here nor known not to start a payment: a new method
 * is then tested for the acceptance too.
 */
export const START_ROUTES: readonly StartRouteCase[] = [
  {
    name: 'card',
    route: '/public/payment-link/:uuid/transaction',
    link: { paymentMethods: ['CARD'] },
    start: simple((uuid) => `/public/payment-link/${uuid}/transaction`, {
      payment: { asset: { type: 'CARD', cardToken: 'ct_challenge_terms' } },
      deviceInformation: TEST_DEVICE,
    }),
  },
  {
    name: 'PayPal',
    route: '/public/paypal/merchant/:merchantId/transaction',
    link: { paymentMethods: ['PAYPAL'] },
    start: async (t, uuid) => ({
      url: `/public/paypal/merchant/${t.merchant.id}/transaction`,
      body: { asset: { type: 'PAYPAL', paymentLinkId: uuid } },
    }),
  },
  {
    name: 'SEPA direct debit',
    route: '/public/sepa/merchant/:merchantId/transaction',
    link: { paymentMethods: ['SEPA_DD'] },
    start: async (t, uuid) => {
      const mandate = (await postMandate(t, mandateBody(uuid))).json<{ uuid: string }>();
      return {
        url: `/public/sepa/merchant/${t.merchant.id}/transaction`,
        body: {
          paymentLinkId: uuid,
          asset: { type: 'SEPA_DD', id: mandate.uuid },
          paymentMethod: 'SEPA_DD',
        },
      };
    },
  },
  {
    name: 'PayTo',
    route: '/public/sepa/merchant/:merchantId/transaction',
    link: { paymentMethods: ['PAYTO'], currency: 'SGD' },
    start: async (t, uuid) => ({
      url: `/public/sepa/merchant/${t.merchant.id}/transaction`,
      body: {
        paymentLinkId: uuid,
        asset: {
          type: 'PAYTO',
          accountName: 'Jane Citizen',
          payIdType: 'PHONE',
          payId: '+61-4123 456 78',
        },
        paymentMethod: 'PAYTO',
      },
    }),
  },
  {
    name: 'KCP',
    route: '/public/other-payments/transaction/:id',
    link: { paymentMethods: ['KCP'], ...KOREA },
    start: simple((uuid) => `/public/other-payments/transaction/${uuid}`),
  },
  {
    name: 'virtual account',
    route: '/public/virtual-account/payment-link/:uuid',
    link: { paymentMethods: ['VIRTUALACCOUNT'], ...KOREA },
    start: simple((uuid) => `/public/virtual-account/payment-link/${uuid}`),
  },
  {
    name: 'netbanking',
    route: '/public/netbanking/payment-link/:uuid/transaction',
    link: { paymentMethods: ['NETBANKING'], ...INDIA },
    start: simple((uuid) => `/public/netbanking/payment-link/${uuid}/transaction`, {
      paymentMethod: 'NETBANKING',
      bank: 'HDFC',
      ...CONTACT,
    }),
  },
  {
    name: 'PhonePe',
    route: '/public/phonepe/payment-link/:uuid/transaction',
    link: { paymentMethods: ['PHONEPE'], ...INDIA },
    start: simple((uuid) => `/public/phonepe/payment-link/${uuid}/transaction`, {
      paymentMethod: 'PHONEPE',
      ...CONTACT,
    }),
  },
  {
    name: 'UPI',
    route: '/public/upi/payment-link/:uuid/transaction',
    link: { paymentMethods: ['UPI'], ...INDIA },
    start: simple((uuid) => `/public/upi/payment-link/${uuid}/transaction`, {
      paymentMethod: 'UPI',
      upiId: 'asha@okaxis',
      ...CONTACT,
    }),
  },
  {
    name: 'PromptPay',
    route: '/public/prompt-pay/payment-link/:uuid',
    link: { paymentMethods: ['PROMPTPAYQR'], currency: 'THB', amount: 129000 },
    start: simple((uuid) => `/public/prompt-pay/payment-link/${uuid}`),
  },
  {
    name: 'payment slip',
    route: '/public/payment-slip/payment-link/:uuid',
    link: { paymentMethods: ['PAYMENT_SLIP'] },
    start: simple((uuid) => `/public/payment-slip/payment-link/${uuid}`, {
      customerName: 'Alex Example',
    }),
  },
  {
    name: 'provider checkout (iDEAL)',
    route: '/public/other-payments/adyen/sessions/:uuid',
    link: { paymentMethods: ['IDEAL'] },
    start: simple((uuid) => `/public/other-payments/adyen/sessions/${uuid}`, {
      paymentMethod: 'IDEAL',
    }),
  },
  {
    name: 'request to pay',
    route: '/public/request-to-pay/payment-link/:uuid',
    link: { paymentMethods: ['REQUEST_TO_PAY'] },
    start: simple((uuid) => `/public/request-to-pay/payment-link/${uuid}`),
  },
  {
    name: 'pay by bank',
    route: '/public/paybybank/payment-link/:uuid',
    link: { paymentMethods: ['PAYBYBANK'] },
    start: simple((uuid) => `/public/paybybank/payment-link/${uuid}`),
  },
  {
    name: 'account to pay',
    route: '/public/account-to-pay/payment-link/:uuid',
    link: { paymentMethods: ['ACCOUNT_TO_PAY'] },
    start: simple((uuid) => `/public/account-to-pay/payment-link/${uuid}`),
  },
  {
    name: 'Trustly',
    route: '/public/trustly/payment-link/:uuid',
    link: { paymentMethods: ['TRUSTLY'] },
    start: simple((uuid) => `/public/trustly/payment-link/${uuid}`, {
      firstName: 'Ana',
      lastName: 'Example',
      email: 'ana@example.com',
    }),
  },
];

/**
 * Money-moving public POSTs that start no payment: a mandate is only given, and PayPal's
 * execute finishes the payment its start began.
 */
export const NOT_STARTS = [
  '/public/sepa/merchant/:merchantId/mandate',
  '/public/paypal/merchant/:merchantId/transaction/execute',
];

function now() {
  return new Date().toISOString();
}

/** What each method's provider answers a start with, enough for each route to answer 200. */
function opened(body: CreateGatewayPaymentBody): Partial<GatewayPayment> {
  const details = body.details ?? {};
  if (body.method === 'VIRTUALACCOUNT') {
    const account = { bankCode: '088', bankName: 'Shinhan', accountNumber: '56211102345678' };
    return { status: 'PENDING', details: { ...account, ...details } };
  }
  if (body.method === 'SEPA_DD') {
    const mandate = { mandateReference: 'MNDT-TERMS', ibanMasked: 'DE****************3000' };
    return { status: 'PENDING', details: { ...details, ...mandate, dueDate: '2026-11-25' } };
  }
  if (body.method === 'PAYMENT_SLIP') {
    return { status: 'PENDING', details: { ...details, creditorReference: 'RF18539007547034' } };
  }
  const redirectUrl = `/hosted/approve/gp_${body.reference.replace(/[^A-Za-z0-9]/g, '')}`;
  return { status: 'PENDING', action: { type: 'redirect', redirectUrl }, waitsOnShopper: true };
}

/** A gateway that starts a payment of every method, and gives SEPA mandates and checkouts. */
export function everyMethodGateway() {
  const fake = fakeGateway({
    startOther: opened,
    calls: {
      'POST /v1/sepa/mandates': (raw): GatewayMandate => {
        const body = raw as CreateGatewayMandateBody;
        return {
          id: 'md_terms00000001',
          reference: body.reference,
          mandateReference: 'MNDT-TERMS',
          status: 'ACTIVE',
          scheme: body.scheme,
          sequence: body.sequence,
          accountHolder: body.accountHolder,
          ibanMasked: 'DE****************3000',
          creditorId: body.creditor.id,
          signedAt: body.signedAt,
          createdAt: now(),
        };
      },
      'POST /v1/checkout/sessions': (raw): GatewayCheckoutSession => {
        const body = raw as CreateCheckoutSessionBody;
        const payment: GatewayPayment = {
          id: `gp_${body.reference.replace(/[^A-Za-z0-9]/g, '')}`,
          reference: body.reference,
          status: 'PENDING',
          method: body.method,
          amount: body.amount,
          currency: body.currency,
          createdAt: now(),
          updatedAt: now(),
        };
        fake.payments.set(body.reference, payment);
        return {
          id: 'cks_termsabcdefgh',
          sessionData: `session-data-${body.reference}`,
          clientKey: 'test_0123456789abcdef',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          payment,
        };
      },
    },
  });
  return fake;
}
