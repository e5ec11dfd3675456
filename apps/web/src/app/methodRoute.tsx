import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';
import { use } from 'react';
import { useT } from '../lib/i18n/useT';
import type { MethodModule, StepPath } from '../lib/paymentMethods/methodModule';
import { STEPS } from '../lib/paymentMethods/methodModule';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';
import { METHOD_NAMES } from '../lib/paymentMethods/methodNames';
import { offeredMethods } from '../lib/paymentMethods/offeredMethods';
// Imported, not lazily loaded: the frame of every method page is a few hundred bytes, and as a
// file of its own it was one more request before each method's first screen (decision 0027).
import { MethodLayout } from '../features/methodLayout/methodLayout';
import { METHOD_MARKS } from './methodRegistry';
import { methodPageOf, moduleOf } from './methodPages';
import { BUILT_METHODS } from './methodRegistry';

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
      mark={METHOD_MARKS[method]}
      page={offered ? methodPageOf(method) : undefined}
    />
  );
}

/** A step's page, once its method's module is loaded; "not available" if it declares none. */
function LoadedStep({
  path,
  module,
  name,
  mark,
}: {
  path: StepPath;
  module: Promise<MethodModule>;
  name: string;
  mark: ComponentType | undefined;
}) {
  const step = use(module).steps?.[path];
  if (step?.bare) return <step.page />;
  return <MethodLayout methodName={name} mark={mark} page={step?.page} />;
}

/**
 * A step after a method's page (3-D Secure, transaction created, back from the provider): the
 * page the first method of STEPS[path] that the link offers declares for it. The provider's
 * return address serves several methods; it is named for the one the link offers.
 */
export function MethodStepRoute({ path }: { path: StepPath }) {
  const t = useT();
  const link = usePaymentLink();
  const candidates: readonly PaymentMethod[] = STEPS[path];
  // In STEPS' order, not the link's: KCP, listed last, returns elsewhere (decision 0020), so a
  // link offering KCP before iDEAL still finds the provider checkout's return page here.
  const linkOffers = offeredMethods(link, BUILT_METHODS);
  const offered = candidates.filter((m) => linkOffers.includes(m));
  const [owner] = offered;
  const module = owner ? moduleOf(owner) : undefined;
  const oneMethod = offered.length === 1 || candidates.length === 1;
  const named = owner ?? candidates[0] ?? 'CARD';
  const name = oneMethod ? t(METHOD_NAMES[named]) : t('method.name.externalProvider');
  // Several methods' provider: no one method's mark.
  const mark = oneMethod ? METHOD_MARKS[named] : undefined;
  if (!module) return <MethodLayout methodName={name} mark={mark} page={undefined} />;
  return <LoadedStep path={path} module={module} name={name} mark={mark} />;
}
