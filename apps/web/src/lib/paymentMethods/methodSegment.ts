import type { PaymentMethod } from '@paypage/contract/paymentMethods';

// SPEC §4: request-to-pay is shown as a direct bank transfer and has that page's address.
const SEGMENT_EXCEPTIONS: Partial<Record<PaymentMethod, string>> = {
  REQUEST_TO_PAY: 'direct-bank-transfer',
};
const KCP_DIRECT_SEGMENT = 'kcpDirect';

/**
 * The path segment of a method's page under /uuid/{uuid}/: the method lowercased with
 * underscores turned into hyphens (SEPA_DD → sepa-dd), with SPEC §4's two exceptions.
 */
export function methodSegment(method: PaymentMethod, newKcpHppRoute: boolean): string {
  if (method === 'KCP' && newKcpHppRoute) return KCP_DIRECT_SEGMENT;
  return SEGMENT_EXCEPTIONS[method] ?? method.toLowerCase().replaceAll('_', '-');
}
