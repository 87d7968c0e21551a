// Boots the compiled CMS in-process on this test file's own copy of the seeded database.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import request from 'supertest';
import { testEnvironment } from './environment';
import { createDatabase, dropDatabase, postgresUrl } from './postgres';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '../..');

export interface TestCms {
  strapi: any;
  api: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * `emptyDatabase`: a fresh database instead of a copy of the seeded template (what a first start
 * meets), with SEED_DEMO left unset unless `overrides` set it. `database`: an existing one instead
 * (a SQLite file, or a PostgreSQL database name), which the caller owns: close() leaves it.
 */
export async function startCms(
  overrides: Record<string, string> = {},
  { emptyDatabase = false, database }: { emptyDatabase?: boolean; database?: string } = {}
): Promise<TestCms> {
  const runDir = process.env.CMS_TEST_RUN_DIR as string;
  const template = process.env.CMS_TEST_TEMPLATE as string;
  const name = database && process.env.TEST_DATABASE === 'postgres' ? database.replace(/^cms_test_/, '') : `f${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const env = testEnvironment({ PUBLIC_DIR: path.join(runDir, 'public'), ...(emptyDatabase ? {} : { SEED_DEMO: 'false' }), ...overrides });
  if (process.env.TEST_DATABASE === 'postgres') {
    if (!database) await createDatabase(`cms_test_${name}`, emptyDatabase ? undefined : template);
    env.DATABASE_URL = postgresUrl(`cms_test_${name}`);
  } else {
    const file = database ?? path.join(runDir, `${name}.db`);
    if (!emptyDatabase && !database) fs.copyFileSync(template, file);
    env.DATABASE_FILENAME = path.relative(appDir, file);
    delete process.env.DATABASE_URL;
  }
  const previous = { ...process.env };
  Object.assign(process.env, env);
  if (!('SEED_DEMO' in env)) delete process.env.SEED_DEMO;

  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({ appDir, distDir: process.env.CMS_TEST_DIST });
  const close = async () => {
    await strapi.destroy();
    if (process.env.TEST_DATABASE === 'postgres' && !database) await dropDatabase(`cms_test_${name}`);
    process.env = previous;
  };
  try {
    await strapi.load();
  } catch (error) {
    // A start that fails (what some tests check) still leaves no database and no environment behind.
    await close().catch(() => {});
    throw error;
  }
  await strapi.server.mount();
  return { strapi, api: () => request(strapi.server.httpServer), close };
}
