import type { ThreeDSecureStage } from '../../../store/database';

/**
 * A payment's 3-D Secure 2 transaction, as the sandbox's 3DS server and ACS share it: which step
 * the shopper's browser is on, and what the method and challenge frames reported.
 */
export interface ThreeDSecureTransaction {
  serverTransId: string;
  paymentId: string;
  acsTransId: string;
  stage: ThreeDSecureStage;
  methodCollectedAt: string | null;
  compInd: 'Y' | 'N' | null;
  challengeResult: 'Y' | 'N' | null;
  challengeCompletedAt: string | null;
  createdAt: string;
}

/** A payment's 3-D Secure starts at its first stage; the ids are the EMV protocol's UUIDs. */
export function newThreeDSecureTransaction(
  paymentId: string,
  stage: 'fingerprint' | 'challenge',
  at: string,
  newTransId: () => string,
): ThreeDSecureTransaction {
  return {
    serverTransId: newTransId(),
    paymentId,
    acsTransId: newTransId(),
    stage,
    methodCollectedAt: null,
    compInd: null,
    challengeResult: null,
    challengeCompletedAt: null,
    createdAt: at,
  };
}
