import type { ShopperRefusal } from '@paypage/contract/refusalReasons';
import type { ResultTextKey } from './resultTexts';

/** What the shopper reads about each refusal (packages/contract refusalReasons.ts). */
export const REFUSAL_TEXTS: Record<ShopperRefusal, ResultTextKey> = {
  declined: 'result.refusal.declined',
  expiredCard: 'result.refusal.expiredCard',
  insufficientFunds: 'result.refusal.insufficientFunds',
  authenticationFailed: 'result.refusal.authenticationFailed',
  limitExceeded: 'result.refusal.limitExceeded',
  blocked: 'result.refusal.blocked',
  providerUnavailable: 'result.refusal.providerUnavailable',
  timedOut: 'result.refusal.timedOut',
  cancelled: 'result.refusal.cancelled',
};
