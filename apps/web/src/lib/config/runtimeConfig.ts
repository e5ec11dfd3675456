import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';

const CONFIG_PATH = '/config.json';

let pending: Promise<RuntimeConfig> | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.baseUrl === 'string' &&
    typeof config.appOrigin === 'string' &&
    typeof config.gppBaseUrl === 'string'
  );
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

/** The page's runtime config, fetched once per page load; a failed fetch is retried next time. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
