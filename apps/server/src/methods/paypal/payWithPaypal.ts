import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type {
  PaypalExecuteQuery,
  PaypalTransactionBody,
  PaypalTransactionResponse,
} from '@paypage/contract/methods/paypal';
import {
  DEFAULT_PAYPAL_TRANSACTION_TYPE,
  PAYPAL_RETURN_QUERY,
} from '@paypage/contract/methods/paypalConstants';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { type Gateway, GatewayUnavailable } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { pageUrl } from '../../payments/pageAddress';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import { settleTransaction } from '../../transactions/settleTransaction';
import type { Transaction } from '../../transactions/transactionsRepository';
import { billingAgreementCharge, executePaypalPayment, paypalCheckout } from './paypalGateway';
import { shopperStatus } from '../../transactions/shopperStatus';

/**
 * Whether paying with a new PayPal account also makes a billing agreement saved for the consumer
 * (decision record 0017): only for a link with a consumer, when it is a subscription, the merchant
 * asks for one, or the amount is 0 (an agreement is then all the payment is for).
 */
function createsBillingAgreement(link: PaymentLink): boolean {
  return (
    !!link.consumerReference &&
    (link.isSubscription ||
      link.paymentSettings.payPal?.createBillingAgreement === true ||
      link.amount === 0)
  );
}

const transactionTypeOf = (link: PaymentLink) =>
  link.paymentSettings.payPal?.transactionType ?? DEFAULT_PAYPAL_TRANSACTION_TYPE;

function responseOf(
  tx: Transaction,
  status: TransactionStatus,
  payment?: GatewayPayment,
): PaypalTransactionResponse {
  const details = payment?.details ?? tx.details;
  const refusalReason = payment?.refusalReason ?? tx.refusalReason;
  const action = status === 'PENDING' ? payment?.action : undefined;
  return {
    status: status === 'SETTLED' ? 'COMPLETED' : status,
    transactionId: tx.id,
    ...(action?.type === 'redirect' ? { redirectUrl: action.redirectUrl } : {}),
    ...(status === 'REFUSED' && refusalReason ? { refusalReason } : {}),
    billingAgreementCreated: !tx.assetId && typeof details?.billingAgreementId === 'string',
  };
}

async function savedAgreementOf(services: Services, link: PaymentLink, assetId: string) {
  const agreement = link.consumerReference
    ? await services.assets.findPaypal(
        { merchantId: link.merchantId, consumerReference: link.consumerReference },
        assetId,
      )
    : undefined;
  if (!agreement) throw new Problem(404, 'ASSET_NOT_FOUND', 'No saved PayPal account has this id');
  return agreement;
}

export function paypalPayments(services: Services, gateway: Gateway) {
  return {
    /**
     * A saved billing agreement is charged at once; a new account waits PENDING for the payer's
     * approval on the provider's page (redirectUrl), who then comes back to be executed.
     * `origin`: the paying page's, where PayPal sends the shopper back.
     */
    async pay(
      link: PaymentLink,
      body: WithAcceptedTerms<PaypalTransactionBody>,
      origin: string,
    ): Promise<PaypalTransactionResponse> {
      const { asset, correlationId } = body;
      const transactionType = transactionTypeOf(link);
      const saved = asset.id ? await savedAgreementOf(services, link, asset.id) : undefined;
      const fraud = correlationId ? { correlationId } : {};
      const { tx, payment, status } = await startPayment(services, gateway, {
        link,
        method: 'PAYPAL',
        acceptedTerms: body.acceptedTerms,
        assetId: asset.id ?? null,
        rejectedField: 'body.asset',
        provider: (started) =>
          saved
            ? billingAgreementCharge({
                billingAgreementId: saved.billingAgreementId,
                transactionType,
                ...fraud,
              })
            : paypalCheckout(
                {
                  transactionType,
                  createBillingAgreement: createsBillingAgreement(link),
                  ...fraud,
                },
                pageUrl(
                  origin,
                  `/uuid/${link.uuid}/paypal-transaction-created?${PAYPAL_RETURN_QUERY.transactionId}=${started.id}`,
                ),
              ),
      });
      return responseOf(tx, status, payment);
    },

    /**
     * The payer is back from the provider's page: execute the payment once. A payment already
     * decided (executed before, cancelled, or told by the webhook) is answered as stored, without
     * asking the provider again; so a reload or a second tab never executes twice.
     */
    async execute(
      link: PaymentLink,
      query: PaypalExecuteQuery,
    ): Promise<PaypalTransactionResponse> {
      const tx = await services.transactions.findById(query.transactionId);
      if (
        !tx ||
        tx.linkUuid !== link.uuid ||
        tx.paymentMethod !== 'PAYPAL' ||
        !tx.gatewayPaymentId
      ) {
        throw new Problem(
          404,
          'TRANSACTION_NOT_FOUND',
          'No PayPal payment of this link has this id',
        );
      }
      if (tx.status !== 'PENDING') return responseOf(tx, shopperStatus(tx.status));
      const payment = await executePaypalPayment(gateway, tx.gatewayPaymentId).catch(
        (error: unknown) => {
          const why = error instanceof GatewayUnavailable ? 'did not answer' : 'refused';
          throw new Problem(502, 'GATEWAY_UNAVAILABLE', `The payment provider ${why}`);
        },
      );
      return responseOf(tx, await settleTransaction(services, tx, payment), payment);
    },
  };
}
