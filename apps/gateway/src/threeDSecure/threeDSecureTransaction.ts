import type { ThreeDSecureStage } from '../store/database';

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
