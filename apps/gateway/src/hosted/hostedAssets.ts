import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Where the hosted pages' scripts and stylesheets are served. */
export const HOSTED_ASSETS_PATH = '/hosted/assets';

const CONTENT_TYPES = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
} as const;

/** The files of src/hosted/assets a browser may load; nothing else there is served. */
const FILES = [
  'cardForm.js',
  'cardRules.js',
  'notifyParent.js',
  'submitForm.js',
  'hosted.css',
  'cardForm.css',
  'threeDSecure.css',
  'approval.css',
  'checkoutMobile.js',
  'checkoutCard.js',
  'providerCheckout.css',
] as const;
export type HostedAssetName = (typeof FILES)[number];

export interface HostedAsset {
  body: string;
  contentType: string;
  /** A hash of the content: pages link `?v=<version>`, so a year's cache never serves stale code. */
  version: string;
}

function versionOf(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 12);
}

function load(name: HostedAssetName): string {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
}

function loadAssets(): ReadonlyMap<string, HostedAsset> {
  const assets = new Map<string, HostedAsset>();
  const add = (name: HostedAssetName, body: string) => {
    const extension = name.endsWith('.js') ? 'js' : 'css';
    assets.set(name, { body, contentType: CONTENT_TYPES[extension], version: versionOf(body) });
  };
  for (const name of FILES) if (name !== 'cardForm.js') add(name, load(name));
  // The form's module imports the card rules; the import names their version too, so a new
  // cardRules.js reaches browsers that cached the old one.
  const rules = assets.get('cardRules.js');
  add(
    'cardForm.js',
    load('cardForm.js').replace("'./cardRules.js'", `'./cardRules.js?v=${rules?.version ?? ''}'`),
  );
  return assets;
}

const ASSETS = loadAssets();

export function hostedAsset(name: string): HostedAsset | undefined {
  return ASSETS.get(name);
}

/** The URL a page links an asset with. */
export function hostedAssetUrl(name: HostedAssetName): string {
  return `${HOSTED_ASSETS_PATH}/${name}?v=${ASSETS.get(name)?.version ?? ''}`;
}
