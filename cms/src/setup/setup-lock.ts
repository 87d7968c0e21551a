import type { Core } from '@strapi/strapi';

/**
 * Several CMS instances may start at the same moment on one PostgreSQL database. Strapi's schema sync
 * and the first-start writes (locales, roles, sectors, the first administrator, the demo seed) are not
 * safe to run twice at once: on an empty database the second instance died on `relation
 * "strapi_database_schema" already exists`, and both could create the same rows. A session-level
 * advisory lock, taken in register() (before Strapi syncs the schema) and released at the end of
 * bootstrap(), makes the instances run that part one after the other; the later ones then find
 * everything in place. A process that dies while holding it releases it with its connection.
 * SQLite is one file for one process: no lock there.
 */

// Any constant shared by every instance; advisory locks are per database.
export const SETUP_LOCK_KEY = 7_465_726_101;

type PgClient = {
  connect(): Promise<void>;
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};

// One per Strapi instance (the tests run several in one process).
const holders = new WeakMap<Core.Strapi, PgClient>();

export async function acquireSetupLock(strapi: Core.Strapi): Promise<void> {
  const connection = strapi.config.get('database.connection') as { client?: string; connection?: Record<string, unknown> };
  if (connection?.client !== 'postgres' || holders.has(strapi)) return;
  // Loaded only on PostgreSQL, untyped (pg ships no declarations): the few calls used are typed above.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Client } = require('pg');
  const { connectionString, ssl, host, port, database, user, password } = (connection.connection ?? {}) as Record<string, unknown>;
  const client: PgClient = new Client({ connectionString, ssl, host, port, database, user, password, application_name: 'cms-setup-lock' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS taken', [SETUP_LOCK_KEY]);
    if (!rows[0].taken) {
      strapi.log.info('setup: another instance is setting up the database; waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  holders.set(strapi, client);
}

export async function releaseSetupLock(strapi: Core.Strapi): Promise<void> {
  const client = holders.get(strapi);
  holders.delete(strapi);
  if (!client) return;
  try {
    await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
  } finally {
    await client.end().catch(() => {});
  }
}
