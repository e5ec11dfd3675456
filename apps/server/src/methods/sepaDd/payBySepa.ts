import type {
  GatewayMandateScheme,
  SepaTransactionBody,
  SepaTransactionResponse,
} from '@paypage/contract/methods/sepa';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import type { Gateway } from '../../gateway/gateway';
import { invalidInput, Problem } from '../../http/problem';
import { notifyTransaction } from '../../merchantWebhooks/notifyMerchant';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { startPayment } from '../../payments/startPayment';
import type { Services } from '../../services';
import { sepaDebit } from './sepaGateway';
import { sepaLink } from './sepaLink';
import { sepaMandatesRepository } from './sepaMandatesRepository';

interface PayingMandate {
  gatewayMandateId: string;
  mandateReference: string;
  scheme: GatewayMandateScheme;
  /** The saved asset paid with, if any (the link info's paymentLinkAssets). */
  assetId: string | null;
}

const noMandate = () =>
  new Problem(404, 'ASSET_NOT_FOUND', 'No SEPA mandate of this payment link has this id');

/** A saved mandate of the link's consumer (as_…), or a mandate given on this link (a uuid). */
async function mandateOf(
  services: Services,
  link: PaymentLink,
  id: string,
): Promise<PayingMandate> {
  if (id.startsWith('as_')) {
    const owner = link.consumerReference
      ? { merchantId: link.merchantId, consumerReference: link.consumerReference }
      : null;
    const saved = owner ? await services.assets.findSepa(owner, id) : undefined;
    if (!saved?.gatewayMandateId) throw noMandate();
    return {
      gatewayMandateId: saved.gatewayMandateId,
      mandateReference: saved.sepaMandateReference,
      scheme: saved.mandateScheme ?? 'CORE',
      assetId: id,
    };
  }
  const given = await sepaMandatesRepository(services.db).findOnLink(link.uuid, id);
  if (!given) throw noMandate();
  return {
    gatewayMandateId: given.gatewayMandateId,
    mandateReference: given.mandateReference,
    scheme: given.scheme,
    assetId: given.assetId,
  };
}

/**
 * POST /public/sepa/merchant/{merchantId}/transaction: debits the mandate through the one way
 * every method pays (the link moves into payment once, whatever the tabs and retries). The
 * debit is PENDING when submitted (SPEC §4: the page shows success), and the merchant hears of
 * it at once, with the mandate reference and due date; it settles or is returned later, by the
 * gateway's webhook. An amount of 0 collects nothing: the mandate is confirmed (AUTHORIZED).
 */
export async function payBySepa(
  services: Services,
  gateway: Gateway,
  merchantId: string,
  body: WithAcceptedTerms<SepaTransactionBody>,
): Promise<SepaTransactionResponse> {
  const { link, scheme } = await sepaLink(services, merchantId, body.paymentLinkId);
  const mandate = await mandateOf(services, link, body.asset.id);
  if (mandate.scheme !== scheme) {
    throw invalidInput([
      {
        field: 'body.asset',
        message: `is a ${mandate.scheme} mandate; this payment is collected under ${scheme}`,
      },
    ]);
  }
  const { tx, payment, status } = await startPayment(services, gateway, {
    link,
    method: 'SEPA_DD',
    acceptedTerms: body.acceptedTerms,
    assetId: mandate.assetId,
    rejectedField: 'body.asset',
    provider: () => sepaDebit(mandate.gatewayMandateId),
  });
  const details = payment.details ?? null;
  if (status === 'PENDING') {
    await notifyTransaction(
      services,
      { ...tx, details, updatedAt: payment.updatedAt },
      'PROCESSING_PAYMENT',
    );
  }
  const dueDate = details?.dueDate;
  return {
    transactionId: tx.id,
    status,
    sepaMandateReference: mandate.mandateReference,
    ...(typeof dueDate === 'string' ? { dueDate } : {}),
  };
}
