import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';

export interface GatewayAddress {
  /** The only origin whose frames and messages the card pages deal with. */
  origin: string;
  /** An address on the gateway: url('/hosted/card-form?token=…'). */
  url(path: string): string;
}

/** The gateway of the runtime config (gppBaseUrl), for frames, icons and redirects. */
export function useGateway(): GatewayAddress {
  const { gppBaseUrl } = useRuntimeConfig();
  const base = gppBaseUrl.replace(/\/+$/, '');
  return { origin: new URL(gppBaseUrl).origin, url: (path) => `${base}${path}` };
}
