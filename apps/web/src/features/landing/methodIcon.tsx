import { METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { MethodMark } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';

// One picture per kind of payment (a method's mark in the contract's method catalogue), drawn
// inline: no image request, nothing for the CSP to allow.
const GLYPHS: Record<MethodMark, string> = {
  card: 'M3 6h18v12H3zM3 9.5h18M6 14.5h5',
  bank: 'M3 9.5 12 4l9 5.5M4.5 20h15M6 11v6.5M10 11v6.5M14 11v6.5M18 11v6.5',
  phone: 'M7.5 3h9v18h-9zM11 18h2',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  wallet: 'M3 7h16v12H3zM3 7l12-3v3M15 12h6v3h-6z',
  slip: 'M6 3h9l3 3v15H6zM9 15v3M11 15v3M13.5 15v3M15.5 15v3M9 8h6M9 11h6',
};

/** Decorative: the method's name beside it says everything. */
export function MethodIcon({ method }: { method: PaymentMethod }) {
  return (
    <svg className="method-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={GLYPHS[METHOD_CATALOGUE[method].mark]} />
    </svg>
  );
}
