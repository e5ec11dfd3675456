import type { CardTransactionType } from './paymentSettings';

/**
 * The card payment's constants the page needs at run time. Kept apart from the schemas (and so
 * from TypeBox) because the page's card chunk must stay small: importing one constant from a
 * schema module would bring the whole schema library along.
 */

/** A link that names no card transaction type charges at once: authorise and capture. */
export const DEFAULT_CARD_TRANSACTION_TYPE: CardTransactionType = 'preauthAndCapture';

/** EMV 3DS challenge window sizes: 01 250×400, 02 390×400, 03 500×600, 04 600×400, 05 full. */
export const CHALLENGE_WINDOW_SIZES = {
  '01': [250, 400],
  '02': [390, 400],
  '03': [500, 600],
  '04': [600, 400],
} as const;

/** How long the page waits for the 3DS method frame before going on as not completed. */
export const THREE_DS_METHOD_TIMEOUT_MS = 10_000;

// ---- Frame messages (postMessage, origin-checked on both sides) ----

export const CARD_FORM_MESSAGE = {
  /** page → form: validate and tokenise what the shopper typed */
  submit: 'paypage:card-form:submit',
  /** form → page: the form is ready; carries its height */
  ready: 'paypage:card-form:ready',
  resize: 'paypage:card-form:resize',
  /** form → page: a field is invalid; the form shows and announces which */
  invalid: 'paypage:card-form:invalid',
  /** form → page: the shopper pressed Enter in a field; the page pays as if 'pay now' was pressed */
  submitRequested: 'paypage:card-form:submit-requested',
  /** form → page: carries cardToken, brand, lastDigits and the cardholder's name (holder) */
  tokenised: 'paypage:card-form:tokenised',
  failed: 'paypage:card-form:failed',
  /**
   * page → form, after ready: {holder}, the cardholder's name typed earlier in this visit, which
   * the form puts in its holder field when that is empty ("Try again" keeps the name; the card
   * number is never sent this way).
   */
  prefill: 'paypage:card-form:prefill',
} as const;

export const THREE_DS_MESSAGE = {
  methodCompleted: 'paypage:3ds:method-completed',
  challengeCompleted: 'paypage:3ds:challenge-completed',
} as const;
