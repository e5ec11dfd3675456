import type { FirstPaint, FirstPaintInput } from '@paypage/contract/firstPaint';
import { textDirectionOf } from '@paypage/contract/languageTags';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { openingAnswers, setServerReads } from '../lib/api/openingReads';
import { setServerDrawingConfig } from '../lib/config/runtimeConfig';
import { currentCatalogue, showLanguage } from '../lib/i18n/translator';
import { uiLanguageOf } from '../lib/i18n/uiLanguage';
import { themeRule } from '../lib/theme/applyTheme';
import { PageRoutes } from './app';
import {
  importPageModules,
  openingPathOf,
  prepareLoadedLink,
  readPageOpening,
  segmentOf,
} from './preparedLink';

/**
 * The service's first paint of a link's page (docs/decisions/0026), built by
 * `vite.render.config.ts` into dist-render/ and run by the service, never in a browser.
 *
 * The page's state is module-level (the current language, the prepared link, the config), so
 * drawings run one at a time, each with its own state set for as long as it runs: two shoppers'
 * pages can never mix.
 */

/** Drawings waiting their turn beyond this are skipped: the page then draws itself, as before. */
const MOST_WAITING = 16;
/** A page that needs longer (a module that never loads) is left to the browser. */
const LONGEST_DRAWING_MS = 2_000;

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * The page's markup once every lazy page and language text it needs has arrived. Anything thrown
 * while rendering fails the drawing: React would otherwise leave that part to the browser, and
 * the browser's render would then change what the shopper already sees.
 */
function markupOf(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const problems: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        done();
        if (problems.length === 0) resolve(html);
        else
          reject(new Error('The page could not be drawn on the service', { cause: problems[0] }));
      },
    });
    const stream = renderToPipeableStream(page, {
      // One piece, however long the page: past React's default (12,800 bytes, which the landing
      // list with every method's mark exceeds) it sends a long part apart and puts it in place
      // with inline scripts, which the page's CSP rightly refuses (only its own hashes run).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (problem) => void problems.push(problem),
    });
    setTimeout(
      () => stream.abort(new Error('The drawing took too long')),
      LONGEST_DRAWING_MS,
    ).unref();
  });
}

async function draw({ url, link, assets, config, read }: FirstPaintInput): Promise<FirstPaint> {
  const path = url.split('?')[0] ?? url;
  // A link that skips its landing page is drawn as the page it opens at (app/preparedLink.ts):
  // the landing page would only navigate on, which a drawing cannot.
  const drawnPath = openingPathOf(path, { link, assets });
  prepareLoadedLink({ link, assets });
  setServerDrawingConfig(config);
  setServerReads(read);
  try {
    await Promise.all([
      showLanguage(uiLanguageOf(link.locale), link.locale),
      importPageModules(drawnPath),
      readPageOpening(drawnPath, { link, assets }, url.slice(path.length)),
    ]);
    const html = await markupOf(
      <StrictMode>
        <StaticRouter location={`${drawnPath}${url.slice(path.length)}`}>
          <PageRoutes />
        </StaticRouter>
      </StrictMode>,
    );
    const { language } = currentCatalogue();
    const answers = openingAnswers();
    return {
      html,
      language,
      direction: textDirectionOf(language),
      themeCss: themeRule(link.theme, link.darkTheme),
      ...(drawnPath === path ? {} : { drawnSegment: segmentOf(drawnPath) }),
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    };
  } finally {
    prepareLoadedLink(undefined);
    setServerDrawingConfig(undefined);
    setServerReads(undefined);
  }
}

/**
 * Draws the page at `url` for the link, or undefined when too many drawings wait already; throws
 * when the page cannot be drawn (the service then sends the page without a first paint).
 */
export async function renderFirstPaint(input: FirstPaintInput): Promise<FirstPaint | undefined> {
  if (waiting >= MOST_WAITING) return undefined;
  waiting++;
  const turn = queue.then(() => draw(input));
  queue = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    waiting--;
  }
}
