import type { AssetType } from './assets';

/*
 * Every payment method's facts that more than its own folders need, in one table: the page's
 * address and name, its gate, how long a waiting payment stays open, how a refund starts and the
 * saved asset a payment leaves. The apps read them from here instead of keeping tables of their
 * own, so a new method is one entry here plus its folders and one line per app registry.
 * TypeBox-free (type imports only): the page reads it at run time.
 */

/**
 * Which of the link gates lets the shopper onto the method's page (the web's ValidLinkGate):
 * only a payable link; also a link whose payment the page shows again (a reload, KCP's back
 * button); also a link in payment while its payment waits (a QR code, a payment slip).
 */
export type MethodGate = 'payable' | 'resumesOpenPayment' | 'waitingPages';

/** The status a refund of the method's payment starts in: a SEPA credit transfer takes days. */
export type RefundStart = 'SUCCESS' | 'PENDING';

export interface MethodFacts {
  /** Its page's path segment under /uuid/{uuid}/ (SPEC §2, §4). */
  readonly segment: string;
  /** Its page's segment for links with newKcpHppRoute (KCP without the external provider). */
  readonly directSegment?: string;
  /** The key of its name in the page's text catalogue. */
  readonly nameKey: `method.name.${string}`;
  readonly gate: MethodGate;
  /**
   * The addresses after its page that a payment passes through (relative to /uuid/{uuid}/), whose
   * page its module may give. The provider's return address serves several methods: the first of
   * them, in this table's order, that the link offers names it.
   */
  readonly steps: readonly string[];
  /** How long its payment waits for the payer elsewhere at most, in seconds (decision 0021). */
  readonly waitingTtlS?: number;
  readonly refundStart: RefundStart;
  /** The saved asset a paid payment leaves a link's consumer, and that later pays again. */
  readonly savedAsset?: AssetType;
  /** Offered only when the merchant has a PayPal merchant id (SPEC §5). */
  readonly needsPaypalMerchantId?: true;
  /**
   * The shopper approves its payment at their bank or in a wallet's app, which the sandbox
   * gateway plays: its settle call decides the payment (the sandbox page's approvals table).
   */
  readonly approvedInBankOrWallet?: true;
}

// A UPI collect request or a QR code: long enough to open the app and approve.
const UPI_OR_QR_TTL_S = 10 * 60;
// At the bank or in the wallet's app: their own session is about as long.
const BANK_OR_WALLET_TTL_S = 15 * 60;
// Back from an external provider's checkout (SPEC §2: iDEAL, Bancontact card and mobile, KCP).
const PROVIDER_RETURN = 'ckey/:ckey/adyen';

/**
 * The 19 payment methods of SPEC §1, as the merchant API names them, each with its facts; the
 * contract's PAYMENT_METHODS (paymentMethods.ts) are its keys, in its order.
 */
export const METHOD_CATALOGUE = {
  CARD: {
    segment: 'card',
    nameKey: 'method.name.card',
    gate: 'payable',
    steps: ['card-challenge', 'card-payment-completed', 'card-asset-payment-completed'],
    refundStart: 'SUCCESS',
    savedAsset: 'CARD',
  },
  SEPA_DD: {
    segment: 'sepa-dd',
    nameKey: 'method.name.sepaDd',
    gate: 'payable',
    steps: [],
    refundStart: 'PENDING',
    savedAsset: 'SEPA_DD',
  },
  PAYPAL: {
    segment: 'paypal',
    nameKey: 'method.name.paypal',
    gate: 'payable',
    steps: ['paypal-transaction-created'],
    refundStart: 'SUCCESS',
    savedAsset: 'PAYPAL',
    needsPaypalMerchantId: true,
  },
  IDEAL: {
    segment: 'ideal',
    nameKey: 'method.name.ideal',
    gate: 'payable',
    steps: [PROVIDER_RETURN],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  BANCONTACT_CARD: {
    // No saved asset: it pays on the provider's checkout, which keeps no card for the service.
    segment: 'bancontact-card',
    nameKey: 'method.name.bancontactCard',
    gate: 'payable',
    steps: [PROVIDER_RETURN],
    refundStart: 'SUCCESS',
  },
  BANCONTACT_MOBILE: {
    segment: 'bancontact-mobile',
    nameKey: 'method.name.bancontactMobile',
    gate: 'payable',
    steps: [PROVIDER_RETURN],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  KCP: {
    segment: 'kcp',
    directSegment: 'kcpDirect',
    nameKey: 'method.name.kcp',
    // Its page shows the open payment again after the back button from KCP's window.
    gate: 'resumesOpenPayment',
    // KCP returns elsewhere first (decision 0020); listed after the checkout's methods.
    steps: ['kcp-transaction-created', PROVIDER_RETURN],
    refundStart: 'SUCCESS',
  },
  REQUEST_TO_PAY: {
    // SPEC §4: request-to-pay is shown as a direct bank transfer and has that page's address.
    segment: 'direct-bank-transfer',
    nameKey: 'method.name.requestToPay',
    gate: 'payable',
    steps: [],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  PAYMENT_SLIP: {
    segment: 'payment-slip',
    nameKey: 'method.name.paymentSlip',
    // A payment slip until its transfer arrives: a reload or a return finds the slip.
    gate: 'waitingPages',
    steps: [],
    refundStart: 'SUCCESS',
  },
  NETBANKING: {
    segment: 'netbanking',
    nameKey: 'method.name.netbanking',
    gate: 'payable',
    steps: ['netbanking-transaction-created'],
    waitingTtlS: BANK_OR_WALLET_TTL_S,
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  UPI: {
    segment: 'upi',
    nameKey: 'method.name.upi',
    gate: 'payable',
    steps: ['upi-transaction-created'],
    waitingTtlS: UPI_OR_QR_TTL_S,
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  UPIQRCODE: {
    segment: 'upiqrcode',
    nameKey: 'method.name.upiQrCode',
    gate: 'waitingPages',
    steps: [],
    waitingTtlS: UPI_OR_QR_TTL_S,
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  PHONEPE: {
    segment: 'phonepe',
    nameKey: 'method.name.phonePe',
    gate: 'payable',
    steps: ['phonepe-transaction-created'],
    waitingTtlS: BANK_OR_WALLET_TTL_S,
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  ACCOUNT_TO_PAY: {
    segment: 'account-to-pay',
    nameKey: 'method.name.accountToPay',
    gate: 'payable',
    steps: [],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  PROMPTPAYQR: {
    segment: 'promptpayqr',
    nameKey: 'method.name.promptPayQr',
    gate: 'waitingPages',
    steps: [],
    waitingTtlS: UPI_OR_QR_TTL_S,
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  PAYTO: {
    segment: 'payto',
    nameKey: 'method.name.payTo',
    gate: 'payable',
    steps: ['payto-transaction-created'],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  TRUSTLY: {
    segment: 'trustly',
    nameKey: 'method.name.trustly',
    gate: 'payable',
    steps: ['trustly-transaction-created'],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  PAYBYBANK: {
    segment: 'paybybank',
    nameKey: 'method.name.payByBank',
    gate: 'payable',
    steps: [],
    refundStart: 'SUCCESS',
    approvedInBankOrWallet: true,
  },
  VIRTUALACCOUNT: {
    segment: 'virtualaccount',
    nameKey: 'method.name.virtualAccount',
    // A reload shows the account issued for the open payment again.
    gate: 'resumesOpenPayment',
    steps: [],
    refundStart: 'SUCCESS',
  },
} as const satisfies Record<string, MethodFacts>;

export type MethodCatalogue = typeof METHOD_CATALOGUE;

/** A payment method (the contract's PaymentMethod, without its TypeBox schema). */
export type CatalogueMethod = keyof MethodCatalogue;
type PaymentMethod = CatalogueMethod;

/** The catalogue's methods in its order, for code that may not load TypeBox (the page). */
export const CATALOGUE_METHODS = Object.keys(METHOD_CATALOGUE) as readonly PaymentMethod[];

/** The methods whose payment waits for the payer elsewhere for a while (waitingTtlS). */
export type WaitingMethod = {
  [M in PaymentMethod]: MethodCatalogue[M] extends { waitingTtlS: number } ? M : never;
}[PaymentMethod];

/** An address after a method's page (MethodFacts.steps). */
export type MethodStepPath = MethodCatalogue[PaymentMethod]['steps'][number];

/** A method's facts, each optional one read alike whatever the method. */
export const methodFacts = (method: PaymentMethod): MethodFacts => METHOD_CATALOGUE[method];
