import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { use } from 'react';
import { loadRuntimeConfig } from './runtimeConfig';

/** The runtime config inside a page; it is fetched once, so this suspends at most briefly. */
export function useRuntimeConfig(): RuntimeConfig {
  return use(loadRuntimeConfig());
}
