import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { type LazyPage, lazyPage, loadPage, tracked } from '../lib/lazyPage';
import type { MethodModule, StepPath } from '../lib/paymentMethods/methodModule';
import { STEPS } from '../lib/paymentMethods/methodModule';
import { methodSegment } from '../lib/paymentMethods/methodSegment';
import { METHOD_MODULES } from './methodRegistry';

// One load and one page per method for the life of the page.
const modules = new Map<PaymentMethod, Promise<MethodModule>>();
const pages = new Map<PaymentMethod, LazyPage>();

/** A method's module, loaded once; undefined for a method without pages. */
export function moduleOf(method: PaymentMethod): Promise<MethodModule> | undefined {
  const load = METHOD_MODULES[method];
  if (!load) return undefined;
  let module = modules.get(method);
  if (!module) {
    // Tracked: a step's route reads it with use(), at once once it is here.
    module = tracked(load());
    modules.set(method, module);
  }
  return module;
}

/** A method's own page, once its module is there (at once if it already is). */
export function methodPageOf(method: PaymentMethod): LazyPage | undefined {
  const module = moduleOf(method);
  if (!module) return undefined;
  let page = pages.get(method);
  if (!page) {
    page = lazyPage(() => module.then((loaded) => loaded.page));
    pages.set(method, page);
  }
  return page;
}

/** A method's page, loaded (the method layout around it is part of the page's chunk). */
export function loadMethodPage(method: PaymentMethod): Promise<unknown> {
  return methodPageOf(method)?.load() ?? Promise.resolve();
}

/**
 * A step's page, loaded, for each method that may own the step (one, but for the provider's
 * return address): their modules and the step's page in each.
 */
export function loadStepPage(path: StepPath): Promise<unknown> {
  const owners: readonly PaymentMethod[] = STEPS[path];
  return Promise.all(
    owners.map((method) =>
      moduleOf(method)?.then((module) => loadPage(module.steps?.[path]?.page)),
    ),
  );
}

/**
 * Loads a method's page, and what it reads as it opens (MethodModule's prepare), ahead of the
 * shopper's move to it (the landing page calls this once they head for a method). A load that
 * fails here shows when they get there, as any failed page load.
 */
export function prepareMethodPage(method: PaymentMethod, link: PaymentLinkInfo): void {
  loadMethodPage(method).catch(() => undefined);
  void readMethodOpening(method, link);
}

/**
 * What a method's page reads as it opens beyond the link (MethodModule's prepare), read now: its
 * first render then shows it at once. A read that fails is the page's to make again.
 */
export function readMethodOpening(method: PaymentMethod, link: PaymentLinkInfo): Promise<unknown> {
  const module = moduleOf(method);
  if (!module) return Promise.resolve();
  const source = methodSegment(method, link.newKcpHppRoute);
  return module.then((loaded) => loaded.prepare?.(link, source)).catch(() => undefined);
}
