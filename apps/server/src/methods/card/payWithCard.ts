import type {
  CardTransactionBody,
  CardTransactionResponse,
  ThreeDSecureResultBody,
} from '@paypage/contract/cardPayments';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { DEFAULT_CARD_TRANSACTION_TYPE } from '@paypage/contract/cardPaymentConstants';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { type Gateway, GatewayRejected } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import { settleTransaction } from '../../transactions/settleTransaction';
import type { Transaction } from '../../transactions/transactionsRepository';
import type { TransactionStatus } from '@paypage/contract/merchantApi';

/** SPEC §3's card transaction response, from our status and the gateway's pending action. */
function cardResponse(
  tx: Transaction,
  status: TransactionStatus,
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

export function cardPayments(services: Services, gateway: Gateway) {
  return {
    /**
     * A new card's token or a saved card, paid through the one way every method pays. The
     * gateway's 3-D Secure frames talk only to `origin`, the page that pays.
     */
    async pay(
      link: PaymentLink,
      body: WithAcceptedTerms<CardTransactionBody>,
      origin: string,
    ): Promise<CardTransactionResponse> {
      const { cardToken, assetId } = await cardTokenFor(services, link, body);
      const { tx, payment, status } = await startPayment(services, gateway, {
        link,
        method: 'CARD',
        acceptedTerms: body.acceptedTerms,
        assetId,
        rejectedField: 'body.payment.asset',
        pageLanguage: body.language,
        provider: () => ({
          card: {
            cardToken,
            transactionType:
              link.paymentSettings.card?.transactionType ?? DEFAULT_CARD_TRANSACTION_TYPE,
            deviceInformation: body.deviceInformation,
            allowedOrigin: origin,
          },
        }),
      });
      return cardResponse(tx, status, payment);
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
