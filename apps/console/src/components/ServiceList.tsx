import type { ReactNode } from 'react';
import type { ServiceData } from '../api/useServiceData';
import { ErrorMessage } from './ErrorMessage';
import { Loading } from './Loading';

/**
 * A list the service answers with: loading, its error, a sentence when it is empty, or the items
 * as the screen lays them out. One place for the four states every list section shows.
 */
export function ServiceList<T>({
  result,
  empty,
  children,
}: {
  result: ServiceData<readonly T[]>;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'failed') return <ErrorMessage error={result.error} />;
  return result.data.length === 0 ? <p>{empty}</p> : children(result.data);
}
