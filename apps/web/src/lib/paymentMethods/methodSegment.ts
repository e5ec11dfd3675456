import { METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';

/**
 * The path segment of a method's page under /uuid/{uuid}/ (the contract's method catalogue):
 * KCP has its own for links with newKcpHppRoute (KCP without the external provider).
 */
export function methodSegment(method: PaymentMethod, newKcpHppRoute: boolean): string {
  const facts = METHOD_CATALOGUE[method];
  return (newKcpHppRoute && 'directSegment' in facts && facts.directSegment) || facts.segment;
}

/** Every segment whose page is the method's: its own, and its direct one if it has one. */
export function methodSegments(method: PaymentMethod): string[] {
  return [methodSegment(method, false), methodSegment(method, true)].filter(
    (segment, index, all) => all.indexOf(segment) === index,
  );
}
