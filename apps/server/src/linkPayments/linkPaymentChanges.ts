import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { LinkRefund } from '@paypage/contract/linkRefund';
import type { MerchantTransaction } from '@paypage/contract/merchantApi';
import type { CaptureChargeBody, CreateRefundBody } from '@paypage/contract/merchantCharges';
import { type Gateway, GatewayRejected } from '../gateway/gateway';
import {
  askPaymentChange,
  overAmount,
  providerRefusal,
  refundIdFor,
} from '../gateway/paymentChangeCalls';
import { Problem } from '../http/problem';
import { nowIso } from '../ids';
import type { Merchant } from '../merchants/merchant';
import type { Services } from '../services';
import { TAKEN_STATUSES, type Transaction } from '../transactions/transactionsRepository';
import { presentLinkRefund } from './linkRefundsRepository';
import { settleLinkPaymentChanges } from './settleLinkPaymentChanges';

/** The merchant's view of a link's payment: what is stored without our own keys. */
function presentTransaction(tx: Transaction): MerchantTransaction {
  const { linkUuid: _l, merchantId: _m, assetId: _a, ...transaction } = tx;
  return transaction;
}

/**
 * Another merchant's link, or a payment of another link, answers 404 exactly as one that does
 * not exist: nobody learns which ids are real.
 */
export async function ownTransaction(
  services: Services,
  merchant: Merchant,
  uuid: string,
  transactionId: string,
): Promise<Transaction> {
  const link = await services.links.findByUuid(uuid);
  if (!link || link.merchantId !== merchant.id) {
    throw new Problem(404, 'PAYMENT_LINK_NOT_FOUND', 'No payment link has this uuid');
  }
  const tx = await services.transactions.findById(transactionId);
  if (tx?.linkUuid !== link.uuid) {
    throw new Problem(404, 'TRANSACTION_NOT_FOUND', 'No payment of this link has this id');
  }
  return tx;
}

/**
 * A link takes the money at once unless its card or PayPal settings ask for a reservation
 * (`preauth`): only such a payment, still AUTHORIZED, can be captured or voided (0039).
 */
const notAuthorized = (tx: Transaction, what: string) =>
  new Problem(
    409,
    'PAYMENT_NOT_AUTHORIZED',
    `A ${tx.status} payment cannot be ${what}: only an AUTHORIZED one (a reservation) can`,
  );

/** The provider says the payment is past being captured or voided (it changed meanwhile). */
const notAuthorizedBy = (message: string) => new Problem(409, 'PAYMENT_NOT_AUTHORIZED', message);

const notRefundable = (message: string) => new Problem(409, 'PAYMENT_NOT_REFUNDABLE', message);

/** Capture, void and refunds of a link's payment, through the provider (decision 0039). */
export function linkPaymentChanges(services: Services, gateway: Gateway) {
  async function afterProvider(tx: Transaction, payment: GatewayPayment) {
    await settleLinkPaymentChanges(services, tx, payment);
    return presentTransaction((await services.transactions.findById(tx.id)) ?? tx);
  }

  /** What is left to give back; what the running total says, read now. */
  async function leftToRefund(transactionId: string): Promise<number> {
    const tx = await services.transactions.findById(transactionId);
    return tx ? tx.capturedAmount - tx.refundedAmount : 0;
  }

  return {
    /** Takes all or part of an authorisation, once. */
    async capture(tx: Transaction, body: CaptureChargeBody): Promise<MerchantTransaction> {
      if (tx.status !== 'AUTHORIZED') throw notAuthorized(tx, 'captured');
      const amount = body.amount ?? tx.amount;
      if (amount > tx.amount) throw overAmount(tx.amount, 'capture');
      const payment = await askPaymentChange(gateway, tx.gatewayPaymentId, 'capture', {
        amount,
      }).catch(providerRefusal('capture', notAuthorizedBy));
      return afterProvider(tx, payment);
    },

    /** Releases an authorisation nothing was captured of. */
    async void(tx: Transaction): Promise<MerchantTransaction> {
      if (tx.status !== 'AUTHORIZED') throw notAuthorized(tx, 'voided');
      const payment = await askPaymentChange(gateway, tx.gatewayPaymentId, 'void', {}).catch(
        providerRefusal('void', notAuthorizedBy),
      );
      return afterProvider(tx, payment);
    },

    /**
     * Gives back all that is left (no amount) or part of it. The amount is reserved on the
     * payment's running total in the same database transaction as the refund's insert, before
     * the provider is asked, so racing refunds never exceed what was taken. The refund's id
     * comes from the Idempotency-Key: a retry after a lost answer asks for the same refund.
     */
    async refund(
      tx: Transaction,
      body: CreateRefundBody,
      idempotencyKey: string,
    ): Promise<LinkRefund> {
      const id = refundIdFor(tx.id, idempotencyKey);
      let refund = await services.linkRefunds.findById(id);
      if (!refund) {
        if (!TAKEN_STATUSES.includes(tx.status)) {
          throw notRefundable(`A ${tx.status} payment has no money taken to refund`);
        }
        const left = tx.capturedAmount - tx.refundedAmount;
        if (left <= 0) throw notRefundable('This payment is refunded in full already');
        const amount = body.amount ?? left;
        if (amount > left) throw overAmount(left, 'refund');
        const now = nowIso();
        const asked = {
          id,
          paymentLinkUuid: tx.linkUuid,
          transactionId: tx.id,
          amount,
          currency: tx.currency,
          status: 'PENDING' as const,
          reason: body.reason ?? null,
          createdAt: now,
          updatedAt: now,
        };
        if (!(await services.linkRefunds.reserve(asked))) {
          // Another refund took part of it meanwhile: answer with what is left now.
          const stillLeft = await leftToRefund(tx.id);
          if (stillLeft <= 0) throw notRefundable('This payment is refunded in full already');
          throw overAmount(stillLeft, 'refund');
        }
        refund = { ...asked, gatewayRefundId: null };
      }
      const payment = await askPaymentChange(gateway, tx.gatewayPaymentId, 'refunds', {
        reference: id,
        amount: refund.amount,
      }).catch(async (error: unknown) => {
        if (error instanceof GatewayRejected) await services.linkRefunds.release(id);
        return providerRefusal('refund', notRefundable)(error);
      });
      await settleLinkPaymentChanges(services, tx, payment);
      const made = await services.linkRefunds.findById(id);
      if (!made) throw notRefundable('The refund was not made');
      return presentLinkRefund(made);
    },
  };
}
