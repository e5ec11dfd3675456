import { CATALOGUE_METHODS, METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { MethodStepPath } from '@paypage/contract/methodCatalogue';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';

/**
 * The addresses of SPEC §2 that a payment passes through after its method's own page, relative
 * to /uuid/{uuid}/, with the methods whose module may give each its page (app/methodRegistry),
 * as the contract's method catalogue lists them (its steps), in its order: the first of them that
 * the link offers and that is built. Until one is, the address says the method is not available.
 */
export type StepPath = MethodStepPath;
export const STEPS = stepOwners();
export const STEP_PATHS = Object.keys(STEPS) as StepPath[];

function stepOwners(): Record<StepPath, readonly PaymentMethod[]> {
  const owners: Partial<Record<StepPath, PaymentMethod[]>> = {};
  for (const method of CATALOGUE_METHODS) {
    for (const step of METHOD_CATALOGUE[method].steps) (owners[step] ??= []).push(method);
  }
  return owners as Record<StepPath, readonly PaymentMethod[]>;
}

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
 * One payment method's pages (or several methods' that share them, as the Indian bank and wallet
 * pages do): what a method's folder under features/ gives the app, in a module the registry loads
 * lazily, so the landing route carries one import per method and nothing else. The page may be
 * imported statically (it is what the module is loaded for); steps are better lazy, each its
 * own chunk.
 */
export interface MethodModule {
  /** The method's page at /uuid/{uuid}/{segment} (lib/paymentMethods/methodSegment). */
  page: ComponentType;
  steps?: Partial<Record<StepPath, MethodStep>>;
  /**
   * What the page reads as it opens beyond the link, read before its first render when the page
   * opens at its address (lib/api/openingReads): by the service's drawing, or with the link, or
   * from the landing page as the shopper heads for the method. `source` is the page's path
   * segment, which those reads name in their source header (SPEC §6) wherever they are made.
   */
  prepare?: (link: PaymentLinkInfo, source: string) => Promise<unknown>;
}
