import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { encodeOnce, type EncodedText } from '../http/compression';

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
  /** The file as served: minified, and compressed once per encoding. */
  body: EncodedText;
  contentType: string;
  /** A hash of the content: pages link `?v=<version>`, so a year's cache never serves stale code. */
  version: string;
  /** Subresource Integrity of the served body (PCI DSS 6.4.3); the inventory pins it. */
  integrity: string;
}

function versionOf(body: string): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 12);
}

function load(name: HostedAssetName): string {
  return readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
}

const extensionOf = (name: HostedAssetName) => (name.endsWith('.js') ? 'js' : 'css');

/**
 * The sources stay readable in the repository (and cardRules.js is imported by the gateway's
 * own code); browsers get them minified. esbuild keeps the modules' imports and exports as
 * they are, so the card form still imports the rules by URL.
 */
function minify(name: HostedAssetName, source: string): string {
  return transformSync(source, { loader: extensionOf(name), minify: true, legalComments: 'none' })
    .code;
}

function loadAssets(): ReadonlyMap<string, HostedAsset> {
  const assets = new Map<string, HostedAsset>();
  const add = (name: HostedAssetName, source: string) => {
    const text = minify(name, source);
    assets.set(name, {
      body: encodeOnce(text),
      contentType: CONTENT_TYPES[extensionOf(name)],
      version: versionOf(text),
      // Of the bytes served (minified): what the browser checks.
      integrity: `sha384-${createHash('sha384').update(text).digest('base64')}`,
    });
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

export function hostedAssetIntegrity(name: HostedAssetName): string {
  return ASSETS.get(name)?.integrity ?? '';
}

/**
 * The import map of module pages: its `integrity` section pins every script a module imports
 * (cardForm.js imports cardRules.js), which an integrity attribute cannot reach. Inline, so the
 * hosted pages' CSP allows exactly this text by its hash.
 */
export const HOSTED_IMPORT_MAP = JSON.stringify({
  integrity: Object.fromEntries(
    FILES.filter((name) => name.endsWith('.js')).map((name) => [
      hostedAssetUrl(name),
      hostedAssetIntegrity(name),
    ]),
  ),
});
export const HOSTED_IMPORT_MAP_HASH = `'sha256-${createHash('sha256').update(HOSTED_IMPORT_MAP).digest('base64')}'`;
