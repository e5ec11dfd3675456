import type { Selectable } from 'kysely';
import type { GatewayMandateScheme, MandateSequence } from '@paypage/contract/methods/sepa';
import type { Db } from '../../db/database';
import type { SepaMandatesTable } from '../../db/schema';

/** A mandate given on a link's page: the e-mandate's evidence and what pays with it. */
export interface GivenMandate {
  id: string;
  merchantId: string;
  linkUuid: string;
  consumerReference: string | null;
  assetId: string | null;
  gatewayMandateId: string;
  mandateReference: string;
  scheme: GatewayMandateScheme;
  sequence: MandateSequence;
  accountHolder: string;
  ibanMasked: string;
  acceptedAt: string;
}

function fromRow(row: Selectable<SepaMandatesTable>): GivenMandate {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    linkUuid: row.link_uuid,
    consumerReference: row.consumer_reference,
    assetId: row.asset_id,
    gatewayMandateId: row.gateway_mandate_id,
    mandateReference: row.mandate_reference,
    scheme: row.scheme as GatewayMandateScheme,
    sequence: row.sequence as MandateSequence,
    accountHolder: row.account_holder,
    ibanMasked: row.iban_masked,
    acceptedAt: row.accepted_at,
  };
}

export function sepaMandatesRepository(db: Db) {
  return {
    async insert(mandate: GivenMandate): Promise<void> {
      await db
        .insertInto('sepa_mandates')
        .values({
          id: mandate.id,
          merchant_id: mandate.merchantId,
          link_uuid: mandate.linkUuid,
          consumer_reference: mandate.consumerReference,
          asset_id: mandate.assetId,
          gateway_mandate_id: mandate.gatewayMandateId,
          mandate_reference: mandate.mandateReference,
          scheme: mandate.scheme,
          sequence: mandate.sequence,
          account_holder: mandate.accountHolder,
          iban_masked: mandate.ibanMasked,
          accepted_at: mandate.acceptedAt,
        })
        .execute();
    },

    /** A mandate given on this very link: another link's mandate never pays for it. */
    async findOnLink(linkUuid: string, id: string): Promise<GivenMandate | undefined> {
      const row = await db
        .selectFrom('sepa_mandates')
        .selectAll()
        .where('id', '=', id)
        .where('link_uuid', '=', linkUuid)
        .executeTakeFirst();
      return row && fromRow(row);
    },
  };
}
