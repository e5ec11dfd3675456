import { assetsRepository } from './assets/assetsRepository';
import { chargesRepository } from './charges/chargesRepository';
import { consoleStore } from './console/consoleStore';
import type { Db } from './db/database';
import { eventsRepository } from './events/eventsRepository';
import { linkRefundsRepository } from './linkPayments/linkRefundsRepository';
import { merchantLogosRepository } from './merchants/logo/merchantLogosRepository';
import { merchantProfiles } from './merchants/merchantProfiles';
import { merchantsRepository } from './merchants/merchantsRepository';
import { merchantWebhooksRepository } from './merchantWebhooks/merchantWebhooksRepository';
import { linkStateMachine } from './paymentLinks/linkStateMachine';
import { paymentLinksRepository } from './paymentLinks/paymentLinksRepository';
import { transactionsRepository } from './transactions/transactionsRepository';

/** Everything a route needs, built once per app from one database handle. */
export function buildServices(db: Db) {
  const links = paymentLinksRepository(db);
  const merchants = merchantsRepository(db);
  const logos = merchantLogosRepository(db);
  return {
    db,
    merchants,
    logos,
    merchantProfiles: merchantProfiles(merchants, logos),
    links,
    linkStates: linkStateMachine(links),
    assets: assetsRepository(db),
    transactions: transactionsRepository(db),
    events: eventsRepository(db),
    merchantWebhooks: merchantWebhooksRepository(db),
    charges: chargesRepository(db),
    console: consoleStore(db),
    linkRefunds: linkRefundsRepository(db),
  };
}

export type Services = ReturnType<typeof buildServices>;
