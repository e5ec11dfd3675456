import { hostname, networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import type { ServerConfig } from '../config';

/** What the page is told when the public API is on its own origin: call it relatively. */
export const SAME_ORIGIN_API = '/';

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Names every browser resolves to the shopper's own machine (RFC 6761 for *.localhost). */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** HOST values that listen on every address of the machine rather than name one. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

/** The machine's own names, when the service listens on all of them (HOST=0.0.0.0). */
function machineNames(): Set<string> {
  const names = new Set([hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.toLowerCase()}]` : address);
    }
  }
  return names;
}

const trustedNamesByConfig = new WeakMap<ServerConfig, Set<string>>();

/**
 * Without APP_ORIGIN (the demo), the host names a request may name the page at (issue 25): the
 * loopback names, HOST when it names one address, and the machine's own names when it listens on
 * all of them. Any other Host or X-Forwarded-Host is the client's word only: taken, it would put
 * a forger's site into return URLs that the gateway stores and later sends a shopper to.
 */
function isTrustedName(hostname: string, config: ServerConfig): boolean {
  if (isLoopback(hostname)) return true;
  let names = trustedNamesByConfig.get(config);
  if (!names) {
    const host = config.host.toLowerCase();
    const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    names = WILDCARD_HOSTS.has(host) ? machineNames() : new Set([bracketed]);
    trustedNamesByConfig.set(config, names);
  }
  return names.has(hostname);
}

/**
 * The scheme and Host the request was sent to, as an origin, when the Host is a plain
 * host[:port] of a name the service trusts; otherwise (a forged one) the service's own address.
 */
export function servedOrigin(request: FastifyRequest, config: ServerConfig): string {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    const plain = url.pathname === '/' && !url.search && !url.username && !url.password;
    const sameHost =
      url.host.toLowerCase() === request.host.toLowerCase().replace(/:(80|443)$/, '');
    if (plain && sameHost && isTrustedName(url.hostname, config)) return url.origin;
  } catch {
    // not a host at all
  }
  return `http://localhost:${config.port}`;
}

/**
 * The origin of the page a request comes from or is for (docs/decisions/0011). With APP_ORIGIN
 * set, only one of its origins: the request's Origin if listed, else the listed origin the
 * request was sent to (its Host), else the first. Without it (the demo), the origin the page is
 * served at, under a name the service trusts (servedOrigin): the request's Origin when it names
 * that same host (it then also carries the right scheme behind a TLS proxy), else the scheme and
 * Host of the request.
 */
export function pageOriginOf(request: FastifyRequest, config: ServerConfig): string {
  const origin = originOf(request.headers.origin);
  const served = servedOrigin(request, config);
  const host = new URL(served).host;
  if (config.appOrigins.length > 0) {
    if (origin && config.appOrigins.includes(origin)) return origin;
    const listed = config.appOrigins.find((candidate) => new URL(candidate).host === host);
    return listed ?? (config.appOrigins[0] as string);
  }
  if (origin && new URL(origin).host === host) return origin;
  return served;
}

/** GPP_BASE_URL, or else the gateway on the page's host name, at GATEWAY_PORT. */
export function gatewayAddressFor(pageOrigin: string, config: ServerConfig): string {
  if (config.gppBaseUrl) return config.gppBaseUrl;
  const page = new URL(pageOrigin);
  return `${page.protocol}//${page.hostname}:${config.gatewayPort}`;
}

/** The gateway's page as the shopper's browser reaches it (its answer may be relative). */
export function onTheGateway(gppBaseUrl: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${gppBaseUrl.replace(/\/+$/, '')}${address}`;
}

/** The page's runtime config (SPEC §7) for the origin this request's page is at. */
export function pageAddressesFor(request: FastifyRequest, config: ServerConfig): RuntimeConfig {
  const appOrigin = pageOriginOf(request, config);
  return {
    baseUrl: config.baseUrl ?? SAME_ORIGIN_API,
    appOrigin,
    gppBaseUrl: gatewayAddressFor(appOrigin, config),
  };
}

/** Where a shopper opens a link: the first APP_ORIGIN, or the origin this request came to. */
export function shopperLinkOrigin(request: FastifyRequest, config: ServerConfig): string {
  return config.appOrigins[0] ?? servedOrigin(request, config);
}
