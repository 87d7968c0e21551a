// Netlify's build step after `npm run build` (netlify.toml [build].command):
//   1. checks that netlify.toml's Content-Security-Policy allows every script of the built site: each inline
//      one by its hash, each file by its path (else the build fails with what to change, instead of
//      deploying pages whose scripts are blocked);
//   2. writes the proxy rules into the publish folder's _redirects with CMS_URL for the placeholder origin,
//      before the lines the build wrote there (the former addresses' 301s);
//   3. puts the editors' preview in place (`npm run build:preview` made it in web/dist-preview): its bundles
//      into the publish folder's _apercu/, the /apercu rule's headers beside its server entry, which the
//      function netlify/functions/apercu.mjs sends (Netlify adds none to a function's answer).
//   node scripts/netlify-postbuild.mjs                 (CMS_URL=https://cms.example.sn, UPLOADS_URL optional, publish folder of netlify.toml)
//   node scripts/netlify-postbuild.mjs --check [dist]  (step 1 only, e.g. on web/dist locally)
import fs from 'node:fs';
import path from 'node:path';
import {
  headersFor,
  loadSiteRules,
  missingScriptHashes,
  proxyRedirectsFile,
  root,
  scriptPaths,
  scriptsOutsideAllowedPaths,
} from './site-rules.mjs';

const rules = loadSiteRules();
const checkOnly = process.argv[2] === '--check';
const dist = path.resolve(root, (checkOnly && process.argv[3]) || String(rules.build.publish ?? 'web/dist'));

const missing = missingScriptHashes(rules, dist);
if (missing.length) {
  console.error("netlify-postbuild: netlify.toml's Content-Security-Policy blocks inline scripts of the build; add to script-src:");
  for (const { hash, files } of missing) console.error(`  ${hash}   (${files.length} page(s), e.g. ${files[0]})`);
  process.exit(1);
}
const outside = scriptsOutsideAllowedPaths(rules, dist);
if (outside.length) {
  console.error(
    `netlify-postbuild: pages load scripts from outside ${scriptPaths(rules).join(', ')}, which the Content-Security-Policy blocks:`,
  );
  for (const { src, files } of outside) console.error(`  ${src}   (${files.length} page(s), e.g. ${files[0]})`);
  process.exit(1);
}
console.log('netlify-postbuild: every script of the build is allowed by the Content-Security-Policy');
if (checkOnly) process.exit(0);

const cmsUrl = process.env.CMS_URL;
if (!cmsUrl) {
  console.error("netlify-postbuild: set CMS_URL (the https:// origin of the CMS) in Netlify's environment");
  process.exit(1);
}
// The build's own lines (former addresses, web/src/pages/[redirects].ts) stay after the proxies.
const file = path.join(dist, '_redirects');
const built = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
// A new file, not a write into the old one: the build's files are hard links shared with Astro's cache
// (scripts/linked-output.mjs), whose copy must stay the build's own lines.
fs.writeFileSync(`${file}.next`, proxyRedirectsFile(rules, cmsUrl, process.env.UPLOADS_URL) + built);
fs.renameSync(`${file}.next`, file);
console.log(
  `netlify-postbuild: ${path.relative(root, file)} proxies /api/v1 to ${new URL(cmsUrl).origin} and /uploads to ${process.env.UPLOADS_URL || new URL(cmsUrl).origin}`,
);

const preview = path.join(root, 'web', 'dist-preview');
if (!fs.existsSync(path.join(preview, 'server', 'entry.mjs'))) {
  console.error('netlify-postbuild: no preview build in web/dist-preview: run `npm run build:preview` before this step');
  process.exit(1);
}
fs.cpSync(path.join(preview, 'client', '_apercu'), path.join(dist, '_apercu'), { recursive: true });
fs.writeFileSync(path.join(preview, 'server', 'site-headers.json'), JSON.stringify(headersFor(rules, '/apercu'), null, 2));
console.log("netlify-postbuild: the preview's bundles are in _apercu/, its headers beside netlify/functions/apercu.mjs's entry");
