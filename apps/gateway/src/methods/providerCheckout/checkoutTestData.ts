import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import {
  BANCONTACT_TEST_CARDS,
  IDEAL_ISSUERS,
} from '@paypage/contract/methods/providerCheckoutSandbox';
import { groupDigits } from '../../hosted/assets/cardRules.js';
import type { TestDataTable } from '../../sandbox/sandboxData';
import type { RouteDoc } from '../../payments/gatewayMethod';
import { SHOPPER_STEP_WINDOWS_S } from '../../payments/shopperStepWindows';

const TTL_MINUTES = SHOPPER_STEP_WINDOWS_S.providerCheckout / 60;

/** The provider checkout's test data on the sandbox home page (and in the README). */
export const CHECKOUT_TEST_DATA: readonly TestDataTable[] = [
  {
    id: 'ideal-banks',
    title: 'iDEAL: banks and outcomes',
    description: `The checkout sends the shopper to the sandbox bank: choose any of these banks, then Approve payment (SUCCESS, the bank's BIC and name in the details), Decline payment (REFUSED, DECLINED) or Cancel payment (REFUSED, CANCELLED). A session not finished within ${TTL_MINUTES} minutes ends REFUSED, EXPIRED.`,
    appliesTo: ['IDEAL'],
    columns: ['Bank', 'BIC'],
    rows: IDEAL_ISSUERS.map((bank) => [bank.name, bank.bic]),
    codeColumns: [1],
  },
  {
    id: 'bancontact-cards',
    title: 'Bancontact card: test cards',
    description: `Type these into the checkout's card form with any future expiry date (MM/YY) and any name; Bancontact cards have no security code. The 3-D Secure challenge accepts the code ${CHALLENGE_CODE}. Any other valid Bancontact number (6703…) is authorised without a challenge; a number of another brand is not accepted. Cancel payment on the checkout ends it REFUSED, CANCELLED.`,
    appliesTo: ['BANCONTACT_CARD'],
    columns: ['Card number', 'Outcome', 'What happens'],
    rows: BANCONTACT_TEST_CARDS.map((card) => [
      groupDigits(card.number, 'bancontact').replace(/ /g, '\u00a0'),
      card.outcome,
      card.description,
    ]),
    codeColumns: [0, 1],
  },
  {
    id: 'bancontact-mobile',
    title: 'Bancontact mobile: the app',
    description:
      'The checkout shows a QR code on a wide screen and an app link on a phone; both open the sandbox app page (/hosted/approve/{paymentId}), and the checkout goes back to the payment page by itself once the app has decided.',
    appliesTo: ['BANCONTACT_MOBILE'],
    columns: ['In the app or checkout', 'Settle status', 'refusalReason'],
    rows: [
      ['Confirm payment (app)', 'SUCCESS', '—'],
      ['Reject payment (app)', 'REFUSED', 'CANCELLED'],
      ['Cancel payment (checkout)', 'REFUSED', 'CANCELLED'],
      [`Nothing within ${TTL_MINUTES} minutes`, 'REFUSED', 'EXPIRED'],
    ],
    codeColumns: [1, 2],
  },
];

export const CHECKOUT_ROUTE_DOCS: { api: readonly RouteDoc[]; hosted: readonly RouteDoc[] } = {
  api: [
    [
      'POST',
      '/v1/checkout/sessions',
      'iDEAL, Bancontact card and Bancontact mobile: the payment (PENDING) and its checkout session {id, sessionData, clientKey, expiresAt, payment}. The same reference answers the same session.',
    ],
  ],
  hosted: [
    [
      'GET',
      '/hosted/checkout/{id}?sessionData=…&clientKey=…',
      'The provider checkout: iDEAL goes on to the bank, Bancontact mobile shows its QR code and app link, Bancontact card its card form and 3-D Secure.',
    ],
    [
      'POST',
      '/hosted/checkout/{id}/cancel',
      'Gives the payment up (REFUSED, CANCELLED) and sends the shopper back to the returnUrl.',
    ],
    [
      'GET',
      '/hosted/checkout/{id}/status',
      'The checkout script: how its payment stands (header paypage-checkout-session).',
    ],
    [
      'POST',
      '/hosted/checkout/{id}/card',
      'The checkout script pays with the card its form tokenised: {status, action?} with the 3-D Secure step, or the returnUrl once decided.',
    ],
    [
      'POST',
      '/hosted/checkout/{id}/three-d-secure',
      'The checkout script: a 3-D Secure step is done; what comes next.',
    ],
  ],
};
