import type { GatewayMandateScheme } from '@paypage/contract/methods/sepa';
import { isB2bScheme, SEPA_CURRENCY } from '@paypage/contract/methods/sepaRules';
import { notFound, Problem } from '../../http/problem';
import type { SepaCreditor } from '../../merchants/merchant';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { payableLink } from '../../payments/payableLink';
import type { Services } from '../../services';

export interface SepaLink {
  link: PaymentLink;
  creditor: SepaCreditor;
  /** The scheme the link collects under (SPEC §9: detected from its mandate scheme). */
  scheme: GatewayMandateScheme;
}

const notOffered = (why: string) =>
  new Problem(400, 'PAYMENT_METHOD_NOT_OFFERED', `SEPA direct debit is not offered: ${why}`);

/**
 * A link the shopper can give a mandate on or pay by SEPA direct debit now: payable with
 * SEPA_DD, of the merchant named in the path, in euro, the merchant a SEPA creditor.
 */
export async function sepaLink(
  services: Services,
  merchantId: string,
  linkUuid: string,
): Promise<SepaLink> {
  const link = await payableLink(services, linkUuid, 'SEPA_DD');
  if (link.merchantId !== merchantId)
    throw notFound('This merchant has no payment link with this uuid');
  if (link.currency !== SEPA_CURRENCY) throw notOffered('SEPA direct debits are in euro only');
  const creditor = (await services.merchants.findById(merchantId))?.creditor;
  if (!creditor) throw notOffered('the merchant has no SEPA creditor identifier');
  const scheme = isB2bScheme(link.paymentSettings.sepa?.mandateScheme) ? 'B2B' : 'CORE';
  return { link, creditor, scheme };
}
