import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import { cardMethod } from '../methods/card/cardMethod';
import { GATEWAY_METHODS } from '../methods/registry';
import type { ShopperStep } from '../payments/shopperStepWindows';
import { payByCard, threeDSecureStep, tokenise } from './cardHelpers';
import { postSession, sessionRequest } from './providerCheckoutHelpers';
import { AUTH, paymentRequest, startTestGateway } from './testGateway';
import type { TestGateway } from './testGateway';

/**
 * Every kind of step a payment waits on the shopper in, each started as a service starts it:
 * the tests of the windows (shopperStepExpiry.test.ts) and of the cancel run over all of them.
 */

/** A gateway that plays every method (the card comes with every test gateway). */
export function gatewayOfEveryMethod(shopperStepTimeoutS?: number): Promise<TestGateway> {
  return startTestGateway(
    { shopperStepTimeoutS },
    { methods: GATEWAY_METHODS.filter((method) => method !== cardMethod) },
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const CONTACT = { email: 'asha@example.in', phone: '+919876543210' };
const RETURN_URL = 'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/success';

async function created(gateway: TestGateway, overrides: Partial<CreateGatewayPaymentBody>) {
  const answer = await gateway.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest({ returnUrl: RETURN_URL, ...overrides }),
  });
  if (answer.statusCode !== 201) throw new Error(`create failed: ${answer.body}`);
  return answer.json<GatewayPayment>();
}

async function byCard(gateway: TestGateway, number: string) {
  const answer = await payByCard(gateway, await tokenise(gateway, number));
  if (answer.statusCode !== 201) throw new Error(`card payment failed: ${answer.body}`);
  return answer.json<GatewayPayment>();
}

async function checkout(gateway: TestGateway, method: GatewayPayment['method']) {
  const answer = await postSession(gateway, sessionRequest(method as 'IDEAL'));
  if (answer.statusCode !== 201) throw new Error(`session failed: ${answer.body}`);
  return answer.json<GatewayCheckoutSession>().payment;
}

export interface ShopperStepKind {
  name: string;
  /** The gateway's own window, or the deadline the service asks for (seconds from the start). */
  window: ShopperStep | { askedS: number };
  /** How an expiry refuses it (PayTo's agreement request times out as TIMEDOUT). */
  refusalReason: string;
  /** Starts the payment; it then waits on the shopper at this step. */
  start(gateway: TestGateway): Promise<GatewayPayment>;
}

const service = (askedS: number) => ({ askedS });

export const SHOPPER_STEP_KINDS: readonly ShopperStepKind[] = [
  {
    name: 'a 3-D Secure device check (fingerprint)',
    window: 'threeDSecureFingerprint',
    refusalReason: 'EXPIRED',
    start: (gateway) => byCard(gateway, '4000000000003121'),
  },
  {
    name: 'a 3-D Secure challenge',
    window: 'threeDSecureChallenge',
    refusalReason: 'EXPIRED',
    start: (gateway) => byCard(gateway, '4000000000003220'),
  },
  {
    name: 'a 3-D Secure challenge after the device check (a window of its own)',
    window: 'threeDSecureChallenge',
    refusalReason: 'EXPIRED',
    async start(gateway) {
      const payment = await byCard(gateway, '4000000000003121');
      const step = await threeDSecureStep(gateway, payment.id, {
        step: 'fingerprint',
        threeDSCompInd: 'Y',
      });
      return step.json<GatewayPayment>();
    },
  },
  ...(['IDEAL', 'BANCONTACT_CARD', 'BANCONTACT_MOBILE'] as const).map((method) => ({
    name: `the ${method} provider checkout`,
    window: 'providerCheckout' as const,
    refusalReason: 'EXPIRED',
    start: (gateway: TestGateway) => checkout(gateway, method),
  })),
  {
    name: 'KCP’s payment window',
    window: 'kcpWindow',
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'KCP',
        amount: 55000,
        currency: 'KRW',
        details: { shopName: 'Demo Shop', productName: 'Order 1001' },
      }),
  },
  {
    name: 'PayPal’s approval page',
    window: 'paypalApproval',
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'PAYPAL',
        details: { transactionType: 'preauthAndCapture', createBillingAgreement: false },
      }),
  },
  ...(['REQUEST_TO_PAY', 'TRUSTLY', 'PAYBYBANK', 'ACCOUNT_TO_PAY'] as const).map((method) => ({
    name: `the ${method} bank page`,
    window: 'bankApproval' as const,
    refusalReason: 'EXPIRED',
    start: (gateway: TestGateway) =>
      created(gateway, {
        method,
        ...(method === 'TRUSTLY'
          ? { details: { firstName: 'Ana', lastName: 'Example', email: 'ana@example.com' } }
          : {}),
      }),
  })),
  {
    name: 'the netbanking bank page',
    window: service(15 * 60),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'NETBANKING',
        currency: 'INR',
        details: { ...CONTACT, bank: 'HDFC', expiresAt: inMinutes(15) },
      }),
  },
  {
    name: 'PhonePe’s page',
    window: service(15 * 60),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'PHONEPE',
        currency: 'INR',
        details: { ...CONTACT, expiresAt: inMinutes(15) },
      }),
  },
  {
    name: 'a UPI collect request in the payer’s app',
    window: service(10 * 60),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'UPI',
        currency: 'INR',
        details: {
          ...CONTACT,
          payerUpiId: 'asha@okhdfc',
          payeeName: 'Demo Shop',
          expiresAt: inMinutes(10),
        },
      }),
  },
  {
    name: 'a UPI QR code nobody has paid',
    window: service(10 * 60),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'UPIQRCODE',
        currency: 'INR',
        details: { ...CONTACT, payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
      }),
  },
  {
    name: 'a PromptPay QR code nobody has paid',
    window: service(10 * 60),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'PROMPTPAYQR',
        currency: 'THB',
        details: { payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
      }),
  },
  {
    name: 'a PayTo agreement request in the banking app',
    window: service(10 * 60),
    refusalReason: 'TIMEDOUT',
    start: (gateway) =>
      created(gateway, {
        method: 'PAYTO',
        currency: 'SGD',
        details: {
          accountName: 'Jane Citizen',
          payIdType: 'PHONE',
          payId: '+61-412345678',
          agreementExpiresAt: inMinutes(10),
        },
      }),
  },
  {
    name: 'a virtual account nobody has paid into',
    window: service(3 * 86_400),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'VIRTUALACCOUNT',
        amount: 55000,
        currency: 'KRW',
        details: {
          dueDate: inMinutes(3 * 1440),
          beneficiaryName: 'Demo Shop',
          reference: 'ORDER-1001',
        },
      }),
  },
  {
    name: 'a payment slip nobody has paid',
    window: service(3 * 86_400),
    refusalReason: 'EXPIRED',
    start: (gateway) =>
      created(gateway, {
        method: 'PAYMENT_SLIP',
        details: {
          customerName: 'Alex Example',
          creditorName: 'Demo Shop GmbH',
          dueDate: inMinutes(3 * 1440),
        },
      }),
  },
];
