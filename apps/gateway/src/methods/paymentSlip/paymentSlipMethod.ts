import {
  SLIP_DUE_DAYS,
  SLIP_NOT_RECEIVED_REASON,
} from '@paypage/contract/methods/paymentSlipRules';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { issuePaymentSlip, SANDBOX_SLIP_BANK } from './issueSlip';
import { sandboxBankRoutes } from './sandbox/sandboxBankRoutes';
import { slipApiRoutes } from './slipApiRoutes';

/**
 * Payment slips (decision record 0023): a payment opens an account of its own at the sandbox
 * bank (a virtual IBAN) with a structured creditor reference, and waits PENDING until the
 * transfer arrives (SUCCESS) or its due date passes without it (REFUSED, EXPIRED).
 */
export const paymentSlipMethod: GatewayMethod = {
  methods: ['PAYMENT_SLIP'],
  start: issuePaymentSlip,
  hostedRoutes: sandboxBankRoutes,
  apiRoutes: slipApiRoutes,
  routeDocs: {
    api: [
      [
        'POST',
        '/v1/payments',
        'PAYMENT_SLIP (EUR, 0.01 to 999999999.99) with details {customerName, creditorName, dueDate, processingOption?}: PENDING with details {creditorReference, maskedIban, dueDate …}.',
      ],
      [
        'GET',
        '/v1/payment-slips/{id}',
        'The account a slip is paid into, in full: {iban, creditorReference, dueDate}. A slip past its due date is refused first.',
      ],
      [
        'POST',
        '/v1/sandbox/payment-slips/{id}/transfer-received',
        'Sandbox only: the transfer arrived. SUCCESS with details.receivedAt; after the due date 409 (sent back, the slip is refused); a decided slip 409.',
      ],
      [
        'POST',
        '/v1/sandbox/payment-slips/{id}/due-date-passed',
        `Sandbox only: no transfer by the due date. REFUSED with reason ${SLIP_NOT_RECEIVED_REASON}; a decided slip 409.`,
      ],
    ],
    hosted: [
      [
        'GET',
        '/hosted/payment-slips',
        'The sandbox bank’s incoming transfers: every slip still waiting, with “transfer received” and “not received (due date passed)”.',
      ],
      [
        'POST',
        '/hosted/payment-slips/{paymentId}',
        'Decides a slip (form field decision received|not-received) and shows the list again.',
      ],
    ],
  },
  testData: [
    {
      id: 'payment-slips',
      title: 'Payment slips',
      description: `A payment slip opens an account of its own at the sandbox bank: a German IBAN with bank code ${SANDBOX_SLIP_BANK.bankCode}, and a structured creditor reference (RF…). It waits PENDING until the service's due date (at most ${SLIP_DUE_DAYS} days ahead, never after the link's expiry). Decide it on the sandbox bank page (/hosted/payment-slips), with the calls below, or with the settle call (SUCCESS).`,
      appliesTo: ['PAYMENT_SLIP'],
      columns: ['What happens', 'Gateway status', 'Refusal reason'],
      rows: [
        ['The transfer arrives by the due date', 'SUCCESS', '—'],
        ['The due date passes (the sweep, or not received)', 'REFUSED', SLIP_NOT_RECEIVED_REASON],
        ['A transfer after the due date (sent back)', 'REFUSED', SLIP_NOT_RECEIVED_REASON],
      ],
      codeColumns: [1, 2],
    },
  ],
};
