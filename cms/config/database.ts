import path from 'path';
import type { Core } from '@strapi/strapi';

// SQLite by default (cms/.tmp/); PostgreSQL as soon as DATABASE_URL is set.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  const pool = { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) };

  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool,
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      } as Core.Config.Database['connection'],
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
