import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { TestCardOutcome } from '@paypage/contract/sandboxTestCards';
import type { ShopperStep } from '../../../payments/shopperStepWindows';

/**
 * What the sandbox's issuer does with a card payment, from the test card's outcome: pure rules,
 * so every outcome can be read in one place and tested without a store.
 */
export type CardPaymentStep =
  | {
      kind: 'final';
      status: 'AUTHORISED' | 'SUCCESS' | 'REFUSED';
      refusalReason?: NonNullable<GatewayPayment['refusalReason']>;
      authenticationStatus: GatewayCard['authenticationStatus'];
    }
  | { kind: 'threeDSecure'; stage: 'fingerprint' | 'challenge' };

/** preauth and zeroAuth only reserve or verify; preauthAndCapture and debit take the money. */
function paidStatus(transactionType: CardTransactionType): 'AUTHORISED' | 'SUCCESS' {
  return transactionType === 'preauth' || transactionType === 'zeroAuth' ? 'AUTHORISED' : 'SUCCESS';
}

function paid(transactionType: CardTransactionType): CardPaymentStep {
  return { kind: 'final', status: paidStatus(transactionType), authenticationStatus: 'Auth3ds2' };
}

function refused(reason: NonNullable<GatewayPayment['refusalReason']>): CardPaymentStep {
  return {
    kind: 'final',
    status: 'REFUSED',
    refusalReason: reason,
    authenticationStatus: 'NoAuth',
  };
}

/** The test cards the issuer refuses at once, with the code it gives (refusalReasons.ts). */
const ISSUER_REFUSALS: Partial<
  Record<TestCardOutcome, NonNullable<GatewayPayment['refusalReason']>>
> = {
  refused: REFUSAL_REASONS.declined,
  'insufficient-funds': REFUSAL_REASONS.insufficientFunds,
  'expired-card': REFUSAL_REASONS.expiredCard,
  'limit-exceeded': REFUSAL_REASONS.limitExceeded,
  blocked: REFUSAL_REASONS.blocked,
  'provider-unavailable': REFUSAL_REASONS.providerUnavailable,
};

const FIRST_THREE_DS_STAGE: Partial<Record<TestCardOutcome, 'fingerprint' | 'challenge'>> = {
  'fingerprint-then-frictionless': 'fingerprint',
  'fingerprint-then-challenge': 'fingerprint',
  'method-timeout': 'fingerprint',
  challenge: 'challenge',
  'challenge-failed': 'challenge',
};

/** When the service asks to pay: final at once, or the first 3-D Secure step. */
export function firstStep(
  outcome: TestCardOutcome,
  transactionType: CardTransactionType,
  cardExpired: boolean,
): CardPaymentStep {
  // A saved card whose expiry date has passed is refused whatever its test outcome.
  if (cardExpired) return refused(REFUSAL_REASONS.expiredCard);
  const refusal = ISSUER_REFUSALS[outcome];
  if (refusal) return refused(refusal);
  const stage = FIRST_THREE_DS_STAGE[outcome];
  return stage ? { kind: 'threeDSecure', stage } : paid(transactionType);
}

/** After the 3DS method (collected or timed out): a challenge, or frictionless success. */
export function afterFingerprint(
  outcome: TestCardOutcome,
  transactionType: CardTransactionType,
): CardPaymentStep {
  return outcome === 'fingerprint-then-challenge'
    ? { kind: 'threeDSecure', stage: 'challenge' }
    : paid(transactionType);
}

/** After the shopper answered the challenge: the ACS's transStatus decides. */
export function afterChallenge(
  transactionType: CardTransactionType,
  transStatus: 'Y' | 'N',
): CardPaymentStep {
  return transStatus === 'Y'
    ? paid(transactionType)
    : refused(REFUSAL_REASONS.authenticationFailed);
}

/** The shopper's window of each 3-D Secure stage (payments/shopperStepWindows). */
export function threeDSecureStep(stage: 'fingerprint' | 'challenge'): ShopperStep {
  return stage === 'fingerprint' ? 'threeDSecureFingerprint' : 'threeDSecureChallenge';
}

/**
 * A merchant-initiated charge of a saved card (no shopper present): the issuer's refusals
 * still apply, 3-D Secure does not (the card was authenticated when it was saved).
 */
export function offSessionStep(
  outcome: TestCardOutcome,
  transactionType: CardTransactionType,
  cardExpired: boolean,
): CardPaymentStep {
  const step = firstStep(outcome, transactionType, cardExpired);
  return step.kind === 'threeDSecure' ? paid(transactionType) : step;
}
