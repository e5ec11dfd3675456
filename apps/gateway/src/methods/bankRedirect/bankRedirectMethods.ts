import {
  applyDueDecisions,
  SCHEDULED_DECISIONS_INTERVAL_MS,
} from '../../payments/scheduledDecisions';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { bankApproval } from './sandbox/bankApproval';
import { bankRedirectTestData } from './bankRedirectTestData';
import { startAtTheBank } from './startAtTheBank';

/**
 * The four methods that send the shopper to a bank and back (docs/decisions/0019): each starts
 * PENDING with the sandbox bank's page (the shared approval page, /hosted/approve/{id}) as the
 * shopper's next step, and has its own title, texts and sandbox accounts there.
 */

/** Direct bank transfer (SEPA request to pay): the bank shows the request; choose and approve. */
export const requestToPayMethod: GatewayMethod = {
  methods: ['REQUEST_TO_PAY'],
  start: startAtTheBank(),
  approval: bankApproval('REQUEST_TO_PAY', {
    title: 'bankRedirect.requestToPay.title',
    intro: 'bankRedirect.requestToPay.intro',
    legend: 'bankRedirect.legend.account',
    approve: 'bankRedirect.requestToPay.approve',
    cancel: 'bankRedirect.requestToPay.reject',
  }),
  testData: [
    bankRedirectTestData(
      'REQUEST_TO_PAY',
      'Direct bank transfer (request to pay) accounts',
      'The sandbox bank shows the payment request; the shopper chooses one of these accounts and approves, or rejects the request.',
    ),
  ],
};

/**
 * Trustly: the payer's name and email come along; after the shopper confirms, the payment stays
 * PENDING while the bank confirms the transfer, and is decided by itself seconds later.
 */
export const trustlyMethod: GatewayMethod = {
  methods: ['TRUSTLY'],
  start: startAtTheBank(true),
  approval: bankApproval('TRUSTLY', {
    title: 'bankRedirect.trustly.title',
    intro: 'bankRedirect.trustly.intro',
    legend: 'bankRedirect.legend.account',
    approve: 'bankRedirect.confirm',
    cancel: 'bankRedirect.cancel',
  }),
  // The bank's confirmations, due a few seconds after the shopper confirmed (approvalRoutes
  // schedules them); Trustly is the only method whose bank decides later.
  background: { everyMs: SCHEDULED_DECISIONS_INTERVAL_MS, run: applyDueDecisions },
  testData: [
    bankRedirectTestData(
      'TRUSTLY',
      'Trustly accounts',
      'Trustly needs the payer’s first name, last name (1 to 50 characters each) and email (up to 70). The shopper chooses one of these accounts and confirms; the payment stays PENDING until the bank decides.',
    ),
  ],
};

/** Pay by bank: the gateway's bank picker, then the chosen bank approves (or not). */
export const payByBankMethod: GatewayMethod = {
  methods: ['PAYBYBANK'],
  start: startAtTheBank(),
  approval: bankApproval('PAYBYBANK', {
    title: 'bankRedirect.payByBank.title',
    intro: 'bankRedirect.payByBank.intro',
    legend: 'bankRedirect.legend.bank',
    approve: 'bankRedirect.payByBank.approve',
    cancel: 'bankRedirect.cancel',
    choosesBank: true,
  }),
  testData: [
    bankRedirectTestData(
      'PAYBYBANK',
      'Pay by bank: banks',
      'The bank picker lists these banks; the shopper chooses one and approves. The bank sends the shopper back to /pay-by-bank-result.',
    ),
  ],
};

/** Account to pay: signed in at the sandbox bank, choose the account and confirm. */
export const accountToPayMethod: GatewayMethod = {
  methods: ['ACCOUNT_TO_PAY'],
  start: startAtTheBank(),
  approval: bankApproval('ACCOUNT_TO_PAY', {
    title: 'bankRedirect.accountToPay.title',
    intro: 'bankRedirect.accountToPay.intro',
    legend: 'bankRedirect.legend.account',
    approve: 'bankRedirect.confirm',
    cancel: 'bankRedirect.cancel',
  }),
  testData: [
    bankRedirectTestData(
      'ACCOUNT_TO_PAY',
      'Account to Pay accounts',
      'The shopper is signed in at the sandbox bank, chooses one of these accounts and confirms the payment.',
    ),
  ],
};
