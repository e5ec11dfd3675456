import type { PublicAddress } from '../hosted/publicAddress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { GatewayAction } from '@paypage/contract/cardPayments';
import type { FieldError } from '@paypage/contract/errors';
import type { CreateGatewayPaymentBody, GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { SandboxPayment } from './sandboxPayment';
import type { LaterDecision } from './scheduledDecisions';
import type { SettleStatus } from './settlePayment';
import type { ShopperStepWindows } from './shopperStepWindows';
import type { TestDataTable } from '../sandbox/sandboxData';
import type { GatewayDb } from '../store/database';
import type { MethodTextKey } from '../i18n/catalogues';

/** What a method's routes are given. */
export interface GatewayDeps {
  db: GatewayDb;
  /**
   * The gateway's configured origin (GPP_BASE_URL, or localhost at its port): for addresses no
   * page or request tells more about. `address` finds the one a given page or request uses.
   */
  publicBaseUrl: string;
  /** Where browsers reach the gateway, per page or per request (hosted/publicAddress, 0011). */
  address: PublicAddress;
  /** The methods the gateway plays (methods/registry; a test may give its own). */
  methods: readonly GatewayMethod[];
  /** How long each step waits on the shopper (SHOPPER_STEP_TIMEOUT_S or the defaults). */
  windows: ShopperStepWindows;
}

export interface StartContext {
  /** The transaction that will insert the payment. */
  db: GatewayDb;
  request: CreateGatewayPaymentBody;
  /** The id the payment will have (for addresses of its hosted pages). */
  paymentId: string;
  now: Date;
  /** The gateway's origin as the paying page's browser reaches it (publicAddress.forPage). */
  publicBaseUrl: string;
  address: PublicAddress;
  /** How long the payment may wait on the shopper's step (payments/shopperStepWindows). */
  windows: ShopperStepWindows;
}

/** What creating a payment answers (payments/createPayment). */
export type CreatePaymentResult =
  | { outcome: 'created'; payment: SandboxPayment }
  | { outcome: 'existing'; payment: SandboxPayment }
  /** The reference is taken by a payment of another amount, currency, method or card. */
  | { outcome: 'conflict'; payment: SandboxPayment }
  /** The request is well-formed JSON but not a payment the gateway can make. */
  | { outcome: 'invalid'; fields: FieldError[] };

/** How a new payment of the method starts, or why the request is not one it can make. */
export type PaymentStart =
  | { outcome: 'invalid'; fields: FieldError[] }
  | {
      outcome: 'start';
      status: GatewayPaymentStatus;
      action?: GatewayAction;
      details?: MethodDetails;
      refusalReason?: string;
      /** When the payment, still open then, is refused as EXPIRED (payments/expiry.ts). */
      expiresAt?: string;
    };

/** A button on the method's approval page, and what pressing it decides. */
export interface ApprovalDecision {
  /** The form value (approve, decline, cancel …). */
  id: string;
  label: MethodTextKey;
  /** The shopper's choice (a bank, an account) comes along when the page asks for one. */
  decide(
    payment: SandboxPayment,
    choice: string | undefined,
  ): {
    status: SettleStatus;
    refusalReason?: string;
    details?: MethodDetails;
    /**
     * What the bank decides by itself a while later (Trustly: the payment stays PENDING until
     * the bank confirms the transfer). The page then counts as decided: no second decision.
     */
    later?: LaterDecision;
  };
}

/**
 * The sandbox's stand-in for the bank, wallet or provider page where the shopper decides:
 * `GET /hosted/approve/{paymentId}` (hosted/approval). One page for every method; each says
 * what it is called, what the shopper may choose and which buttons decide what.
 */
export interface ApprovalFlow {
  title: MethodTextKey;
  intro: MethodTextKey;
  /** A choice to make before deciding: the shopper's bank, PayPal account … */
  choice?: {
    legend: MethodTextKey;
    options(payment: SandboxPayment): readonly { value: string; label: string }[];
  };
  /** In order; the first is the main action. */
  decisions: readonly ApprovalDecision[];
  /**
   * After deciding: back to the payment's returnUrl (a redirect method), or a page saying the
   * payment page will know by itself (an app approval opened on another device).
   */
  afterwards: 'return' | 'done';
  /**
   * The heading of the page after deciding, when the method words its outcomes itself (a PayTo
   * agreement declined, rejected or timed out); otherwise "Payment approved" or "declined".
   */
  doneTitle?(payment: SandboxPayment): MethodTextKey | undefined;
}

/** A line of the sandbox home page's route tables: [method, path, what it does]. */
export type RouteDoc = readonly [string, string, string];

/**
 * One payment method as the sandbox gateway plays it: a folder under methods/ with this module,
 * listed once in methods/registry.ts. Everything is optional: a method without `start` begins
 * RECEIVED and waits for the settle call.
 */
export interface GatewayMethod {
  methods: readonly PaymentMethod[];
  /** Checks the request's details and says how the payment starts (status, action, details). */
  start?(context: StartContext): PaymentStart | Promise<PaymentStart>;
  /** A method that makes the whole payment itself (the card: tokens, 3-D Secure). */
  create?(context: StartContext): Promise<CreatePaymentResult>;
  /**
   * Its approval page; a module of several methods may give each payment's method its own flow
   * (none: that method has no approval page).
   */
  approval?: ApprovalFlow | ((payment: SandboxPayment) => ApprovalFlow | undefined);
  /** Pages and calls of the shopper's browser (no API key). */
  hostedRoutes?(deps: GatewayDeps): FastifyPluginAsyncTypebox;
  /** The method's provider API under /v1, behind the API key. */
  apiRoutes?(deps: GatewayDeps): FastifyPluginAsyncTypebox;
  /** Its test data on the sandbox home page. */
  testData?: readonly TestDataTable[];
  routeDocs?: { api?: readonly RouteDoc[]; hosted?: readonly RouteDoc[] };
  /** Sandbox data the method always knows (a mandate …), put in the store at start, once. */
  seed?(db: GatewayDb, now: Date): Promise<void>;
  /**
   * What the method does by itself as time passes (SEPA: a debit clears days after it was
   * submitted), run every `everyMs` once the gateway listens.
   */
  background?: { everyMs: number; run(db: GatewayDb, now: Date): Promise<unknown> };
}

/** The address of a payment's approval page, relative to the gateway's origin. */
export const approvalPath = (paymentId: string): string =>
  `/hosted/approve/${encodeURIComponent(paymentId)}`;

/**
 * The module that plays a method among those given (the registry's, or a test's). Here rather
 * than in the registry, which imports every module: a module's own routes may create payments.
 */
export function gatewayMethodOf(
  methods: readonly GatewayMethod[],
  method: PaymentMethod,
): GatewayMethod | undefined {
  return methods.find((module) => module.methods.includes(method));
}
