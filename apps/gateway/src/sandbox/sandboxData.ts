import { CATALOGUE_METHODS, methodFacts } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import {
  CHALLENGE_CODE,
  SANDBOX_CARD_HOLDER,
  SANDBOX_SAVED_CARDS,
  TEST_CARDS,
} from '@paypage/contract/sandboxTestCards';
import { groupDigits } from '../hosted/assets/cardRules.js';
import type { SettleStatus } from '../payments/settlePayment';

/**
 * The test data the sandbox page lists for developers. Each payment method's issue adds its
 * table here (test cards, test accounts …); the page renders whatever this module holds.
 */

export interface SettleStatusEffect {
  status: SettleStatus;
  effect: string;
}

/** What `POST /v1/sandbox/payments/{id}/settle` does with each status it accepts. */
export const SETTLE_STATUS_EFFECTS: readonly SettleStatusEffect[] = [
  {
    status: 'PENDING',
    effect:
      'The shopper has started but not finished. The payment stays open and can still be settled; the service receives a PENDING webhook.',
  },
  {
    status: 'AUTHORISED',
    effect:
      'The amount is reserved but not captured. Final: the payment never changes again; the service receives an AUTHORISED webhook.',
  },
  {
    status: 'SUCCESS',
    effect:
      'The payment is completed. Final; the service receives a SUCCESS webhook and marks the link as paid.',
  },
  {
    status: 'REFUSED',
    effect:
      'The bank or wallet declined. Final; the service receives a REFUSED webhook and the link can be paid again.',
  },
];

export interface TestDataTable {
  /** Fragment id of the table's section on the page. */
  id: string;
  title: string;
  description: string;
  appliesTo: readonly PaymentMethod[];
  /** The first column names each row (rendered as a row header). */
  columns: readonly [string, ...string[]];
  rows: readonly (readonly [string, ...string[]])[];
  /** Columns shown as code (values to copy); the second column unless told. */
  codeColumns?: readonly number[];
}

export const TEST_DATA_TABLES: readonly TestDataTable[] = [
  {
    id: 'bank-and-wallet-approvals',
    title: 'Bank and wallet approvals',
    description:
      'The shopper confirms these payments in a bank or wallet app. Each decision below moves the gateway payment to a status and sends the service one signed webhook; decide it with the settle call.',
    // The methods the catalogue says a bank or wallet approves (METHOD_CATALOGUE).
    appliesTo: CATALOGUE_METHODS.filter((method) => methodFacts(method).approvedInBankOrWallet),
    columns: ['Shopper decides', 'Settle status', 'Webhook to the service'],
    rows: [
      ['Approve the payment', 'SUCCESS', 'payment.updated, status SUCCESS'],
      ['Approve a reservation only', 'AUTHORISED', 'payment.updated, status AUTHORISED'],
      ['Approve, bank confirms later', 'PENDING', 'payment.updated, status PENDING'],
      ['Decline', 'REFUSED', 'payment.updated, status REFUSED'],
      ['Cancel', 'REFUSED', 'payment.updated, status REFUSED, refusalReason CANCELLED'],
      [
        'Close the app without deciding',
        '(none)',
        'At the end of the step’s window (SHOPPER_STEP_TIMEOUT_S, or the real provider’s): payment.updated, status REFUSED, refusalReason EXPIRED',
      ],
    ],
  },
  {
    id: 'test-cards',
    title: 'Test cards',
    description: `Type these into the hosted card form with any future expiry date (MM/YY), any CVC (3 digits, 4 for American Express) and any name. The 3-D Secure challenge accepts the code ${CHALLENGE_CODE} and fails any other. Any other valid number of a listed brand is authorised without a challenge. With transaction type preauth or zeroAuth a success is AUTHORISED, with preauthAndCapture or debit SUCCESS.`,
    appliesTo: ['CARD'],
    columns: ['Card number', 'Brand', 'Outcome', 'What happens'],
    rows: TEST_CARDS.map((card) => [
      // No-break spaces: a card number stays on one line (the form takes them as spaces).
      groupDigits(card.number).replace(/ /g, '\u00a0'),
      card.brand,
      card.outcome,
      card.description,
    ]),
    codeColumns: [0, 2],
  },
  {
    id: 'saved-card-tokens',
    title: 'Card tokens that always exist',
    description: `Card tokens this sandbox knows from its first start, held by ${SANDBOX_CARD_HOLDER} and valid until December three years on: a service can store one as a shopper's saved card without a card being typed first (the demo's saved cards are these). Each behaves as its test card.`,
    appliesTo: ['CARD'],
    columns: ['Card token', 'Behaves as'],
    rows: SANDBOX_SAVED_CARDS.map((card) => [
      card.token,
      groupDigits(card.number).replace(/ /g, '\u00a0'),
    ]),
    codeColumns: [0, 1],
  },
];
