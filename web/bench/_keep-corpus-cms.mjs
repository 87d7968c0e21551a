// scratch (not committed): a corpus CMS kept up for manual builds
import path from 'node:path';
import fs from 'node:fs';
import { startBenchCms } from '../../scripts/cms-process.mjs';
const cmsDir = path.resolve(import.meta.dirname, '../../cms');
const cms = await startBenchCms({
  prepare: path.join(cmsDir, 'bench/prepare-corpus.js'),
  env: { CORPUS_REPORT: '/tmp/prof/corpus.json', REBUILD_HOOK_URL: '', NETLIFY_BUILD_HOOK_URL: '', SITE_URL: 'http://127.0.0.1:9' },
});
fs.writeFileSync('/tmp/prof/origin', cms.origin);
console.log('CMS', cms.origin);
setInterval(() => {}, 1 << 30);
