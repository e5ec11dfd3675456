import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { use } from 'react';
import { knownRuntimeConfig, loadRuntimeConfig } from './runtimeConfig';

/**
 * The runtime config inside a page. A link's page has it from its HTML, so nothing suspends;
 * elsewhere it is fetched once, so this suspends at most briefly.
 */
export function useRuntimeConfig(): RuntimeConfig {
  return knownRuntimeConfig() ?? use(loadRuntimeConfig());
}
