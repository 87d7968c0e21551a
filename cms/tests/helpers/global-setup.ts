// Runs once per test run: compiles the CMS, then boots it on a fresh database and seeds the demo
// content into a template (SQLite file or PostgreSQL template database) that each test file copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { testEnvironment } from './environment';
import { createDatabase, dropDatabase, postgresUrl } from './postgres';

const require = createRequire(import.meta.url);
const appDir = path.resolve(__dirname, '../..');

export default async function setup() {
  const { createStrapi, compileStrapi } = require('@strapi/strapi');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const publicDir = path.join(runDir, 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  const env = testEnvironment({ PUBLIC_DIR: publicDir, SEED_DEMO: 'true' });
  let template: string;
  if (process.env.TEST_DATABASE === 'postgres') {
    template = `cms_test_${process.pid}_${Date.now()}`;
    await createDatabase(template);
    env.DATABASE_URL = postgresUrl(template);
  } else {
    template = path.join(runDir, 'template.db');
    env.DATABASE_FILENAME = path.relative(appDir, template);
  }
  Object.assign(process.env, env);

  require('../../scripts/build-domain').buildDomain();
  const app = await compileStrapi({ appDir });
  const strapi = await createStrapi(app).load();
  await strapi.destroy();

  process.env.CMS_TEST_RUN_DIR = runDir;
  process.env.CMS_TEST_TEMPLATE = template;
  process.env.CMS_TEST_DIST = app.distDir;

  return async () => {
    if (process.env.TEST_DATABASE === 'postgres') await dropDatabase(template);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
