import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  FirstPaint,
  FirstPaintInput,
  PublicAnswer,
  RenderFirstPaint,
} from '@paypage/contract/firstPaint';
import { FIRST_PAINT_EXPORT } from '@paypage/contract/firstPaint';
import { hasSavedAssetsToLoad } from '@paypage/contract/pageData';
import type { FastifyBaseLogger } from 'fastify';
import { noSavedAssets, savedAssetOwnerOf } from '../assets/savedAsset';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';

/** The renderer and what names its build: the digest of its module's text. */
export interface FirstPaintRenderer {
  render: RenderFirstPaint;
  buildId: string;
}

/**
 * The web build's renderer of a link page's first paint (docs/decisions/0026), if the build
 * wrote one: the service then draws each link's page into its HTML.
 */
export async function loadFirstPaintRenderer(dir: string): Promise<FirstPaintRenderer | undefined> {
  const file = join(dir, 'firstPaint.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const render = module[FIRST_PAINT_EXPORT];
  if (typeof render !== 'function') return undefined;
  const buildId = createHash('sha256').update(readFileSync(file)).digest('base64url');
  return { render: render as RenderFirstPaint, buildId };
}

/**
 * The saved assets a link's page shows, as the public API answers them (none unless the link
 * has some to load).
 */
export async function savedAssetsOf(services: Services, link: PaymentLink) {
  const owner = hasSavedAssetsToLoad(link) ? savedAssetOwnerOf(link) : null;
  return owner ? await services.assets.listForConsumer(owner) : noSavedAssets();
}

/** A drawing, and whether it read anything beyond its input (then it is for this request only). */
export interface Drawing {
  paint: FirstPaint | undefined;
  readBeyondInput: boolean;
}

/**
 * The first paint of the page at `url` for a link: drawn from what the public API would answer
 * for it (the link info and the shopper's saved assets), so the page the browser draws next is
 * the same. Never a reason to fail the page: a drawing that fails is logged and the page goes
 * without one, as it did before.
 */
export async function firstPaintOf(
  render: RenderFirstPaint,
  log: FastifyBaseLogger,
  input: Omit<FirstPaintInput, 'read'>,
  /** Answers a public GET the drawing reads beyond the link. */
  read: (path: string) => Promise<PublicAnswer>,
): Promise<Drawing> {
  let readBeyondInput = false;
  try {
    const paint = await render({
      ...input,
      read: (path) => {
        // What it read may change without the link changing (a payment, the creditor).
        readBeyondInput = true;
        return read(path);
      },
    });
    return { paint, readBeyondInput };
  } catch (error) {
    log.warn({ err: error, url: input.url }, 'the page was sent without its first paint');
    return { paint: undefined, readBeyondInput };
  }
}
