// Databases on the machine's PostgreSQL, created and dropped by the tests themselves.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const base = () => process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A test database's URL. Its sessions commit without waiting for the WAL's fsync (synchronous_commit=off):
 * what a test reads is the same, only a crash of the PostgreSQL server itself could lose the last commits,
 * and no test crashes it; on a virtual disk each fsync costs 5–20 ms a commit.
 */
export function postgresUrl(database: string): string {
  const url = new URL(base());
  url.pathname = `/${database}`;
  // Spaces as %20: libpq (pg_dump, pg_restore) does not read '+' as a space.
  url.search = `?options=${encodeURIComponent('-c synchronous_commit=off')}`;
  return url.toString();
}

async function admin<T>(
  fn: (client: { query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, string>[] }> }) => Promise<T>,
): Promise<T> {
  const { Client } = require('pg');
  const client = new Client({ connectionString: base() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '')}"`;

export const createDatabase = (name: string, template?: string) =>
  admin((c) => c.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`));

export const dropDatabase = (name: string) => admin((c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));

/** Drops every database whose name starts with `prefix` (a run's leftovers: its workers end without closing). */
export const dropDatabases = (prefix: string) =>
  admin(async (c) => {
    const { rows } = await c.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${ident(datname)} WITH (FORCE)`);
  });
