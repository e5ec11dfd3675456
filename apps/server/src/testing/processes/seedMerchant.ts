import type { Db } from '../../db/database';
import { generateApiKey } from '../../merchants/apiKeys';
import { merchantsRepository } from '../../merchants/merchantsRepository';
import { createPaymentLink } from '../../paymentLinks/createPaymentLink';
import { paymentLinksRepository } from '../../paymentLinks/paymentLinksRepository';

/** A merchant with a webhook endpoint and `count` card links, written straight to the store. */
export async function seedMerchantWithLinks(db: Db, webhookUrl: string, count: number) {
  const merchants = merchantsRepository(db);
  const merchant = await merchants.create({
    name: 'Process Test Shop',
    paypalMerchantId: null,
    creditor: null,
    theme: {},
    frameAncestors: [],
    webhookUrl,
    webhookSecret: 'whsec_process_test',
  });
  const apiKey = generateApiKey();
  await merchants.addApiKey(merchant.id, apiKey);
  const links: string[] = [];
  for (let i = 0; i < count; i++) {
    const link = await createPaymentLink(paymentLinksRepository(db), merchant, {
      amount: 1000 + i,
      currency: 'EUR',
      paymentMethods: ['CARD'],
    });
    links.push(link.uuid);
  }
  return { merchant, apiKey, links };
}
