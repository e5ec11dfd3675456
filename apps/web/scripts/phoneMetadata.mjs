/**
 * Writes src/lib/phone/phoneMetadata.json: libphonenumber-js's own "min" metadata, kept to the
 * countries whose numbers the Indian payment pages check in full (docs/decisions/0021b). The
 * whole set is 20 KB gzip, a method route's entire budget; these countries are about 4 KB.
 * Run after updating libphonenumber-js: node apps/web/scripts/phoneMetadata.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const COUNTRIES = [
  // India and its neighbours
  'IN', 'NP', 'BD', 'LK', 'BT',
  // where many Indian payers live and work
  'AE', 'SA', 'QA', 'KW', 'OM', 'BH', 'SG', 'MY', 'GB', 'US', 'CA', 'AU',
]; // prettier-ignore

const require = createRequire(import.meta.url);
const all = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
const callingCodes = {};
for (const [code, countries] of Object.entries(all.country_calling_codes)) {
  const kept = countries.filter((country) => COUNTRIES.includes(country));
  if (kept.length > 0) callingCodes[code] = kept;
}
const countries = Object.fromEntries(COUNTRIES.map((country) => [country, all.countries[country]]));
const out = new URL('../src/lib/phone/phoneMetadata.json', import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify({ version: all.version, country_calling_codes: callingCodes, countries })}\n`,
);
console.log(`wrote ${out.pathname}: ${COUNTRIES.length} countries`);
