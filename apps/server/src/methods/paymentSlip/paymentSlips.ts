import type {
  CreatePaymentSlipBody,
  PaymentSlipIssuedResponse,
  PaymentSlipResponse,
} from '@paypage/contract/methods/paymentSlip';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import type { Gateway } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import { notifyTransaction } from '../../merchantWebhooks/notifyMerchant';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { assertMethodOffered, findLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import { settleTransaction } from '../../transactions/settleTransaction';
import type { Transaction } from '../../transactions/transactionsRepository';
import { fetchSlip, slipRequest } from './paymentSlipGateway';
import {
  assertSlipAmount,
  creditorOf,
  dueDateOf,
  issuedResponse,
  processingOptionOf,
  slipResponse,
} from './slipFacts';

const noSuchSlip = () =>
  new Problem(404, 'TRANSACTION_NOT_FOUND', 'No payment slip of this link has this id');

/**
 * Payment slips (SPEC §7, decision record 0023): issue one for a link, or show it again. A link
 * has at most one open slip: asking again while it waits answers the same slip.
 */
export function paymentSlips(services: Services, gateway: Gateway) {
  /** The provider's word on a slip still open, applied as its webhook would be. */
  async function refreshed(tx: Transaction): Promise<Transaction> {
    if (tx.status !== 'PENDING' || !tx.gatewayPaymentId) return tx;
    const payment = await gateway.findPayment(tx.gatewayPaymentId).catch(() => undefined);
    if (!payment) return tx;
    await settleTransaction(services, tx, payment);
    return (await services.transactions.findById(tx.id)) ?? tx;
  }

  /** The slip with its account read from the provider (which refuses it first if overdue). */
  async function shown(link: PaymentLink, tx: Transaction): Promise<PaymentSlipResponse> {
    if (!tx.gatewayPaymentId) {
      throw new Problem(
        502,
        'GATEWAY_UNAVAILABLE',
        'The payment provider has not issued this slip',
      );
    }
    const slip = await fetchSlip(gateway, tx.gatewayPaymentId);
    const current = await refreshed(tx);
    const merchant = await services.merchants.findById(link.merchantId);
    const linkStatus = (await services.links.findByUuid(link.uuid))?.status ?? link.status;
    return slipResponse(current, slip, creditorOf(merchant), linkStatus);
  }

  /** What POST answers: the slip named, without its account (GET reads it from the provider). */
  async function issued(link: PaymentLink, tx: Transaction): Promise<PaymentSlipIssuedResponse> {
    const current = await refreshed(tx);
    const linkStatus = (await services.links.findByUuid(link.uuid))?.status ?? link.status;
    return issuedResponse(current, linkStatus);
  }

  /** The slip the link waits for, if it is in payment by slip and the slip is still open. */
  async function openSlipOf(link: PaymentLink): Promise<Transaction | undefined> {
    if (link.status !== 'PROCESSING_PAYMENT') return undefined;
    const open = (await services.transactions.listByLink(link.uuid))
      .filter((tx) => tx.status === 'PENDING' && tx.paymentMethod === 'PAYMENT_SLIP')
      .at(-1);
    if (!open) return undefined;
    const current = await refreshed(open);
    return current.status === 'PENDING' ? current : undefined;
  }

  return {
    async issue(
      uuid: string,
      body: WithAcceptedTerms<CreatePaymentSlipBody>,
    ): Promise<PaymentSlipIssuedResponse> {
      const found = await findLink(services, uuid);
      await assertMethodOffered(services, found, 'PAYMENT_SLIP');
      const open = await openSlipOf(found);
      if (open) return issued(found, open);
      // The open slip may just have been decided: the link is then as that left it.
      const link = await findLink(services, uuid);
      services.linkStates.assertValid(link);
      assertSlipAmount(link);
      const creditor = creditorOf(await services.merchants.findById(link.merchantId));
      const { tx, status } = await startPayment(services, gateway, {
        link,
        method: 'PAYMENT_SLIP',
        acceptedTerms: body.acceptedTerms,
        rejectedField: 'body',
        provider: () =>
          slipRequest({
            customerName: body.customerName.trim(),
            creditorName: creditor.name,
            dueDate: dueDateOf(link),
            ...processingOptionOf(link),
          }),
      });
      const stored = (await services.transactions.findById(tx.id)) ?? tx;
      // The merchant learns at once which reference and due date to expect the transfer with.
      if (status === 'PENDING') await notifyTransaction(services, stored, 'PROCESSING_PAYMENT');
      return issued(link, stored);
    },

    async show(uuid: string, transactionId: string): Promise<PaymentSlipResponse> {
      const link = await findLink(services, uuid);
      const tx = await services.transactions.findById(transactionId);
      if (tx?.linkUuid !== link.uuid || tx.paymentMethod !== 'PAYMENT_SLIP') throw noSuchSlip();
      return shown(link, tx);
    },
  };
}
