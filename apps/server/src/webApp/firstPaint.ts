import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstPaint, PublicAnswer, RenderFirstPaint } from '@paypage/contract/firstPaint';
import { FIRST_PAINT_EXPORT } from '@paypage/contract/firstPaint';
import { hasSavedAssetsToLoad } from '@paypage/contract/pageData';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';
import type { FastifyBaseLogger } from 'fastify';
import { noSavedAssets, savedAssetOwnerOf } from '../assets/savedAsset';
import type { MerchantProfile } from '../merchants/merchantProfiles';
import { toLinkInfo } from '../paymentLinks/linkInfo';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';

/**
 * The web build's renderer of a link page's first paint (docs/decisions/0026), if the build
 * wrote one: the service then draws each link's page into its HTML.
 */
export async function loadFirstPaintRenderer(dir: string): Promise<RenderFirstPaint | undefined> {
  const file = join(dir, 'firstPaint.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const render = module[FIRST_PAINT_EXPORT];
  return typeof render === 'function' ? (render as RenderFirstPaint) : undefined;
}

/**
 * The first paint of the page at `url` for a link: drawn from what the public API would answer
 * for it (the link info and the shopper's saved assets), so the page the browser draws next is
 * the same. Never a reason to fail the page: a drawing that fails is logged and the page goes
 * without one, as it did before.
 */
export async function firstPaintOf(
  render: RenderFirstPaint,
  services: Services,
  log: FastifyBaseLogger,
  {
    url,
    link,
    merchant,
    usedAssets,
    config,
    read,
  }: {
    url: string;
    link: PaymentLink;
    /** As the page's request read it (for who may frame the page): not read a second time. */
    merchant: MerchantProfile | undefined;
    usedAssets: { id: string; type: string }[];
    config: RuntimeConfig;
    /** Answers a public GET the drawing reads beyond the link. */
    read: (path: string) => Promise<PublicAnswer>;
  },
): Promise<FirstPaint | undefined> {
  try {
    const owner = hasSavedAssetsToLoad(link) ? savedAssetOwnerOf(link) : null;
    const assets = owner ? await services.assets.listForConsumer(owner) : noSavedAssets();
    return await render({
      url,
      link: toLinkInfo(link, merchant, usedAssets),
      assets,
      config,
      read,
    });
  } catch (error) {
    log.warn({ err: error, url }, 'the page was sent without its first paint');
    return undefined;
  }
}
