import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type { KcpTransactionResponse } from '@paypage/contract/methods/kcp';
import type { AcceptedTerms } from '@paypage/contract/payments';
import type { Gateway } from '../../gateway/gateway';
import { openPaymentOf } from '../../payments/openPayment';
import { pageUrl } from '../../payments/pageAddress';
import { assertMethodOffered, findLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import type { Transaction } from '../../transactions/transactionsRepository';

/** What KCP's window shows as the product (its good_name takes 100 characters at most). */
const PRODUCT_NAME_MAX = 100;

/** SPEC §3's KCP transaction, from our transaction and KCP's (the gateway's) answer. */
function kcpTransaction(
  tx: Transaction,
  status: TransactionStatus,
  payment: GatewayPayment,
): KcpTransactionResponse {
  const redirectUrl =
    status === 'PENDING' && payment.action?.type === 'redirect'
      ? payment.action.redirectUrl
      : undefined;
  return {
    id: tx.id,
    status: status === 'SETTLED' ? 'COMPLETED' : status,
    // KCP's approval takes the money at once: there is no separate capture.
    type: 'debit',
    paymentMethod: 'KCP',
    asset: null,
    ...(redirectUrl ? { asynchronous: { redirectUrl } } : {}),
  };
}

/** Where KCP sends the shopper back, whatever the outcome: the page that waits for it. */
const kcpReturnPath = (uuid: string, transactionId: string) =>
  `/uuid/${uuid}/kcp-transaction-created?transactionId=${encodeURIComponent(transactionId)}`;

export function kcpPayments(services: Services, gateway: Gateway) {
  return {
    /**
     * The link's KCP payment: a new one while the link is VALID, or the one still open in KCP's
     * window (the shopper came back without deciding), which is answered again, never doubled.
     */
    async startOrResume(
      uuid: string,
      { origin, acceptedTerms }: { origin: string; acceptedTerms: AcceptedTerms },
    ): Promise<KcpTransactionResponse> {
      const link = await findLink(services, uuid);
      const open = await openPaymentOf(services, gateway, link, 'KCP');
      if (open) return kcpTransaction(open.tx, open.status, open.payment);
      services.linkStates.assertValid(link);
      await assertMethodOffered(services, link, 'KCP');
      const merchant = await services.merchants.findById(link.merchantId);
      const productName = link.description?.trim().slice(0, PRODUCT_NAME_MAX);
      const { tx, payment, status } = await startPayment(services, gateway, {
        link,
        method: 'KCP',
        acceptedTerms,
        rejectedField: 'params.id',
        provider: (started) => ({
          returnUrl: pageUrl(origin, kcpReturnPath(link.uuid, started.id)),
          details: {
            shopName: merchant?.name ?? link.merchantId,
            ...(productName ? { productName } : {}),
          },
        }),
      });
      return kcpTransaction(tx, status, payment);
    },
  };
}
