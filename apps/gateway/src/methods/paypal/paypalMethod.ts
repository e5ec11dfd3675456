import { SANDBOX_BILLING_AGREEMENTS, SANDBOX_PAYPAL_BUYERS } from '@paypage/contract/sandboxPaypal';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { fraudDataRoutes } from './fraudDataRoutes';
import { paypalApiRoutes } from './paypalApiRoutes';
import { paypalApproval } from './paypalApproval';
import { startPaypalPayment } from './paypalStart';

const buyerOf = (payerId: string) => SANDBOX_PAYPAL_BUYERS.find((b) => b.payerId === payerId);

/**
 * PayPal as the sandbox plays it (decision record 0017): the approval page with sandbox buyer
 * accounts, the execute call, billing agreements (made on execution, charged at once), and the
 * fraud-data script the payment page loads.
 */
export const paypalMethod: GatewayMethod = {
  methods: ['PAYPAL'],
  start: startPaypalPayment,
  approval: paypalApproval,
  hostedRoutes: (deps) => fraudDataRoutes(deps),
  apiRoutes: (deps) => paypalApiRoutes(deps),
  testData: [
    {
      id: 'paypal-buyers',
      title: 'PayPal buyer accounts',
      description:
        'Pick one on the PayPal approval page. Approving keeps the payment PENDING until the service executes it; execution then authorises it (preauth) or completes it (preauthAndCapture), and makes a billing agreement when the payment asks for one. Cancel refuses it with CANCELLED.',
      appliesTo: ['PAYPAL'],
      columns: ['Account', 'Payer id', 'When executed'],
      rows: SANDBOX_PAYPAL_BUYERS.map((buyer) => [buyer.email, buyer.payerId, buyer.description]),
      codeColumns: [0, 1],
    },
    {
      id: 'paypal-billing-agreements',
      title: 'Billing agreements that always exist',
      description:
        'Billing agreements this sandbox knows from its first start: a service can store one as a consumer’s saved PayPal account, and a payment with details {billingAgreementId, transactionType} charges it at once (the demo’s saved PayPal account is B-DEMO0001). An agreement the sandbox does not know is refused with AGREEMENT_CANCELLED.',
      appliesTo: ['PAYPAL'],
      columns: ['Billing agreement', 'Payer account', 'Charging it'],
      rows: SANDBOX_BILLING_AGREEMENTS.map((agreement) => [
        agreement.billingAgreementId,
        buyerOf(agreement.payerId)?.email ?? '',
        buyerOf(agreement.payerId)?.pays ? 'Pays' : 'REFUSED, INSTRUMENT_DECLINED',
      ]),
      codeColumns: [0, 1],
    },
  ],
  routeDocs: {
    api: [
      [
        'POST',
        '/v1/payments',
        'PAYPAL with details {transactionType, createBillingAgreement, correlationId?}: PENDING, the payer approves on /hosted/approve/{id}; with {billingAgreementId, transactionType}: the agreement is charged at once.',
      ],
      [
        'POST',
        '/v1/paypal/payments/{id}/execute',
        'Executes a PayPal payment the payer approved (safe to repeat).',
      ],
    ],
    hosted: [
      [
        'GET',
        '/hosted/paypal/fraud-data.js',
        'The fraud-data script the payment page loads (data-correlation-id, data-merchant-id).',
      ],
      ['POST', '/hosted/paypal/fraud-data', 'Its device report (a text/plain beacon of JSON).'],
    ],
  },
};
