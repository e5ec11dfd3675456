/**
 * Writes src/lib/phone/phoneMetadata.json: libphonenumber-js's own "min" metadata, kept to the
 * countries whose numbers the Indian payment pages check in full (docs/decisions/0021b). The
 * whole set is 20 KB gzip, a method route's entire budget; India's plan is under 1 KB.
 * Run after updating libphonenumber-js: node apps/web/scripts/phoneMetadata.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Indian payment providers ask for the payer's (nearly always Indian) mobile number: India's
// numbering plan is checked in full, every other country's number by its E.164 shape.
const COUNTRIES = ['IN'];

const require = createRequire(import.meta.url);
const all = JSON.parse(
  readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'),
);
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
