import type { OperatorMerchant } from '@paypage/contract/merchantSettings';
import type { Merchant } from '../merchants/merchant';

/** The operator's view of a merchant: every setting, but never the webhook secret itself. */
export function presentMerchant(merchant: Merchant): OperatorMerchant {
  const { webhookSecret, ...settings } = merchant;
  return { ...settings, hasWebhookSecret: webhookSecret !== null };
}
