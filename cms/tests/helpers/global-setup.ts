// Runs once per test run and database: compiles the CMS unless its sources did not change since the last
// compile (cms/scripts/compile.js), and seeds the demo content into a template (a SQLite file, or a
// PostgreSQL template database) that every CMS of the tests copies (cms/scripts/seed-template.js).
// `npm test` seeds both templates before its lanes start and passes the lane's (CMS_TEST_TEMPLATE and its
// folder, CMS_TEST_RUN_DIR): it is then used as it is, and removed by `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createDatabase, dropDatabases, postgresUrl } from './postgres';
import { uniqueName } from './names';

const require = createRequire(import.meta.url);

export default async function setup() {
  const postgres = process.env.TEST_DATABASE === 'postgres';
  const runId = uniqueName('r').replace(/_/g, '');
  process.env.CMS_TEST_RUN_ID = runId;
  const log = (line: string) => console.log(line);
  const { compileCms } = require('../../scripts/compile');
  process.env.CMS_TEST_DIST = (await compileCms({ log })).distDir;

  // Seeded by `npm test` before its lanes (a SQLite file, or a PostgreSQL database name), and removed by it.
  const given = process.env.CMS_TEST_TEMPLATE;
  if (given && process.env.CMS_TEST_RUN_DIR && (postgres || fs.existsSync(given))) {
    return async () => {
      // The databases the workers' shared CMSs still held when they ended.
      if (postgres) await dropDatabases(`cms_test_${runId}`);
    };
  }

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const { seedTemplate } = require('../../scripts/seed-template');
  let template: string;
  if (postgres) {
    template = `cms_test_${runId}_template`;
    await createDatabase(template);
    await seedTemplate({ runDir, databaseUrl: postgresUrl(template), log });
  } else {
    template = (await seedTemplate({ runDir, log })).template;
  }
  process.env.CMS_TEST_RUN_DIR = runDir;
  process.env.CMS_TEST_TEMPLATE = template;

  return async () => {
    // Every database of the run: the template and those a worker's shared CMS still held when it ended.
    if (postgres) await dropDatabases(`cms_test_${runId}`);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
