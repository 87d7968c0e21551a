// Boots the compiled CMS in-process on this test file's own copy of the seeded database.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
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
  { emptyDatabase = false, database }: { emptyDatabase?: boolean; database?: string } = {},
): Promise<TestCms> {
  const runDir = process.env.CMS_TEST_RUN_DIR as string;
  const template = process.env.CMS_TEST_TEMPLATE as string;
  const name =
    database && process.env.TEST_DATABASE === 'postgres'
      ? database.replace(/^cms_test_/, '')
      : `f${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
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

/**
 * Starts one CMS for the test file (in its beforeAll) and stops it after the file (afterAll). The
 * answer stands for that CMS once started, so a file declares it once: `const cms = useCms();`.
 */
export function useCms(
  overrides: Record<string, string> | (() => Record<string, string>) = {},
  options: Parameters<typeof startCms>[1] = {},
): TestCms {
  let started: TestCms | undefined;
  beforeAll(async () => {
    // A function is read when the CMS starts, after the file's earlier beforeAll (e.g. a hook's URL).
    started = await startCms(typeof overrides === 'function' ? overrides() : overrides, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return standIn(() => started, 'the CMS');
}

/** An object that forwards to what `get` gives, once there is something (started in a beforeAll). */
export function standIn<T extends object>(get: () => T | undefined, what: string): T {
  const target = () => {
    const value = get();
    if (!value) throw new Error(`${what} is used before its beforeAll has run`);
    return value;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(target(), key);
      return typeof value === 'function' ? value.bind(target()) : value;
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    // Spreading or serializing the stand-in sees the real object's own fields.
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
