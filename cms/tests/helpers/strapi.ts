// The compiled CMS in-process for the integration tests. Booting Strapi costs seconds, so the test files
// of a worker share one started CMS (vitest runs them in one thread with `isolate: false`): `useCms()`
// gives a file that CMS, with the file's own settings applied while the file runs. Only what Strapi reads
// once at boot (the database, the mail and upload providers, Redis) makes a CMS of its own, and files
// whose subject is booting (seed, bootstrap, backups) call `startCms` and stop what they start.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { testEnvironment } from './environment';
import { createDatabase, dropDatabase, postgresUrl } from './postgres';
import { uniqueName } from './names';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '../..');

export interface TestCms {
  strapi: Core.Strapi;
  api: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * Settings the CMS reads when it uses them (process.env at call time, or its configuration refreshed by
 * `applySettings`): a test file changes them on a running CMS, and they are put back after the file.
 */
const RUNTIME_SETTINGS = new Set([
  'REBUILD_HOOK_URL',
  'REBUILD_HOOK_TOKEN',
  'NETLIFY_BUILD_HOOK_URL',
  'REBUILD_DEBOUNCE_MS',
  'REBUILD_MAX_WAIT_MS',
  'REBUILD_RETRY_MS',
  'REBUILD_RETRY_MAX_MS',
  'REBUILD_HOOK_TIMEOUT_MS',
  'PUBLIC_CACHE_SECONDS',
  'BUILD_STATUS_TOKEN',
  'PREVIEW_SECRET',
  'UPLOAD_MAX_FILE_BYTES',
  'TMPDIR',
  'PROXY_HOPS',
  'CONTACT_RATE_LIMIT',
  'NEWSLETTER_RATE_LIMIT',
  'PASSWORD_RESET_RATE_LIMIT',
  'PASSWORD_RESET_ACCOUNT_LIMIT',
  'VIEW_RATE_LIMIT',
  'SLUG_CHANGE_LIMIT',
  'SITE_URL',
  'VERSIONS_KEPT',
  'TRASH_RETENTION_DAYS',
  'IMAGE_MEGAPIXELS_PER_MINUTE',
]);

/** Re-reads the configuration that depends on runtime settings, after process.env changed. */
function applySettings(strapi: Core.Strapi) {
  const { env } = require('@strapi/utils');
  const dist = process.env.CMS_TEST_DIST as string;
  for (const name of ['limits', 'notifications']) strapi.config.set(name, require(`${dist}/config/${name}.js`).default({ env }));
  strapi.config.set('plugin::upload.sizeLimit', env.int('UPLOAD_MAX_FILE_BYTES', 5 * 1024 * 1024));
  const hops = Math.max(0, env.int('PROXY_HOPS', 0));
  strapi.server.app.proxy = hops > 0;
  strapi.server.app.maxIpsCount = hops;
}

/**
 * Empties the rate-limit and login counters and the views' day salts, as a CMS of the file's own would
 * start: a file that throttles an address must not throttle the next file's requests.
 */
async function forgetCounters() {
  const dist = process.env.CMS_TEST_DIST as string;
  await require(`${dist}/src/services/counters.js`).closeCounters();
  await require(`${dist}/src/services/daily-salt.js`).closeDailySalt();
}

/** Sets `settings` in process.env; returns how to put the previous values back. */
function setEnv(settings: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

interface StartOptions {
  /** A fresh database instead of a copy of the seeded template (what a first start meets); SEED_DEMO unset unless given. */
  emptyDatabase?: boolean;
  /** An existing database (a SQLite file, or a PostgreSQL database name) the caller owns: close() leaves it. */
  database?: string;
}

/**
 * Boots a CMS of the caller's own on a copy of the seeded template (or `options`' database); the caller closes
 * it. For the files whose subject is a boot: the worker's shared CMS is stopped first (one Strapi at a time).
 */
export async function startCms(overrides: Record<string, string> = {}, options: StartOptions = {}): Promise<TestCms> {
  await stopSharedCms();
  return bootCms(overrides, options);
}

async function bootCms(overrides: Record<string, string>, { emptyDatabase = false, database }: StartOptions): Promise<TestCms> {
  const runDir = process.env.CMS_TEST_RUN_DIR as string;
  const template = process.env.CMS_TEST_TEMPLATE as string;
  const postgres = process.env.TEST_DATABASE === 'postgres';
  const name = database && postgres ? database.replace(/^cms_test_/, '') : uniqueName(process.env.CMS_TEST_RUN_ID ?? 'run');
  const env = testEnvironment({ PUBLIC_DIR: path.join(runDir, 'public'), ...(emptyDatabase ? {} : { SEED_DEMO: 'false' }), ...overrides });
  if (postgres) {
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
    if (postgres && !database) await dropDatabase(`cms_test_${name}`);
    else if (!postgres && !database) fs.rmSync(path.resolve(appDir, env.DATABASE_FILENAME), { force: true });
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

/** The worker's running CMS and the boot settings it was started with (one at a time: a CMS holds ~300 MB). */
let shared: { key: string; cms: Promise<TestCms> } | undefined;

async function sharedCms(bootSettings: Record<string, string>): Promise<TestCms> {
  const key = JSON.stringify(Object.entries(bootSettings).sort(([a], [b]) => a.localeCompare(b)));
  if (shared?.key !== key) {
    const previous = shared;
    shared = undefined;
    if (previous) await (await previous.cms.catch(() => null))?.close();
    shared = { key, cms: bootCms(bootSettings, {}) };
    shared.cms.catch(() => {
      shared = undefined;
    });
  }
  return shared.cms;
}

/** Stops the worker's shared CMS, if one runs (before a file that boots CMSs of its own). */
export async function stopSharedCms() {
  const current = shared;
  shared = undefined;
  if (current) await (await current.cms.catch(() => null))?.close();
}

/**
 * The CMS for the test file: the worker's shared one, with `settings` applied from the file's first
 * beforeAll to its end. Settings a running CMS cannot take (RUNTIME_SETTINGS lists those it can) select a
 * CMS booted with them, shared by the files that ask for the same. A function is read when the file starts,
 * after the file's earlier beforeAll (e.g. a hook's URL). The answer stands for that CMS once started, so a
 * file declares it once: `const cms = useCms();`.
 */
export function useCms(settings: Record<string, string> | (() => Record<string, string>) = {}): TestCms {
  let started: TestCms | undefined;
  let restore = () => {};
  beforeAll(async () => {
    const all = typeof settings === 'function' ? settings() : settings;
    const boot = Object.fromEntries(Object.entries(all).filter(([key]) => !RUNTIME_SETTINGS.has(key)));
    const runtime = Object.fromEntries(Object.entries(all).filter(([key]) => RUNTIME_SETTINGS.has(key)));
    started = await sharedCms(boot);
    await forgetCounters();
    const restoreEnv = setEnv(runtime);
    applySettings(started.strapi);
    restore = () => {
      restoreEnv();
      applySettings(started!.strapi);
    };
  });
  afterAll(() => restore());
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
