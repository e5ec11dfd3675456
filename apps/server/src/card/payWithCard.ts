import type {
  CardTransactionBody,
  CardTransactionResponse,
  ThreeDSecureResultBody,
} from '@paypage/contract/cardPayments';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { DEFAULT_CARD_TRANSACTION_TYPE } from '@paypage/contract/cardPaymentConstants';
import { type Gateway, GatewayRejected, GatewayUnavailable } from '../gateway/gateway';
import { invalidInput, notFound, Problem } from '../http/problem';
import { newId, nowIso } from '../ids';
import { linkConflict } from '../paymentLinks/linkStateMachine';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Transaction } from '../transactions/transactionsRepository';

/** SPEC §3's card transaction response, from our status and the gateway's pending action. */
function cardResponse(
  tx: Transaction,
  status: Transaction['status'],
  payment: GatewayPayment,
): CardTransactionResponse {
  if (status !== 'PENDING') {
    return { status: status === 'SETTLED' ? 'COMPLETED' : status, transactionId: tx.id };
  }
  const action = payment.action;
  const asynchronous =
    action?.type === 'threeDSMethod'
      ? { threeDSecure2Fingerprint: action.fingerprint }
      : action?.type === 'challenge'
        ? { threeDSecure2Challenge: action.challenge }
        : action?.type === 'redirect'
          ? { redirectUrl: action.redirectUrl }
          : undefined;
  return { status: 'PENDING', transactionId: tx.id, ...(asynchronous ? { asynchronous } : {}) };
}

async function cardTokenFor(services: Services, link: PaymentLink, body: CardTransactionBody) {
  const asset = body.payment.asset;
  if ('cardToken' in asset) return { cardToken: asset.cardToken, assetId: null };
  const token = link.consumerReference
    ? (
        await services.assets.findCard(
          { merchantId: link.merchantId, consumerReference: link.consumerReference },
          asset.id,
        )
      )?.gatewayCardToken
    : undefined;
  if (!token) throw new Problem(404, 'ASSET_NOT_FOUND', 'No saved card has this id');
  return { cardToken: token, assetId: asset.id };
}

/** Gives the link back when the gateway refused the request itself: no payment exists there. */
async function undo(services: Services, tx: Transaction, error: unknown): Promise<never> {
  if (error instanceof GatewayRejected) {
    await services.transactions.updateStatusIf(tx.id, 'PENDING', 'REFUSED');
    await services.linkStates.move(tx.linkUuid, 'PROCESSING_PAYMENT', 'VALID');
    throw invalidInput([
      { field: 'body.payment.asset', message: 'is not a card the gateway can charge' },
    ]);
  }
  if (error instanceof GatewayUnavailable) {
    // Whether the gateway charged is unknown: the link stays in payment until its webhook says.
    throw new Problem(
      502,
      'GATEWAY_UNAVAILABLE',
      'The payment provider did not answer; do not pay again',
    );
  }
  throw error;
}

export function cardPayments(services: Services, gateway: Gateway) {
  return {
    /**
     * Moves the link into payment (one payer wins), then asks the gateway to authorise. The
     * gateway's 3-D Secure frames talk only to `pageOrigin`, the page that pays.
     */
    async pay(
      link: PaymentLink,
      body: CardTransactionBody,
      pageOrigin: string,
    ): Promise<CardTransactionResponse> {
      const { cardToken, assetId } = await cardTokenFor(services, link, body);
      if (!(await services.linkStates.move(link.uuid, 'VALID', 'PROCESSING_PAYMENT'))) {
        const current = await services.links.findByUuid(link.uuid);
        throw linkConflict(current?.status ?? 'PROCESSING_PAYMENT');
      }
      const now = nowIso();
      const tx: Transaction = {
        id: newId('tx'),
        linkUuid: link.uuid,
        merchantId: link.merchantId,
        paymentMethod: 'CARD',
        status: 'PENDING',
        amount: link.amount,
        currency: link.currency,
        gatewayPaymentId: null,
        assetId,
        createdAt: now,
        updatedAt: now,
      };
      await services.transactions.insert(tx);
      const payment = await gateway
        .createPayment({
          reference: tx.id,
          amount: link.amount,
          currency: link.currency,
          method: 'CARD',
          ...(link.locale ? { locale: link.locale } : {}),
          card: {
            cardToken,
            transactionType:
              link.paymentSettings.card?.transactionType ?? DEFAULT_CARD_TRANSACTION_TYPE,
            deviceInformation: body.deviceInformation,
            allowedOrigin: pageOrigin,
          },
        })
        .catch((error: unknown) => undo(services, tx, error));
      await services.transactions.setGatewayPaymentId(tx.id, payment.id);
      return cardResponse(tx, await settleTransaction(services, tx, payment), payment);
    },

    /** The shopper's browser finished a 3-D Secure step: ask the gateway what comes next. */
    async continueThreeDSecure(
      link: PaymentLink,
      transactionId: string,
      body: ThreeDSecureResultBody,
    ): Promise<CardTransactionResponse> {
      const tx = await services.transactions.findById(transactionId);
      if (!tx || tx.linkUuid !== link.uuid || !tx.gatewayPaymentId) {
        throw new Problem(404, 'TRANSACTION_NOT_FOUND', 'No card payment of this link has this id');
      }
      const payment = await gateway
        .continueThreeDSecure(tx.gatewayPaymentId, body)
        .catch((error: unknown) => {
          if (error instanceof GatewayRejected) {
            throw new Problem(
              409,
              'PAYMENT_LINK_PROCESSING',
              'This 3-D Secure step is not finished yet',
            );
          }
          throw new Problem(
            502,
            'GATEWAY_UNAVAILABLE',
            'The payment provider did not answer; do not pay again',
          );
        });
      return cardResponse(tx, await settleTransaction(services, tx, payment), payment);
    },
  };
}

export function assertCardOffered(link: PaymentLink): void {
  if (!link.paymentMethods.includes('CARD')) {
    throw new Problem(
      400,
      'PAYMENT_METHOD_NOT_OFFERED',
      'This payment link does not offer card payments',
    );
  }
}

export async function findLink(services: Services, uuid: string): Promise<PaymentLink> {
  const stored = await services.links.findByUuid(uuid);
  if (!stored) throw notFound('No payment link has this uuid');
  return services.linkStates.refresh(stored);
}
