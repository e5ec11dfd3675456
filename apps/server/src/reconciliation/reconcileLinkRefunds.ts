import type { PageAfter } from '../db/keysetPage';
import type { Gateway } from '../gateway/gateway';
import { settleLinkPaymentChanges } from '../linkPayments/settleLinkPaymentChanges';
import type { StoredLinkRefund } from '../linkPayments/linkRefundsRepository';
import type { OnMismatch } from '../security/paymentMismatch';
import type { Services } from '../services';

const BATCH = 200;

/**
 * Refunds of links' payments still on their way back (a SEPA credit transfer) whose gateway
 * webhook was lost: each payment's current word is read and applied through the path webhooks
 * take (settleLinkPaymentChanges, decision 0039), as reconcileCharges does for charges. Returns
 * how many refunds changed.
 */
export async function reconcileLinkRefunds(
  services: Services,
  gateway: Gateway,
  options: { untouchedBefore: string; onMismatch: OnMismatch },
): Promise<number> {
  const read = new Set<string>();
  let changed = 0;
  let page: StoredLinkRefund[] = [];
  do {
    const last = page.at(-1);
    const after: PageAfter | undefined = last && { at: last.updatedAt, id: last.id };
    page = await services.linkRefunds.listPendingSince(options.untouchedBefore, BATCH, after);
    for (const refund of page) {
      // One read of a payment a round, though it may have more than one refund open.
      if (read.has(refund.transactionId)) continue;
      read.add(refund.transactionId);
      const tx = await services.transactions.findById(refund.transactionId);
      const payment = tx?.gatewayPaymentId && (await gateway.findPayment(tx.gatewayPaymentId));
      if (!tx || !payment) continue;
      const open = async () =>
        (await services.linkRefunds.listByTransaction(tx.id)).filter((r) => r.status === 'PENDING')
          .length;
      const before = await open();
      await settleLinkPaymentChanges(services, tx, payment, { onMismatch: options.onMismatch });
      changed += before - (await open());
    }
  } while (page.length === BATCH);
  return changed;
}
