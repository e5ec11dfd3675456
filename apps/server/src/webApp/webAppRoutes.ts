import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@paypage/contract/errors';
import { RuntimeConfigSchema } from '@paypage/contract/runtimeConfig';
import { isUuid } from '@paypage/contract/uuid';
import type { ServerConfig } from '../config';
import { inlineScriptHashes, pageCsp } from '../http/securityHeaders';
import type { Services } from '../services';

/** Paths that are never pages: an unknown one there is an API 404, not the page. */
const NON_PAGE_PREFIXES = [
  '/public/',
  '/api/',
  '/webhooks/',
  '/docs',
  '/assets/',
  '/healthz',
  '/csp-reports',
];

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  return !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The uuid in /uuid/{uuid}/…, if the path names one. */
function linkUuidOf(url: string): string | undefined {
  const candidate = url.split('?')[0]?.split('/')[2]?.slice(0, 36);
  return candidate && isUuid(candidate) ? candidate : undefined;
}

/**
 * Installed on the root instance (not as an encapsulated plugin) because the not-found handler
 * that serves the page for every page route must be the application's own.
 */
export async function installWebApp(
  app: FastifyInstance,
  { services, config }: { services: Services; config: ServerConfig },
): Promise<void> {
  app.get(
    '/config.json',
    { schema: { hide: true, response: { 200: RuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        baseUrl: config.baseUrl,
        appOrigin: config.appOrigin,
        gppBaseUrl: config.gppBaseUrl,
      };
    },
  );

  const indexFile = join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const scriptHashes = indexHtml ? inlineScriptHashes(indexHtml) : [];
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      // Only the files that exist are routes; every other GET falls through to the page.
      wildcard: false,
      // Built files carry a content hash in their names, so they never change under one URL.
      setHeaders: (res, path) => {
        const immutable = path.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'no web build found: pages answer 503');
  }

  /** Only the link's own merchant decides who may frame its page. */
  async function frameAncestorsFor(url: string): Promise<string[]> {
    const uuid = linkUuidOf(url);
    if (!uuid) return [];
    const link = await services.links.findByUuid(uuid);
    const merchant = link && (await services.merchants.findById(link.merchantId));
    return merchant?.frameAncestors ?? [];
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const ancestors = await frameAncestorsFor(request.url);
    reply.header('content-security-policy', pageCsp(config, ancestors, scriptHashes));
    reply.header('cache-control', 'no-cache');
    if (!indexHtml) {
      return reply.code(503).type('text/plain').send('The payment page is not built yet.');
    }
    return reply.code(200).type('text/html; charset=utf-8').send(indexHtml);
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isPageRequest(request)) return sendPage(request, reply);
    const body: ErrorResponse = {
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      message: 'No such route',
      fields: [{ field: 'url', message: 'names no route' }],
    };
    return reply.code(404).type('application/json').send(body);
  });
}
