import type { MetadataJson } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from './phoneMetadata.json';

// India's numbering plan, kept by scripts/phoneMetadata.mjs (docs/decisions/0021b); the
// numbers of every other country are checked by their E.164 shape.
const METADATA = metadata as unknown as MetadataJson;
const CALLING_CODES = Object.keys(metadata.country_calling_codes);
/** E.164: a plus, a country calling code that does not start with 0, at most 15 digits. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/** +91 98765-43210, (0091) 98765 43210 → +919876543210: what people type between the digits. */
function compact(typed: string): string {
  const plain = typed.trim().replace(/[\s().\-/]/g, '');
  return plain.startsWith('00') ? `+${plain.slice(2)}` : plain;
}

/**
 * A phone number with its international prefix (SPEC §5) in E.164, or undefined if it is not
 * one: an Indian number (+91) checked in full (length and number ranges, libphonenumber-js),
 * any other country's by its shape.
 */
export function e164Of(typed: string): string | undefined {
  const number = compact(typed);
  if (!E164.test(number)) return undefined;
  const known = CALLING_CODES.some((code) => number.startsWith(`+${code}`));
  if (!known) return number;
  const parsed = parsePhoneNumberFromString(number, METADATA);
  return parsed?.isValid() ? parsed.number : undefined;
}
