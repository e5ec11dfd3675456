import type { GatewayPayment, GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import { methodFacts } from '@paypage/contract/methodCatalogue';
import { settleLinkPaymentChanges } from '../linkPayments/settleLinkPaymentChanges';
import { SAVED_ASSET_KINDS } from '../methods/savedAssetKinds';
import { notifyTransaction } from '../merchantWebhooks/notifyMerchant';
import {
  type OnMismatch,
  raiseMismatch,
  transactionDifferences,
} from '../security/paymentMismatch';
import { buildServices, type Services } from '../services';
import type { Transaction } from './transactionsRepository';
import { shopperStatus } from './shopperStatus';

const sameDetails = (a: MethodDetails | null, b: MethodDetails): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

const TRANSACTION_STATUS: Record<GatewayPaymentStatus, TransactionStatus> = {
  RECEIVED: 'PENDING',
  PENDING: 'PENDING',
  AUTHORISED: 'AUTHORIZED',
  SUCCESS: 'COMPLETED',
  REFUSED: 'REFUSED',
  // Only an authorisation already final is ever voided; an open payment never arrives here so.
  CANCELLED: 'REFUSED',
};

/**
 * What a paid payment leaves the link's consumer: the saved asset of the method's kind (the
 * method catalogue's savedAsset; its kind in methods/savedAssetKinds decides what, if anything),
 * once. A payment that paid with a saved asset leaves none, nor does a link without a consumer.
 */
async function saveAsset(
  services: Services,
  tx: Transaction,
  payment: GatewayPayment,
): Promise<void> {
  const type = methodFacts(tx.paymentMethod).savedAsset;
  const kind = type && SAVED_ASSET_KINDS[type];
  const asset = tx.assetId ? undefined : kind?.fromPayment?.(payment, new Date());
  if (!kind || !asset) return;
  const link = await services.links.findByUuid(tx.linkUuid);
  if (!link?.consumerReference) return;
  const owner = { merchantId: link.merchantId, consumerReference: link.consumerReference };
  if (kind.isSaved?.(await services.assets.listForConsumer(owner), asset)) return;
  await services.assets.insert(owner, asset);
}

/**
 * Applies the gateway's word on a payment to our transaction and link, whichever comes first:
 * the synchronous answer or the webhook. The conditional update lets exactly one of them win,
 * so the link is consumed and a saved asset kept once. A word whose amount or currency is not the
 * transaction's is applied never: the operator is alerted, `onMismatch` told, the payment left.
 */
export async function settleTransaction(
  services: Services,
  tx: Transaction,
  payment: GatewayPayment,
  options: { onMismatch?: OnMismatch } = {},
): Promise<TransactionStatus> {
  const next = TRANSACTION_STATUS[payment.status];
  // Decided already: what follows is the merchant's capture, void or refunds (decision 0039).
  if (tx.status !== 'PENDING') {
    return shopperStatus(await settleLinkPaymentChanges(services, tx, payment, options));
  }
  const differences = transactionDifferences(tx, payment);
  if (differences.length > 0) {
    const detail = { target: payment.id, settles: 'transaction' as const, reference: tx.id };
    const source = 'gateway-read' as const;
    await raiseMismatch(services.db, { ...detail, source, differences }, options.onMismatch);
    return 'PENDING';
  }
  if (next === 'PENDING') {
    // Still open, but the provider may have news for the waiting page (a mandate now active).
    if (payment.details && !sameDetails(tx.details, payment.details)) {
      await services.transactions.setDetails(tx.id, payment.details);
    }
    return 'PENDING';
  }
  // The outcome, the link's move, the saved asset and the merchant's webhook commit together: a
  // crash in between must never leave a paid transaction on a link still in payment, unnotified.
  if (!services.db.isTransaction) {
    return services.db
      .transaction()
      .execute((trx) => settleTransaction(buildServices(trx), tx, payment, options));
  }
  const outcome = { details: payment.details, refusalReason: payment.refusalReason };
  if (!(await services.transactions.updateStatusIf(tx.id, 'PENDING', next, outcome))) {
    return shopperStatus((await services.transactions.findById(tx.id))?.status ?? tx.status);
  }
  const paid = next === 'AUTHORIZED' || next === 'COMPLETED';
  const linkStatus = paid ? 'CONSUMED' : 'VALID';
  await services.linkStates.move(tx.linkUuid, 'PROCESSING_PAYMENT', linkStatus);
  if (paid) {
    await saveAsset(services, tx, payment);
  }
  await notifyTransaction(
    services,
    {
      ...tx,
      status: next,
      details: payment.details ?? tx.details,
      refusalReason: payment.refusalReason ?? null,
      updatedAt: new Date().toISOString(),
    },
    linkStatus,
  );
  return next;
}
