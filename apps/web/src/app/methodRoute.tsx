import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { lazy } from 'react';
import { useT } from '../lib/i18n/useT';
import type { StepPath } from '../lib/paymentMethods/methodModule';
import { STEPS } from '../lib/paymentMethods/methodModule';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';
import { METHOD_NAMES } from '../lib/paymentMethods/methodNames';
import { offeredMethods } from '../lib/paymentMethods/offeredMethods';
import { BUILT_METHODS, METHOD_MODULES, methodModuleOf } from './methodRegistry';

// Not needed on the landing page, so it waits for the first method page.
const MethodLayout = lazy(() =>
  import('../features/methodLayout/methodLayout').then((module) => ({
    default: module.MethodLayout,
  })),
);

/**
 * One payment method's address: its page inside the method layout, or "not available" when the
 * link does not offer the method or its page is not built yet.
 */
export function MethodRoute({ method }: { method: PaymentMethod }) {
  const t = useT();
  const link = usePaymentLink();
  const offered = offeredMethods(link, BUILT_METHODS).includes(method);
  return (
    <MethodLayout
      methodName={t(METHOD_NAMES[method])}
      page={offered ? methodModuleOf(method)?.page : undefined}
    />
  );
}

/**
 * A step after a method's page (3-D Secure, transaction created, back from the provider): the
 * page of the method module that declares it, for a link that offers one of its methods. The
 * provider's return address serves several methods; it is named for the one the link offers,
 * or for external providers in general.
 */
export function MethodStepRoute({ path }: { path: StepPath }) {
  const t = useT();
  const link = usePaymentLink();
  const module = METHOD_MODULES.find((candidate) => candidate.steps?.[path]);
  const step = module?.steps?.[path];
  const offered = offeredMethods(link, BUILT_METHODS).filter((method) =>
    module?.methods.includes(method),
  );
  const page = offered.length > 0 ? step?.page : undefined;
  if (page && step?.bare) return <step.page />;
  const owner = STEPS[path];
  const [only] = offered;
  const name =
    offered.length === 1 && only
      ? t(METHOD_NAMES[only])
      : owner === 'EXTERNAL_PROVIDER'
        ? t('method.name.externalProvider')
        : t(METHOD_NAMES[owner]);
  return <MethodLayout methodName={name} page={page} />;
}
