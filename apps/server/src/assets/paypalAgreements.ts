import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { Services } from '../services';
import type { Transaction } from '../transactions/transactionsRepository';

/**
 * A PayPal payment that made a billing agreement (a new account on a link with a consumer,
 * decision record 0017) leaves the consumer a saved PayPal account, once: whichever of the
 * provider's answer and its webhook settles the payment saves it.
 */
export async function savePaypalAgreement(
  services: Services,
  tx: Transaction,
  payment: GatewayPayment,
): Promise<void> {
  const { billingAgreementId, payerId, payerEmail } = payment.details ?? {};
  if (tx.paymentMethod !== 'PAYPAL' || tx.assetId || typeof billingAgreementId !== 'string') return;
  const link = await services.links.findByUuid(tx.linkUuid);
  if (!link?.consumerReference) return;
  const owner = { merchantId: link.merchantId, consumerReference: link.consumerReference };
  const saved = await services.assets.listForConsumer(owner);
  if (saved.paypal.some((account) => account.billingAgreementId === billingAgreementId)) return;
  await services.assets.insert(owner, {
    type: 'PAYPAL',
    details: {
      billingAgreementId,
      customerAccountId: typeof payerId === 'string' ? payerId : '',
      payerEmail: typeof payerEmail === 'string' ? payerEmail : '',
    },
  });
}
