import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';
import { lazy } from 'react';
import { useT } from '../lib/i18n/useT';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';
import { METHOD_NAMES } from '../lib/paymentMethods/methodNames';
import { offeredMethods } from '../lib/paymentMethods/offeredMethods';
import { METHOD_PAGES } from './availableMethods';

// Not needed on the landing page, so it waits for the first method page.
const MethodLayout = lazy(() =>
  import('../features/methodLayout/methodLayout').then((module) => ({
    default: module.MethodLayout,
  })),
);

/** The provider's checkout page returns to one address whichever method was used there. */
export type RouteMethod = PaymentMethod | 'EXTERNAL_PROVIDER';

interface MethodRouteProps {
  method: RouteMethod;
  /** A step of the method after its own page (e.g. 3-D Secure); its page otherwise. */
  page?: ComponentType;
}

/**
 * One payment method's address: its page inside the method layout, or "not available" when the
 * link does not offer the method or its page is not built yet.
 */
export function MethodRoute({ method, page }: MethodRouteProps) {
  const t = useT();
  const link = usePaymentLink();
  if (method === 'EXTERNAL_PROVIDER') {
    return <MethodLayout methodName={t('method.name.externalProvider')} page={undefined} />;
  }
  const offered = offeredMethods(link).includes(method);
  return (
    <MethodLayout
      methodName={t(METHOD_NAMES[method])}
      page={offered ? (page ?? METHOD_PAGES[method]) : undefined}
    />
  );
}
