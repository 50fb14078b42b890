import os from "node:os";
import pg from "pg";

/** The PostgreSQL server the benchmarks may create databases on: TEST_DATABASE_URL, else the local `test` database; undefined when it does not answer. */
export async function reachablePostgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}
