import type { CreateGatewayMandateBody, GatewayMandate } from '@paypage/contract/methods/sepa';
import type { SepaDebitRequest } from '@paypage/contract/methods/sepa';
import type { Gateway } from '../../gateway/gateway';
import type { ProviderRequest } from '../../payments/startPayment';

/** POST /v1/sepa/mandates: the gateway keeps the IBAN and answers the mandate without it. */
export function createGatewayMandate(
  gateway: Gateway,
  body: CreateGatewayMandateBody,
): Promise<GatewayMandate> {
  return gateway.call<GatewayMandate>('POST', '/v1/sepa/mandates', body);
}

/**
 * What a SEPA_DD payment asks of the gateway: the debit of one mandate, by its id. A payment of
 * a link and a merchant's later charge of a saved mandate make the same request.
 */
export function sepaDebit(gatewayMandateId: string): ProviderRequest {
  const details: SepaDebitRequest = { mandateId: gatewayMandateId };
  return { details };
}
