import type { LinkRefund } from '@paypage/contract/linkRefund';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { MerchantWebhook } from '@paypage/contract/merchantApi';
import type { Charge, Refund } from '@paypage/contract/merchantCharges';
import { newId, nowIso } from '../ids';
import type { Services } from '../services';
import type { Transaction } from '../transactions/transactionsRepository';

type LinkEvent = Extract<MerchantWebhook['type'], `payment_link.${string}`>;
export type ChargeEvent = Extract<MerchantWebhook['type'], `charge.${string}`>;

async function enqueue(
  services: Services,
  merchantId: string,
  webhook: MerchantWebhook,
): Promise<void> {
  const merchant = await services.merchants.findById(merchantId);
  // A merchant without a webhook URL reads the merchant API instead.
  if (!merchant?.webhookUrl) return;
  // The console's preview of the page (decision 0040) is no business of the merchant's systems.
  const linkUuid = webhook.data.paymentLinkUuid;
  if (linkUuid !== undefined && (await services.links.isPreview(linkUuid))) return;
  await services.merchantWebhooks.enqueue(
    webhook.id,
    merchantId,
    webhook.type,
    JSON.stringify(webhook),
    linkUuid ?? null,
  );
}

/** Tells the merchant a transaction has its outcome, with the link's status after it. */
export async function notifyTransaction(
  services: Services,
  tx: Transaction,
  linkStatus: LinkStatus,
): Promise<void> {
  const { linkUuid, merchantId, assetId: _asset, ...transaction } = tx;
  await enqueue(services, merchantId, {
    id: newId('evt'),
    type: 'transaction.updated',
    createdAt: nowIso(),
    data: { paymentLinkUuid: linkUuid, status: linkStatus, transaction },
  });
}

export async function notifyLink(
  services: Services,
  merchantId: string,
  type: LinkEvent,
  linkUuid: string,
  status: LinkStatus,
): Promise<void> {
  await enqueue(services, merchantId, {
    id: newId('evt'),
    type,
    createdAt: nowIso(),
    data: { paymentLinkUuid: linkUuid, status },
  });
}

export type LinkPaymentEvent = Extract<
  LinkEvent,
  'payment_link.captured' | 'payment_link.voided' | 'payment_link.refunded'
>;

/**
 * Tells the merchant what became of a link's payment after it was made: captured, voided, or a
 * refund made (and again when a pending one's money has arrived), with the transaction's totals.
 */
export async function notifyLinkPayment(
  services: Services,
  type: LinkPaymentEvent,
  tx: Transaction,
  linkStatus: LinkStatus,
  refund?: LinkRefund,
): Promise<void> {
  const { linkUuid, merchantId, assetId: _asset, ...transaction } = tx;
  await enqueue(services, merchantId, {
    id: newId('evt'),
    type,
    createdAt: nowIso(),
    data: {
      paymentLinkUuid: linkUuid,
      status: linkStatus,
      transaction,
      ...(refund ? { refund } : {}),
    },
  });
}

/** Tells the merchant what happened to an off-session charge (and which refund, if one). */
export async function notifyCharge(
  services: Services,
  merchantId: string,
  type: ChargeEvent,
  charge: Charge,
  refund?: Refund,
): Promise<void> {
  await enqueue(services, merchantId, {
    id: newId('evt'),
    type,
    createdAt: nowIso(),
    data: { charge, ...(refund ? { refund } : {}) },
  });
}

/** A test event the merchant asks for, to check its endpoint and signature code. */
export async function sendTestEvent(services: Services, merchantId: string): Promise<string> {
  const id = newId('evt');
  const webhook: MerchantWebhook = { id, type: 'webhook.test', createdAt: nowIso(), data: {} };
  await services.merchantWebhooks.enqueue(id, merchantId, webhook.type, JSON.stringify(webhook));
  return id;
}
