import fc from 'fast-check';
import { PLAIN_TEXT_NOT_BLANK_PATTERN, PLAIN_TEXT_PATTERN } from '@paypage/contract/plainTextRule';

/** The JSON Schema subset our TypeBox contract produces. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  'date-time': fc
    .date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) })
    .map((d) => d.toISOString()),
  uri: fc.webUrl(),
  email: fc.emailAddress(),
};

/**
 * Strings that match a pattern (ids, codes, currencies), drawn from a pool made once per pattern.
 * stringMatching builds each character through a chain of mapped integers, which was 7 % of the
 * whole fuzzing's time (profiled); a valid id only has to get past validation, and the nasty and
 * mutated values around it give the breadth, so 500 different ones per pattern are enough.
 */
const POOL_SIZE = 500;
const pools = new Map<string, fc.Arbitrary<string>>();
function matching(pattern: string): fc.Arbitrary<string> {
  let pool = pools.get(pattern);
  if (!pool) {
    const values = new Set(fc.sample(fc.stringMatching(new RegExp(pattern)), POOL_SIZE));
    pool = fc.constantFrom(...values);
    pools.set(pattern, pool);
  }
  return pool;
}

/** Values that satisfy the schema (mostly), so requests get past validation into the handlers. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((option) => arbitraryOf(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (
        schema.pattern === PLAIN_TEXT_PATTERN ||
        schema.pattern === PLAIN_TEXT_NOT_BLANK_PATTERN
      ) {
        // The plain-text rule only forbids characters, so nearly every string meets it. Drawing
        // strings and keeping the matching ones keeps the schema's length bounds, and it is far
        // cheaper than stringMatching, which tests each character against every excluded range
        // (8 % of the whole fuzzing's time, profiled).
        const allowed = new RegExp(schema.pattern, 'u');
        return fc
          .string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 80),
            unit: 'grapheme',
          })
          .filter((text) => allowed.test(text));
      }
      if (schema.pattern) return matching(schema.pattern);
      if (schema.format && FORMATS[schema.format])
        return FORMATS[schema.format] as fc.Arbitrary<string>;
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 80),
        unit: 'grapheme',
      });
    }
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1_000_000,
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([name, property]) => {
        const value = arbitraryOf(property, depth + 1);
        return [name, required.has(name) ? value : fc.option(value, { nil: undefined })] as const;
      });
      return fc
        .record(Object.fromEntries(entries))
        .map((record) =>
          Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
        );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
