import { randomUUID } from 'node:crypto';
import type { FieldError } from '@paypage/contract/errors';
import type { CreateMandateBody, MandateResponse } from '@paypage/contract/methods/sepa';
import { ibanProblem } from '@paypage/contract/iban';
import { accountHolderProblem } from '@paypage/contract/methods/sepaRules';
import { GatewayRejected, type Gateway } from '../../gateway/gateway';
import { invalidInput, Problem } from '../../http/problem';
import { nowIso } from '../../ids';
import { buildServices, type Services } from '../../services';
import { createGatewayMandate } from './sepaGateway';
import { sepaLink } from './sepaLink';
import { sepaMandatesRepository } from './sepaMandatesRepository';

const HOLDER_MESSAGES = {
  required: 'is required',
  length: 'must be between 1 and 70 characters',
  characters: 'has characters a name cannot have',
} as const;
const IBAN_MESSAGES = {
  required: 'is required',
  length: 'has the wrong length for its country',
  invalid: 'is not a valid IBAN of a SEPA country',
} as const;

/** SPEC §5's rules (shared with the page and the gateway); messages never repeat the IBAN. */
function problemsOf(body: CreateMandateBody): FieldError[] {
  const holder = accountHolderProblem(body.accountHolder);
  const iban = ibanProblem(body.iban);
  return [
    ...(holder ? [{ field: 'body.accountHolder', message: HOLDER_MESSAGES[holder] }] : []),
    ...(iban ? [{ field: 'body.iban', message: IBAN_MESSAGES[iban] }] : []),
  ];
}

/**
 * POST /public/sepa/merchant/{merchantId}/mandate: the shopper gives a mandate on a link. The
 * gateway makes it (and alone keeps the IBAN); the service records the e-mandate and, for a link
 * with a consumer, saves it as that consumer's asset with the masked IBAN. A mandate of a link
 * without consumer (nor subscription) is one-off: it pays this link once (decision 0016).
 */
export async function giveMandate(
  services: Services,
  gateway: Gateway,
  merchantId: string,
  body: CreateMandateBody,
): Promise<MandateResponse> {
  const { link, creditor, scheme } = await sepaLink(services, merchantId, body.paymentLinkId);
  const problems = problemsOf(body);
  if (problems.length > 0) throw invalidInput(problems);

  const id = randomUUID();
  const acceptedAt = nowIso();
  const sequence = link.consumerReference || link.isSubscription ? 'RECURRENT' : 'ONE_OFF';
  const mandate = await createGatewayMandate(gateway, {
    reference: id,
    creditor: { id: creditor.creditorId, name: creditor.name, address: creditor.address },
    accountHolder: body.accountHolder.trim(),
    iban: body.iban,
    scheme,
    sequence,
    signedAt: acceptedAt,
  }).catch((error: unknown) => {
    if (error instanceof GatewayRejected) {
      throw invalidInput([{ field: 'body', message: 'was refused by the payment provider' }]);
    }
    throw new Problem(502, 'GATEWAY_UNAVAILABLE', 'The payment provider did not answer');
  });

  await services.db.transaction().execute(async (trx) => {
    const stores = buildServices(trx);
    const owner = link.consumerReference
      ? { merchantId: link.merchantId, consumerReference: link.consumerReference }
      : null;
    const assetId = owner
      ? await stores.assets.insert(owner, {
          type: 'SEPA_DD',
          details: {
            accountHolder: mandate.accountHolder,
            iban: mandate.ibanMasked,
            sepaMandateReference: mandate.mandateReference,
            gatewayMandateId: mandate.id,
            mandateScheme: mandate.scheme,
          },
        })
      : null;
    await sepaMandatesRepository(trx).insert({
      id,
      merchantId: link.merchantId,
      linkUuid: link.uuid,
      consumerReference: link.consumerReference,
      assetId,
      gatewayMandateId: mandate.id,
      mandateReference: mandate.mandateReference,
      scheme: mandate.scheme,
      sequence: mandate.sequence,
      accountHolder: mandate.accountHolder,
      ibanMasked: mandate.ibanMasked,
      acceptedAt,
    });
  });
  return { uuid: id, sepaMandateReference: mandate.mandateReference };
}
