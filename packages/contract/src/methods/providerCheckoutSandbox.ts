import type { TestCardOutcome } from '../sandboxTestCards';

/**
 * The sandbox's test data of the provider checkout: the banks iDEAL offers and the Bancontact
 * test cards. The gateway plays them, its home page and the README list them, the end-to-end
 * tests pay with them.
 */

export interface IdealIssuer {
  /** The bank's BIC (ISO 9362): what iDEAL names the issuer by. */
  bic: string;
  name: string;
}

/** Banks of the iDEAL scheme with their real BICs, in the order iDEAL lists them (by name). */
export const IDEAL_ISSUERS: readonly IdealIssuer[] = [
  { bic: 'ABNANL2A', name: 'ABN AMRO' },
  { bic: 'ASNBNL21', name: 'ASN Bank' },
  { bic: 'BUNQNL2A', name: 'bunq' },
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'KNABNL2H', name: 'Knab' },
  { bic: 'NTSBDEB1', name: 'N26' },
  { bic: 'NNBANL2G', name: 'Nationale-Nederlanden' },
  { bic: 'RABONL2U', name: 'Rabobank' },
  { bic: 'RBRBNL21', name: 'RegioBank' },
  { bic: 'REVOLT21', name: 'Revolut' },
  { bic: 'SNSBNL2A', name: 'SNS' },
  { bic: 'TRIONL2U', name: 'Triodos Bank' },
  { bic: 'FVLBNL22', name: 'Van Lanschot Kempen' },
  { bic: 'BITSNL2A', name: 'Yoursafe' },
];

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export interface BancontactTestCard {
  number: string;
  outcome: Extract<
    TestCardOutcome,
    'frictionless' | 'challenge' | 'challenge-failed' | 'refused' | 'insufficient-funds'
  >;
  succeeds: boolean;
  description: string;
}

/**
 * Bancontact cards (BIN 6703, 16 to 19 digits; most are 17) have no security code. Any future
 * expiry date and any name are accepted; the 3-D Secure challenge accepts the code 1234.
 */
export const BANCONTACT_TEST_CARDS: readonly BancontactTestCard[] = [
  {
    number: '6703444444444449',
    outcome: 'challenge',
    succeeds: true,
    description: '3-D Secure challenge: 1234 authorises, any other code refuses',
  },
  {
    number: '67030000000000011',
    outcome: 'frictionless',
    succeeds: true,
    description: 'Authenticated without a challenge, authorised',
  },
  {
    number: '67030000000000029',
    outcome: 'refused',
    succeeds: false,
    description: 'Refused by the issuer (generic decline)',
  },
  {
    number: '67030000000000037',
    outcome: 'insufficient-funds',
    succeeds: false,
    description: 'Refused: insufficient funds',
  },
  {
    number: '67030000000000045',
    outcome: 'challenge-failed',
    succeeds: false,
    description: '3-D Secure challenge that the issuer fails whatever the code',
  },
];

/** The brand the gateway's card form detects for Bancontact cards (BCMC: Bancontact/Mister Cash). */
export const BANCONTACT_CARD_BRAND = 'BCMC';
