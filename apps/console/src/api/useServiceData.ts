import { useCallback, useEffect, useState } from 'react';

export type ServiceData<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'loaded'; data: T };

/**
 * Loads what a screen shows and loads it again on demand (after a change). An answer that comes
 * back after the screen was left or reloaded is dropped, so an older answer never overwrites a
 * newer one.
 */
export function useServiceData<T>(load: () => Promise<T>): {
  result: ServiceData<T>;
  reload: () => void;
} {
  const [result, setResult] = useState<ServiceData<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ state: 'loaded', data }),
      (error: unknown) => current && setResult({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // `version` asks for a fresh load; `load` is a module function or a stable callback.
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { result, reload };
}
