// `pnpm --filter web bench` (part): the JS the back-office really loads, measured in Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) on `npm start`'s stack with the demo content (the site as
// built for production, served by the site server):
//   1. the sign-in screen, /admin/connexion, a first visit (no session, empty cache);
//   2. a list, /admin/articles, opened directly by the signed-in administrator (tokens in local storage,
//      empty cache);
// for each, until the screen shows (its heading) and the network is idle: every JS response, its body
// gzipped here (zlib level 9, as bench/backoffice-size.mjs), whatever the server sent. Each page is loaded
// in French and in English (the interface language picks the translations loaded). Budgets: sign-in
// ≤ 100 KB, list ≤ 120 KB; exits 1 when a page is over.
// Only loopback requests leave the browser (the others are aborted).
//   pnpm --filter web bench:load   (BENCH_SITE_URL=<a running stack's site> measures that one)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ADMIN, startProductStack } from '../../scripts/product-stack.mjs';
import { requireChromium } from '../../scripts/web-stack.mjs';
import { withoutTrailing } from '../../scripts/strings.mjs';
import { CHROMIUM_FLAGS } from './chromium.mjs';

export const BUDGETS = { signIn: 100 * 1024, list: 120 * 1024 };
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads `path` in a fresh context (empty cache) and returns every JS file it fetched with its gzip size. */
async function measure(browser, siteUrl, { path, lang, tokens, ready }) {
  const context = await browser.newContext({ baseURL: siteUrl, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
  try {
    await context.route('**/*', (route) =>
      LOOPBACK.has(new URL(route.request().url()).hostname) ? route.continue() : route.abort('blockedbyclient'),
    );
    // The interface language and the session, as a returning user's browser keeps them.
    await context.addInitScript(
      ({ lang, tokens }) => {
        if (sessionStorage.getItem('bench-seeded')) return;
        sessionStorage.setItem('bench-seeded', '1');
        localStorage.setItem('langue', lang); // lib/languages.ts STORAGE_KEY
        if (tokens) {
          localStorage.setItem('accessToken', tokens.token);
          localStorage.setItem('refreshToken', tokens.tokenRafraichissement);
        }
      },
      { lang, tokens },
    );
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (type !== 'script' && !/\.m?js$/.test(new URL(url).pathname)) return;
      pending.push(response.body().then((body) => ({ url: new URL(url).pathname, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: ready[lang] }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);
    return { files, total: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

async function main() {
  const executablePath = requireChromium('backoffice-load');
  const running = process.env.BENCH_SITE_URL;
  if (!running) console.log('backoffice-load: starting npm start on a fresh database with the demo content…');
  const stack = running
    ? { siteUrl: withoutTrailing(running, '/'), stop: async () => undefined }
    : await startProductStack({ name: 'bench-backoffice-load', quiet: true, timeoutMs: 600_000 });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  let over = false;
  try {
    const answer = await fetch(`${stack.siteUrl}/api/v1/auth/connexion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!answer.ok) throw new Error(`backoffice-load: sign-in failed: ${answer.status}`);
    const tokens = await answer.json();
    const pages = [
      {
        id: 'signIn',
        label: 'sign-in (/admin/connexion)',
        path: '/admin/connexion',
        ready: { fr: 'Connexion administrateur', en: 'Administrator login' },
      },
      {
        id: 'list',
        label: 'list (/admin/articles, signed in)',
        path: '/admin/articles',
        tokens,
        ready: { fr: 'Articles', en: 'Articles' },
      },
    ];
    console.log('\nBack-office JS loaded in Chromium (each response gzipped, level 9)');
    for (const spec of pages) {
      for (const lang of ['fr', 'en']) {
        const { files, total } = await measure(browser, stack.siteUrl, { ...spec, lang });
        const ok = total <= BUDGETS[spec.id];
        if (!ok) over = true;
        console.log(
          `  ${spec.label} [${lang}]: ${kb(total)} in ${files.length} file(s), budget ${kb(BUDGETS[spec.id])}: ${ok ? 'ok' : 'OVER'}`,
        );
        if (process.env.BENCH_VERBOSE)
          for (const file of files.sort((a, b) => b.gzip - a.gzip))
            console.log(`      ${file.url.padEnd(56)} ${kb(file.gzip).padStart(9)}`);
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  if (over) {
    console.error('backoffice-load: a back-office page loads more JS than its budget (OVER above).');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
