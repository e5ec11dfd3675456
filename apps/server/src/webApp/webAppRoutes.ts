import fastifyStatic from '@fastify/static';
import type { PublicAnswer } from '@paypage/contract/firstPaint';
import { SOURCE_HEADER, sourceHeaderValue } from '@paypage/contract/headers';
import { hasSavedAssetsToLoad } from '@paypage/contract/pageData';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@paypage/contract/errors';
import { RuntimeConfigSchema, type RuntimeConfig } from '@paypage/contract/runtimeConfig';
import { isUuid } from '@paypage/contract/uuid';
import type { ServerConfig } from '../config';
import { encodingFor } from '../http/compression';
import { decodedPathOf } from '../http/matchedRoute';
import { pageAddressesFor } from '../http/pageAddresses';
import { cspHashOf, inlineScriptHashes, pageCsp } from '../http/securityHeaders';
import type { Services } from '../services';
import type { MerchantProfile } from '../merchants/merchantProfiles';
import { toLinkInfo } from '../paymentLinks/linkInfo';
import { readBuiltPage, type BuiltPage } from './builtPage';
import { firstPaintOf, loadFirstPaintRenderer, savedAssetsOf } from './firstPaint';
import { encodedLinkPage, linkPageCache, linkPagePolicy, type LinkPage } from './linkPageCache';
import { linkPageHtml } from './linkPageHtml';

/** Built files carry a content hash in their names, so they never change under one URL. */
const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
/** The document itself is asked for again every time: it names the current build's files. */
const DOCUMENT_CACHE = 'no-cache';
/** A drawn page shows the link and the shopper's saved assets: only the shopper's browser keeps it. */
const DRAWN_DOCUMENT_CACHE = 'private, no-cache';

/** A page without a drawing: the same for every shopper of the link, allowed no inline style. */
const undrawn = (html: string): LinkPage => ({
  body: Buffer.from(html),
  styleHashes: [],
  drawn: false,
  encoded: {},
  policies: new Map(),
});

/** The public API's paths (SPEC §7): the only ones a drawing may read. */
const PUBLIC_PREFIX = '/public/';

/** Paths that are never pages: an unknown one there is an API 404, not the page. */
const NON_PAGE_PREFIXES = [
  PUBLIC_PREFIX,
  '/api/',
  '/webhooks/',
  '/docs',
  '/assets/',
  '/healthz',
  '/csp-reports',
];

/**
 * The path as the router reads it (percent-decoded): `/%61pi/…` is an API path and `/%75uid/…`
 * a link's, as their plain forms are (decision 0032). A path that does not decode is read as sent.
 */
function pathOf(request: FastifyRequest): string {
  return decodedPathOf(request) ?? request.url.split('?')[0] ?? '/';
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  return !NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The uuid in /uuid/{uuid}/…, if the path names one, and the segment after it (card, …). */
function linkPathOf(path: string): { uuid: string; segment: string | undefined } | undefined {
  const [, first, second, segment] = path.split('/');
  const candidate = second?.slice(0, 36);
  if (first !== 'uuid' || !candidate || !isUuid(candidate)) return undefined;
  return { uuid: candidate, segment };
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
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pageAddressesFor(request, config);
    },
  );

  const page = readBuiltPage(config.webDistDir);
  // Only beside a page: the drawing names the page's built files.
  const renderer = page ? await loadFirstPaintRenderer(config.webRenderDir) : undefined;
  // A link's page is made of the browser build's HTML and the renderer: either changes it.
  const buildId = `${page ? cspHashOf(page.html) : ''} ${renderer?.buildId ?? ''}`;
  const linkPages = linkPageCache();
  // The page's inline scripts (the import map pinning every chunk) are allowed by their hashes.
  const scriptHashes = page ? inlineScriptHashes(page.html) : [];
  if (page) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      // Only the files that exist are routes; every other GET falls through to the page.
      wildcard: false,
      // The build wrote .br and .gz beside each text file: sent as Accept-Encoding allows.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? HASHED_FILE_CACHE : DOCUMENT_CACHE);
      },
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'no web build found: pages answer 503');
  }

  /**
   * A public GET a drawing reads beyond the link (the SEPA page's creditor), answered by the
   * service's own route: the same answer, schema and errors the page would get. Nothing else.
   */
  async function readPublic(path: string, segment: string | undefined): Promise<PublicAnswer> {
    if (!path.startsWith(PUBLIC_PREFIX) || path.includes('..')) {
      return { status: 404, body: undefined };
    }
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', [SOURCE_HEADER]: sourceHeaderValue(segment) },
    });
    return {
      status: answer.statusCode,
      body: answer.statusCode === 200 ? (answer.json() as unknown) : undefined,
    };
  }

  /**
   * A link's page: the built HTML with what the service knows of the link, and its drawing when
   * there is a renderer. Made once for the same inputs (webApp/linkPageCache.ts, decision 0031):
   * the link, its merchant and saved assets are read on every request, and any change in them
   * makes another page at once.
   */
  async function linkPageFor(
    request: FastifyRequest,
    built: BuiltPage,
    { uuid, segment }: { uuid: string; segment: string | undefined },
    addresses: RuntimeConfig,
  ): Promise<{
    linkPage: LinkPage | undefined;
    merchant: MerchantProfile | undefined;
    preview: boolean;
  }> {
    const stored = await services.links.findWithUsedAssets(uuid);
    // As the public API reads it: a link past its expiration date is expired here too.
    const link = stored && (await services.linkStates.refresh(stored.link));
    // Only the link's own merchant decides who may frame its page.
    const merchant = link && (await services.merchants.findById(link.merchantId));
    if (!link || !stored) {
      const { html } = linkPageHtml(built, addresses, {
        locale: undefined,
        segment,
        hint: undefined,
      });
      return { linkPage: undrawn(html), merchant, preview: false };
    }
    const info = toLinkInfo(link, merchant, stored.usedAssets);
    // The stored status: a link that expired since is refused by the assets' own route, and
    // the page then drops that answer (it decides from the link it fetches).
    const hint = { uuid: link.uuid, savedAssets: hasSavedAssetsToLoad(link) };
    const assets = renderer
      ? await savedAssetsOf(services, link).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the page was sent without its first paint');
          return undefined;
        })
      : undefined;
    const inputs = { buildId, url: request.url, link: info, assets, addresses, hint };
    const linkPage = await linkPages.pageFor(inputs, async () => {
      const drawing =
        renderer && assets
          ? await firstPaintOf(
              renderer.render,
              request.log,
              { url: request.url, link: info, assets, config: addresses },
              (path) => readPublic(path, segment),
            )
          : undefined;
      const firstPaint = drawing?.paint;
      const { html, styleHashes } = linkPageHtml(built, addresses, {
        locale: link.locale,
        // The drawn page's, where the address opens another (a skipped landing page).
        segment: firstPaint?.drawnSegment ?? segment,
        hint,
        firstPaint,
      });
      const made = firstPaint
        ? {
            body: Buffer.from(html),
            styleHashes,
            drawn: true,
            encoded: {},
            policies: new Map(),
          }
        : undrawn(html);
      // A drawing that failed or was skipped (too many waiting) is tried again next time; one
      // that read beyond the link shows what it read at this moment only.
      const reusable = !renderer || (!!firstPaint && !drawing?.readBeyondInput);
      return { page: made, reusable };
    });
    return { linkPage, merchant, preview: link.preview === true };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const linkPath = linkPathOf(pathOf(request));
    const addresses = pageAddressesFor(request, config);
    const { linkPage, merchant, preview } =
      linkPath && page
        ? await linkPageFor(request, page, linkPath, addresses)
        : { linkPage: undefined, merchant: undefined, preview: false };
    // Only the console's preview is framed by the service's own origin (decision 0040): none of
    // the page's own flows frames a page of this origin (its frame-src is the gateway alone).
    const frameAncestors = [...(preview ? ["'self'"] : []), ...(merchant?.frameAncestors ?? [])];
    const policy = () =>
      pageCsp(addresses, frameAncestors, scriptHashes, linkPage?.styleHashes ?? []);
    // The addresses are part of what a page is kept by; the merchant's list is read afresh.
    reply.header(
      'content-security-policy',
      linkPage ? linkPagePolicy(linkPage, frameAncestors, policy) : policy(),
    );
    reply.header('cache-control', linkPage?.drawn ? DRAWN_DOCUMENT_CACHE : DOCUMENT_CACHE);
    if (!page) {
      return reply.code(503).type('text/plain').send('The payment page is not built yet.');
    }
    reply.code(200).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = encodingFor(request);
    if (encoding) reply.header('content-encoding', encoding);
    // A page about no link is the built file itself, compressed by the build.
    if (!linkPage) return reply.send(encoding ? page.encoded[encoding] : page.html);
    return reply.send(encoding ? encodedLinkPage(linkPage, encoding) : linkPage.body);
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
