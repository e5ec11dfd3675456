import { type ComponentType, lazy, useState } from 'react';

/** A promise as `use` reads it (React's protocol, which Preact's compat layer shares). */
type Marked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks how the promise ended, on the promise itself: `use` then answers a settled one at once
 * instead of suspending the component for a turn. React would replay a render that suspended on
 * a promise settled a moment later; the page's runtime in the browser (Preact's compatibility
 * layer, docs/decisions/0027) shows the nearest Suspense fallback meanwhile, which on a drawn
 * page replaced the drawing with an empty main for a frame.
 */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Marked<T>;
  if (marked.status) return marked;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

/** A lazily loaded page, with a way to load it before it is rendered. */
export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Starts the load (once); the page renders without suspending once it has ended. */
  load: () => Promise<ComponentType<Props>>;
};

/**
 * Like React's lazy(), for a component from a module loaded when first needed; unlike it, a page
 * whose load has ended (load(), called before the page's first render: app/preparedLink) renders
 * in the same turn, whatever runtime renders it. Until then it is the runtime's own lazy(). Which
 * of the two a page renders is decided when it mounts, so that it is never swapped (and its state
 * lost) later. A failed load is not retried: the error shows through the nearest error boundary.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then((page) => {
      loaded = page;
      return page;
    }));
  const Pending = lazy(() => start().then((page) => ({ default: page })));
  function Lazy(props: Props) {
    const [Page] = useState<ComponentType<Props> | undefined>(() => loaded);
    return Page ? <Page {...props} /> : <Pending {...props} />;
  }
  return Object.assign(Lazy, { load: start });
}

/** Loads a page before its first render if it is a lazy one; a page already here needs nothing. */
export function loadPage(page: object | undefined): Promise<unknown> {
  return page && 'load' in page && typeof page.load === 'function'
    ? (page.load as () => Promise<unknown>)()
    : Promise.resolve();
}
