import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { CSP_REPORT_PATH } from '../security/cspReportRoutes';

/** Built files carry a content hash in their names, so they never change under one URL. */
const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
const DOCUMENT_CACHE = 'no-cache';
const NOT_BUILT = 'The console is not built: npm run build';

/**
 * The console's policy: scripts and styles only from its own files (no inline script, no eval),
 * API calls to its own origin, frames of its own origin only (the settings' live preview of the
 * payment page), and never framed itself: a console in someone's frame invites clickjacking.
 */
const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface ConsoleFile {
  body: Buffer;
  type: string;
}

/** Every file of the build by its path under dist ('assets/index-1a2b.js'), read once. */
function readConsoleBuild(dir: string): Map<string, ConsoleFile> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const files = new Map<string, ConsoleFile>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.br') && !name.endsWith('.gz') && !name.endsWith('.map')) {
        files.set(relative(dir, path).split('\\').join('/'), {
          body: readFileSync(path),
          type: CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
        });
      }
    }
  };
  walk(dir);
  return files;
}

/**
 * The merchants' console at /console: its built files, and its index.html for every other path
 * under it (the console's router draws the screen). Its own routes, so its headers are decided
 * on the matched route, and the shopper's page never serves or loads any of it.
 */
export function installConsoleApp(app: FastifyInstance, config: ServerConfig): void {
  const files = readConsoleBuild(config.consoleDistDir);
  if (!files) app.log.warn({ consoleDistDir: config.consoleDistDir }, 'no console build found');

  const send = (reply: FastifyReply, path: string) => {
    reply.header('content-security-policy', CONSOLE_CSP);
    if (!files) {
      return reply.code(503).header('cache-control', 'no-store').type('text/plain').send(NOT_BUILT);
    }
    const file = files.get(path);
    // A missing hashed file is a 404, never the document under a script's name.
    if (!file && path.startsWith('assets/')) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('Not found');
    }
    const served = file && path !== 'index.html' ? file : (files.get('index.html') as ConsoleFile);
    const hashed = served === file && path.startsWith('assets/');
    return reply
      .code(200)
      .header('cache-control', hashed ? HASHED_FILE_CACHE : DOCUMENT_CACHE)
      .type(served.type)
      .send(served.body);
  };

  const hidden = { schema: { hide: true } };
  app.get('/console', hidden, async (_request, reply) => send(reply, 'index.html'));
  app.get<{ Params: { '*': string } }>('/console/*', hidden, async (request, reply) =>
    send(reply, request.params['*']),
  );
}
