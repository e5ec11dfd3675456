import {
  PAYID_PHONE_EXAMPLE,
  PAYTO_APPROVAL_WINDOW_S,
  PAYTO_BANK_APP_PATH,
} from '@paypage/contract/methods/payToRules';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { bankAppRoutes } from './sandbox/bankApp';
import { payToApproval } from './payToApproval';
import { startAgreement } from './startAgreement';

/**
 * PayTo (decision record 0022): a payment asks the payer's bank for a PayTo agreement (mandate
 * scheme PAYTODD) on the account behind a PayID. The payer decides in the sandbox banking app
 * (ACTIVE: the payment is debited; DECLINED, REJECTED: refused), or the agreement times out at
 * its deadline (TIMEDOUT: refused). The mandate status travels in the payment's details.
 */
export const payToMethod: GatewayMethod = {
  methods: ['PAYTO'],
  start: startAgreement,
  approval: payToApproval,
  hostedRoutes: bankAppRoutes,
  testData: [
    {
      id: 'payto',
      title: 'PayTo: the banking app',
      description: `Any valid PayID (phone ${PAYID_PHONE_EXAMPLE}, an email address, a 9 to 11 digit ABN or ACN, or an organisation id such as "Acme Plumbing Sydney") starts a PENDING payment with a PayTo agreement request (mandate status PENDING). Open the sandbox banking app (${PAYTO_BANK_APP_PATH}), enter the same PayID and review the request. Unless the service asks for an earlier deadline (the service asks for ${PAYTO_APPROVAL_WINDOW_S / 60} minutes or the link's expiry), a request nobody decides times out.`,
      appliesTo: ['PAYTO'],
      columns: ['Decision in the banking app', 'Mandate status', 'Payment'],
      rows: [
        ['Approve agreement', 'ACTIVE', 'SUCCESS (AUTHORISED with an amount of 0)'],
        ['Decline', 'DECLINED', 'REFUSED, DECLINED'],
        ['Report as not recognised', 'REJECTED', 'REFUSED, REJECTED'],
        ['Let the request time out (or wait for the deadline)', 'TIMEDOUT', 'REFUSED, TIMEDOUT'],
      ],
      codeColumns: [1, 2],
    },
  ],
  routeDocs: {
    api: [
      [
        'POST',
        '/v1/payments',
        'PAYTO with details {accountName, payIdType, payId, agreementExpiresAt}: PENDING with a PayTo agreement request; details tell agreementId, mandateScheme PAYTODD, mandateStatus, payIdMasked.',
      ],
    ],
    hosted: [
      [
        'GET',
        `${PAYTO_BANK_APP_PATH}?payId={payId}`,
        'The sandbox banking app: the PayTo agreement requests waiting for a PayID, each leading to its approval page.',
      ],
    ],
  },
};
