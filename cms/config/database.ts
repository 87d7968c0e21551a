import path from 'path';
import type { Core } from '@strapi/strapi';

type PgClient = { query: (...args: unknown[]) => unknown; connection?: { stream?: { destroy(): void } } };

// SQLite by default (cms/.tmp/); PostgreSQL as soon as DATABASE_URL is set.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  // A database that refuses or freezes must cost a request seconds, not minutes: opening a connection,
  // waiting for one from the pool and running one statement are each bounded (5 s by default), and
  // TCP keepalive finds connections whose peer went away. Such failures answer 503 (middlewares/availability.ts).
  const connectMs = env.int('DATABASE_CONNECT_TIMEOUT_MS', 5000);
  const statementMs = env.int('DATABASE_STATEMENT_TIMEOUT_MS', 5000);
  const pool = {
    min: env.int('DATABASE_POOL_MIN', 0),
    max: env.int('DATABASE_POOL_MAX', 10),
    createTimeoutMillis: connectMs,
    // A statement that got no answer in time leaves its connection waiting for that answer, and the
    // statements after it queue behind: close it, so the pool opens a fresh one instead.
    afterCreate: (conn: PgClient, done: (error: Error | null, conn: PgClient) => void) => {
      const query = conn.query;
      conn.query = function (this: PgClient, config: unknown, values?: unknown, callback?: unknown) {
        const watch = (cb: unknown) =>
          typeof cb === 'function'
            ? (error: Error | null, result: unknown) => {
                if (error?.message === 'Query read timeout') conn.connection?.stream?.destroy();
                return cb(error, result);
              }
            : cb;
        return typeof values === 'function' ? query.call(this, config, watch(values)) : query.call(this, config, values, watch(callback));
      };
      done(null, conn);
    },
  };

  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
          schema: env('DATABASE_SCHEMA', 'public'),
          connectionTimeoutMillis: connectMs,
          keepAlive: true,
          keepAliveInitialDelayMillis: 10_000,
          // 0 turns a limit off. The server cancels a slow statement; the client gives up on a frozen
          // connection (no answer at all) a little later.
          ...(statementMs > 0 ? { statement_timeout: statementMs, query_timeout: statementMs + 500 } : {}),
        },
        pool,
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 5000),
      } as unknown as Core.Config.Database['connection'],
    };
  }

  return {
    connection: {
      client: 'sqlite',
      connection: {
        // Relative to cms/ (config is compiled into dist/config).
        filename: path.resolve(__dirname, '..', '..', env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
