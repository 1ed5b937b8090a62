/** A DuckDB connection for the tests that read `xn`'s Parquet back (`@duckdb/node-api`). */
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll } from 'vitest';

/** A DuckDB connection in memory, closed after the file's tests: a query's rows as JSON objects. */
export async function duck() {
  const db = await DuckDBInstance.create(':memory:');
  const connection = await db.connect();
  afterAll(() => connection.closeSync());
  return async (sql: string) => (await connection.runAndReadAll(sql)).getRowObjectsJson();
}
