import { RUNTIME_CONFIG_BLOCK_ID } from '@paypage/contract/pageData';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { dataBlock } from './dataBlock';

const CONFIG_PATH = '/config.json';

let pending: Promise<RuntimeConfig> | undefined;
let known: RuntimeConfig | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.baseUrl === 'string' &&
    typeof config.appOrigin === 'string' &&
    typeof config.gppBaseUrl === 'string'
  );
}

/** The config the service put into a link's page (a JSON data block), if it did. */
function configInPage(): RuntimeConfig | undefined {
  const config = dataBlock(RUNTIME_CONFIG_BLOCK_ID);
  return isRuntimeConfig(config) ? config : undefined;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // no-store: one build serves every environment, so the config must never come from a cache.
  const response = await fetch(CONFIG_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${CONFIG_PATH} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config))
    throw new Error(`${CONFIG_PATH} lacks baseUrl/appOrigin/gppBaseUrl`);
  return config;
}

/**
 * The config of the page the service is drawing (app/firstPaint.tsx), which has no data block to
 * read; undefined once that drawing ends.
 */
export function setServerDrawingConfig(config: RuntimeConfig | undefined): void {
  known = config;
}

/** The runtime config if the page already has it: from its HTML, or fetched earlier. */
export function knownRuntimeConfig(): RuntimeConfig | undefined {
  known ??= configInPage();
  return known;
}

/**
 * The page's runtime config: the one its HTML carries (a link's page), else fetched from
 * /config.json once per page load; a failed fetch is retried next time.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const config = knownRuntimeConfig();
  if (config) return Promise.resolve(config);
  pending ??= fetchRuntimeConfig().then(
    (fetched) => (known = fetched),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
