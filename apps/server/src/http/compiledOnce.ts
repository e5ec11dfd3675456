import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Each route's schemas compiled once per process, however many instances of the app are built.
 *
 * Fastify compiles a route's request validators (Ajv) and answer serialisers
 * (fast-json-stringify) as the route is added, again for every instance. The service builds one
 * instance, which this leaves as it was; the tests build hundreds, and a profile of a typical
 * server test file found 57 % of its CPU time in that compiling.
 *
 * Keyed by the schema's JSON: the same schema text compiles to the same function under the same
 * options, and the compiled functions keep nothing between calls (Ajv sets a validator's `errors`
 * and Fastify reads them in the same synchronous step).
 */

type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvOptions['onCreate']>>[0];

function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * Ajv options whose instances share their compiled validators. Through Ajv's own `compile`, so
 * Fastify still prepares each schema as for its default compiler (header names in lower case).
 */
export function ajvCompilingOnce(
  customOptions: NonNullable<AjvOptions['customOptions']>,
): AjvOptions {
  const validators = new Map<string, ReturnType<Ajv['compile']>>();
  return {
    customOptions,
    onCreate(ajv) {
      const compile = ajv.compile.bind(ajv);
      ajv.compile = ((schema: object) =>
        memo(validators, JSON.stringify(schema), () => compile(schema))) as Ajv['compile'];
    },
  };
}

const defaultSerializers = SerializerSelector();
const serializers = new Map<string, ReturnType<ReturnType<typeof defaultSerializers>>>();

/** Fastify's own serialiser compiler, sharing what it compiled between instances. */
export const serializersCompiledOnce: typeof defaultSerializers = (externalSchemas, options) => {
  const compile = defaultSerializers(externalSchemas, options);
  const scope = JSON.stringify([externalSchemas, options]);
  return (route) =>
    memo(serializers, `${scope}${JSON.stringify(route.schema)}`, () => compile(route));
};
