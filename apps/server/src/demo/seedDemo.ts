import { SANDBOX_BILLING_AGREEMENTS } from '@paypage/contract/sandboxPaypal';
import { SANDBOX_MANDATE } from '@paypage/contract/methods/sepaSandbox';
import { maskIban } from '@paypage/contract/iban';
import { SANDBOX_CARD_HOLDER, SANDBOX_SAVED_CARDS } from '@paypage/contract/sandboxTestCards';
import type { AssetsResponse } from '@paypage/contract/assets';
import type { Services } from '../services';
import { generateApiKey } from '../merchants/apiKeys';
import { demoConsoleSignIn, seedConsoleAdmin, type ConsoleSignIn } from './demoConsoleAdmin';
import {
  DEMO_CONSUMER,
  DEMO_MERCHANT_ID,
  demoLinks,
  PAID_DEMO_LINK,
  PROCESSING_DEMO_LINK,
} from './demoLinks';
import type { PaymentLink } from '../paymentLinks/paymentLink';

export interface DemoSeed {
  merchantId: string;
  apiKey: string;
  /** The demo admin's sign-in to the console (issue 22). */
  console: ConsoleSignIn;
  links: { label: string; uuid: string; status: string }[];
}

const DEMO_OWNER = { merchantId: DEMO_MERCHANT_ID, consumerReference: DEMO_CONSUMER };

/** The demo's saved mandate, paying with the mandate the sandbox gateway always knows. */
async function insertDemoMandate(services: Services): Promise<void> {
  await services.assets.insert(DEMO_OWNER, {
    type: 'SEPA_DD',
    details: {
      accountHolder: SANDBOX_MANDATE.accountHolder,
      iban: maskIban(SANDBOX_MANDATE.iban),
      sepaMandateReference: SANDBOX_MANDATE.mandateReference,
      gatewayMandateId: SANDBOX_MANDATE.id,
      mandateScheme: 'CORE',
    },
  });
}

/** A data folder seeded before SEPA payments existed holds the demo mandate without its gateway id. */
async function renewDemoMandate(services: Services, saved: AssetsResponse): Promise<void> {
  const demo = saved.sepaDirectDebit.find(
    (mandate) => mandate.sepaMandateReference === SANDBOX_MANDATE.mandateReference,
  );
  if (!demo || (await services.assets.findSepa(DEMO_OWNER, demo.id))?.gatewayMandateId) return;
  await services.assets.softDelete(DEMO_OWNER, demo.id, 'SEPA_DD');
  await insertDemoMandate(services);
}

async function seedDemoAssets(services: Services): Promise<void> {
  const owner = DEMO_OWNER;
  const existing = await services.assets.listForConsumer(owner);
  if (existing.card.length + existing.sepaDirectDebit.length + existing.paypal.length > 0) {
    await renewDemoMandate(services, existing);
    return;
  }
  // The sandbox gateway always knows these tokens, so the demo's saved cards really pay: one
  // without a challenge, one that asks for the bank's code (1234).
  for (const saved of SANDBOX_SAVED_CARDS) {
    await services.assets.insert(owner, {
      type: 'CARD',
      details: {
        holder: SANDBOX_CARD_HOLDER,
        firstDigits: saved.number.slice(0, 6),
        lastDigits: saved.number.slice(-4),
        brand: 'VISA',
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 3,
        qualified: true,
        issuingCountryCode: 'DE',
        authenticationStatus: 'Auth3ds2',
        gatewayCardToken: saved.token,
      },
    });
  }
  await insertDemoMandate(services);
  // B-DEMO0001 is a billing agreement the sandbox gateway always knows: the saved account pays.
  await services.assets.insert(owner, {
    type: 'PAYPAL',
    details: {
      billingAgreementId: SANDBOX_BILLING_AGREEMENTS[0].billingAgreementId,
      customerAccountId: 'DEMOPAYER01',
      payerEmail: 'alex@example.com',
    },
  });
}

/**
 * The "payment processing" demo link has an open payment the gateway does not know, as a payment
 * whose provider has not answered yet would; reconciliation leaves such a payment alone (only the
 * gateway's word settles it), so the demo link keeps showing the processing page.
 */
async function seedProcessingPayment(services: Services): Promise<void> {
  const uuid = PROCESSING_DEMO_LINK;
  if ((await services.transactions.listByLink(uuid)).length > 0) return;
  const now = new Date().toISOString();
  await services.transactions.insert({
    id: 'tx_demo_processing_0001',
    linkUuid: uuid,
    merchantId: DEMO_MERCHANT_ID,
    paymentMethod: 'CARD',
    status: 'PENDING',
    amount: 4990,
    currency: 'EUR',
    gatewayPaymentId: 'gp_demo_processing_0001',
    assetId: null,
    details: null,
    refusalReason: null,
    termsAcceptance: null,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The "already paid" demo link was paid: a link is CONSUMED only by a payment, and its result
 * page (/success) reads that payment, so without one it showed the link's status page instead of
 * a success. A card payment, completed when the link was seeded.
 */
async function seedPaidPayment(services: Services, link: PaymentLink): Promise<void> {
  if ((await services.transactions.listByLink(link.uuid)).length > 0) return;
  // Paid in the instant the link was made (its status moved then too), not a moment after it
  // was paid: the timeline tells created, attempt, paid.
  const now = link.dateCreated;
  await services.transactions.insert({
    id: 'tx_demo_paid_0001',
    linkUuid: link.uuid,
    merchantId: link.merchantId,
    paymentMethod: 'CARD',
    status: 'COMPLETED',
    amount: link.amount,
    currency: link.currency,
    gatewayPaymentId: 'gp_demo_paid_0001',
    assetId: null,
    details: null,
    refusalReason: null,
    termsAcceptance: { acceptedAt: now, termsUrl: link.termsAndConditionsUrl ?? null },
    createdAt: now,
    updatedAt: now,
  });
}

/** The demo merchant ("Demo Shop"), its key, and the demo links put back as seeded. */
export async function seedDemo(
  services: Services,
  apiKey = generateApiKey(),
  consoleSignIn: ConsoleSignIn = demoConsoleSignIn(),
): Promise<DemoSeed> {
  if (!(await services.merchants.findById(DEMO_MERCHANT_ID))) {
    await services.merchants.create({
      id: DEMO_MERCHANT_ID,
      name: 'Demo Shop',
      paypalMerchantId: 'DEMO-PAYPAL-MERCHANT',
      creditor: {
        name: 'Demo Shop GmbH',
        creditorId: 'DE98ZZZ09999999999',
        address: 'Musterstraße 1, 10115 Berlin',
      },
      theme: {},
      frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*'],
      webhookUrl: null,
      webhookSecret: null,
    });
  }
  await services.merchants.addApiKey(DEMO_MERCHANT_ID, apiKey);
  // A restart keeps the paid link's payment, so the link keeps the instant it was made and paid
  // in: its timeline tells created, attempt, paid, never a payment older than its link.
  const [paidBefore] = await services.transactions.listByLink(PAID_DEMO_LINK);
  const links = demoLinks().map((demo) =>
    demo.link.uuid === PAID_DEMO_LINK && paidBefore
      ? { ...demo, link: { ...demo.link, dateCreated: paidBefore.createdAt } }
      : demo,
  );
  for (const { link } of links) await services.links.overwrite(link);
  await seedProcessingPayment(services);
  const paid = links.find(({ link }) => link.uuid === PAID_DEMO_LINK);
  if (paid) await seedPaidPayment(services, paid.link);
  await seedDemoAssets(services);
  await seedConsoleAdmin(services, DEMO_MERCHANT_ID, consoleSignIn);
  return {
    merchantId: DEMO_MERCHANT_ID,
    apiKey,
    console: consoleSignIn,
    links: links.map(({ label, link }) => ({ label, uuid: link.uuid, status: link.status })),
  };
}
