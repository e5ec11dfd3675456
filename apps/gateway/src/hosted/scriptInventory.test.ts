import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { FRAUD_DATA_SCRIPT_INTEGRITY } from '@paypage/contract/methods/paypalConstants';
import { describe, expect, it } from 'vitest';
import { HOSTED_IMPORT_MAP, hostedAsset, hostedAssetUrl } from './hostedAssets';
import type { HostedAssetName } from './hostedAssets';
import { hostedPageCsp } from './hostedPagePolicy';
import { html } from './html';
import { renderHostedPage } from './pages/hostedPage';

// PCI DSS 6.4.3: every script of the gateway's hosted pages is in the repository's inventory
// with the integrity of what is served; changing a script means authorising it there again.
const inventory = JSON.parse(
  readFileSync(new URL('../../../../security/script-inventory.json', import.meta.url), 'utf8'),
) as { gateway: { scripts: { file: string; purpose: string; integrity: string }[] } };
const hostedFiles = readdirSync(new URL('./assets', import.meta.url)).filter((name) =>
  name.endsWith('.js'),
);
// Scripts a method serves from its own folder (PayPal's fraud-data script), named by their path.
const METHODS = new URL('../methods/', import.meta.url);
const methodFiles = readdirSync(METHODS, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.js'))
  .map((path) => `methods/${path}`);
const scriptFiles = [...hostedFiles, ...methodFiles];

/** What the browser checks: SHA-384 of the file as served (method scripts are served as written). */
function integrityOf(file: string): string | undefined {
  if (!file.startsWith('methods/')) return hostedAsset(file)?.integrity;
  const body = readFileSync(new URL(`../${file}`, import.meta.url));
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

describe("the gateway's script inventory", () => {
  it('lists every script file, with a purpose, and nothing that does not exist', () => {
    expect(inventory.gateway.scripts.map((entry) => entry.file).sort()).toEqual(scriptFiles.sort());
    for (const entry of inventory.gateway.scripts) expect(entry.purpose.length).toBeGreaterThan(20);
  });

  it('pins the integrity of what is served', () => {
    for (const entry of inventory.gateway.scripts) {
      expect(
        integrityOf(entry.file),
        `${entry.file} changed: review it and update the inventory`,
      ).toBe(entry.integrity);
    }
  });

  it('gives the page the same integrity for PayPal’s fraud-data script as the inventory pins', () => {
    expect(integrityOf('methods/paypal/fraudData.js')).toBe(FRAUD_DATA_SCRIPT_INTEGRITY);
  });

  it('gives scripts their integrity and pins module imports in an import map the CSP allows by hash', async () => {
    const page = renderHostedPage({
      language: 'en',
      title: 'Card',
      stylesheets: [],
      script: { name: 'cardForm.js' as HostedAssetName, module: true },
      body: html``,
    });
    expect(page).toContain(`<script type="importmap">${HOSTED_IMPORT_MAP}</script>`);
    expect(page).toContain(`integrity="${hostedAsset('cardForm.js')?.integrity}"`);
    const pinned = JSON.parse(HOSTED_IMPORT_MAP).integrity;
    expect(pinned[hostedAssetUrl('cardRules.js' as HostedAssetName)]).toBe(
      hostedAsset('cardRules.js')?.integrity,
    );
    const hash = createHash('sha256').update(HOSTED_IMPORT_MAP).digest('base64');
    const csp = hostedPageCsp({ frameAncestor: 'https://shop.example' });
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });
});
