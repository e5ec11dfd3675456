import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database';

/**
 * A query built and compiled to SQL once, then run with new parameter values on every call: on
 * the hottest reads, building and compiling the same query again costs more than running it.
 * `build` is called once with `sample`; the compiled query must hold exactly those values, in
 * that order, as its parameters (checked here), so each call's values take their places.
 */
export function compiledOnce<Parameters extends unknown[], Row>(
  build: (...parameters: Parameters) => Compilable<Row>,
  sample: Parameters,
): (db: Db, ...parameters: Parameters) => Promise<QueryResult<Row>> {
  const compiled: CompiledQuery<Row> = build(...sample).compile();
  const matches =
    compiled.parameters.length === sample.length &&
    compiled.parameters.every((value, index) => value === sample[index]);
  if (!matches) throw new Error(`compiledOnce: the query's parameters are not ${String(sample)}`);
  return (db, ...parameters) => db.executeQuery<Row>({ ...compiled, parameters });
}
