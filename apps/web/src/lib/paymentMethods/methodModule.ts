import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';

/**
 * The addresses of SPEC §2 that a payment passes through after its method's own page, relative
 * to /uuid/{uuid}/, with the method they belong to. Each gets its page from the method module
 * that declares it (app/methodRegistry); until one does, the address says the method is not
 * available.
 */
export const STEPS = {
  'card-challenge': 'CARD',
  'card-payment-completed': 'CARD',
  'card-asset-payment-completed': 'CARD',
  'netbanking-transaction-created': 'NETBANKING',
  'phonepe-transaction-created': 'PHONEPE',
  'upi-transaction-created': 'UPI',
  'payto-transaction-created': 'PAYTO',
  'paypal-transaction-created': 'PAYPAL',
  'trustly-transaction-created': 'TRUSTLY',
  'kcp-transaction-created': 'KCP',
  // Back from an external provider's checkout: iDEAL, Bancontact card and mobile, KCP.
  'ckey/:ckey/adyen': 'EXTERNAL_PROVIDER',
} as const satisfies Record<string, PaymentMethod | 'EXTERNAL_PROVIDER'>;
export type StepPath = keyof typeof STEPS;
export const STEP_PATHS = Object.keys(STEPS) as StepPath[];

export interface MethodStep {
  /** A lazily loaded page. */
  page: ComponentType;
  /**
   * Shown without the method layout (breadcrumb and summary): a page that only finds out how
   * the payment ended and moves on to the result.
   */
  bare?: boolean;
}

/**
 * One payment method's pages (or several methods sharing them, as netbanking and PhonePe do):
 * what a method's folder under features/ gives the app. Pages are lazy, so each method is its
 * own chunk and the landing route carries only this small description.
 */
export interface MethodModule {
  methods: readonly PaymentMethod[];
  /** The method's page at /uuid/{uuid}/{segment} (lib/paymentMethods/methodSegment). */
  page: ComponentType;
  steps?: Partial<Record<StepPath, MethodStep>>;
}
