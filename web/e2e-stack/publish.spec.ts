// Incremental publication on `npm start`'s stack (the CMS, the rebuild worker, the site server): on a site
// built before, a publication renders only the pages that show it (its three pages, the lists, home and
// sector pages, the sitemap) and copies the others; a partner change renders the pages that show partners;
// an edit shows and an unpublished article's pages go; a changed address answers 301 from the old one; and
// the live site is then, file for file, what a full build of the same content gives.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

interface Stack {
  cmsUrl: string;
  workerUrl: string;
  rebuildToken: string;
  siteUrl: string;
  stateDir: string;
  cmsEnv: Record<string, string>;
}
const stack: Stack = JSON.parse(process.env.E2E_STACK ?? '{}');
const web = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'admin@demo.local', motDePasse: 'demo-admin-2025' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWMQiVpAEmIY1RA1Gkoi2MIAADXkyoFVErBxAAAAAElFTkSuQmCC',
  'base64',
);
const LANGS = [
  ['fr', ''],
  ['en', '/en'],
  ['pt', '/pt'],
] as const;
const inLanguages = (page: string) => LANGS.map(([, prefix]) => (page === '' ? `${prefix || '/index'}.html` : `${prefix}${page}.html`));

interface Build {
  ok: boolean;
  at: string;
  seconds: number;
  pages: { rendered: number; reused: number };
  rendered: string[];
  content: { read: 'changes' | 'full'; changed?: number };
}
type Status = { building: boolean; history: Build[] };

// The tests do not depend on each other: each makes its own item, waits until nothing else is pending
// before the change it measures, and reads only that change's build. They run in the order written (the
// stack project has one worker), so the last one compares the site the others rebuilt with a full build.

async function signIn(request: APIRequestContext) {
  const res = await request.post('/api/v1/auth/connexion', { data: ADMIN });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

const worker = (route: string, init: RequestInit = {}) =>
  fetch(`${stack.workerUrl}${route}`, { ...init, headers: { authorization: `Bearer ${stack.rebuildToken}` } });
const status = async (): Promise<Status> => (await worker('/status')).json();
/** The newest build's moment: which build is the last one (the history keeps a bounded number). */
const lastAt = async () => (await status()).history.at(-1)?.at ?? null;

/**
 * Whether the build holds every write to the item lists the CMS knows of: what the CMS says changed since
 * the build started (GET /site/changements, as the builds ask it) was all written before that start (the
 * build read its content after it). False when something is newer, or the CMS asks for a full read (a
 * sector, a deleted file or account).
 */
async function holdsEveryWrite(build: Build): Promise<boolean> {
  const started = Date.parse(build.at) - build.seconds * 1000;
  const res = await fetch(`${stack.cmsUrl}/api/v1/site/changements?depuis=${encodeURIComponent(new Date(started).toISOString())}`, {
    headers: { authorization: `Bearer ${stack.cmsEnv.BUILD_STATUS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const changes = await res.json();
  if (changes.toutRelire !== false) return false;
  return ['articles', 'realisations', 'opportunites'].every((list) =>
    (changes[list].modifies as Array<{ dateModification?: string }>).every((item) => Date.parse(item.dateModification ?? '') < started),
  );
}

/**
 * Waits until nothing is pending: the worker idle and its last build holding every write the CMS's change
 * journal knows of (the CMS asks a build of every public change, so a newer write is one the worker has
 * yet to build). While something is, one more build is asked for and waited for. The specs before (the
 * site project's, on the same stack) leave their writes built, so the build a test below measures holds
 * its own change only.
 */
async function settled() {
  await expect
    .poll(
      async () => {
        const s = await status();
        const last = s.history.at(-1);
        if (s.building) return 'building';
        if (!last?.ok || !(await holdsEveryWrite(last))) {
          await buildAfter(async () => {
            expect((await worker('/rebuild', { method: 'POST' })).status).toBe(202);
          });
          return 'one more build';
        }
        return 'settled';
      },
      { timeout: 240_000, intervals: [200] },
    )
    .toBe('settled');
}

/** Runs `change`, then waits for the build that holds it to finish; returns that build. */
async function buildAfter(change: () => Promise<void>): Promise<Build> {
  await expect.poll(async () => (await status()).building, { timeout: 120_000, intervals: [200] }).toBe(false);
  const before = await lastAt();
  await change();
  await expect
    .poll(
      async () => {
        const s = await status();
        const last = s.history.at(-1);
        return !s.building && last !== undefined && last.at !== before && (!last.ok || (await holdsEveryWrite(last)));
      },
      { timeout: 120_000, intervals: [300] },
    )
    .toBe(true);
  const build = (await status()).history.at(-1)!;
  expect(build.ok).toBe(true);
  return build;
}

/** Publishes articles of the test's own (titles with the test's stamp) in one build; returns them and the build. */
async function publishArticles(request: APIRequestContext, titres: string[]) {
  const articles: Array<{ _id: string; slug: Record<string, string> }> = [];
  const build = await buildAfter(async () => {
    const headers = await signIn(request);
    for (const titre of titres) {
      const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
        'categories[]': 'télécom',
        etat: 'publié',
        imagePrincipale: { name: 'cover.png', mimeType: 'image/png', buffer: PNG },
      };
      for (const [lang] of LANGS) {
        multipart[`titre[${lang}]`] = `${titre} (${lang})`;
        multipart[`texteAlternatif[${lang}]`] = `Tranchée de fibre (${lang})`;
        multipart[`contenu[${lang}]`] = `${titre}. `.repeat(6);
      }
      const res = await request.post('/api/v1/articles', { headers, multipart });
      expect(res.status(), await res.text()).toBe(201);
      articles.push(await res.json());
    }
  });
  return { articles, build };
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Pages every build renders: they have no cache key (endpoints, the French 404 and the back-office shells). */
const unkeyed = (page: string) => !page.endsWith('.html') || ['/404.html', '/admin.html', '/conseiller.html'].includes(page);

test('a publication renders its three pages and the pages that list it, copies every other page, and goes live in fr, en and pt', async ({
  request,
}) => {
  test.setTimeout(480_000);
  await settled();
  const titre = `Extension du réseau fibre à Bargny ${stamp()}`;
  const {
    articles: [article],
    build,
  } = await publishArticles(request, [titre]);

  for (const [lang, prefix] of LANGS) {
    const res = await request.get(`${prefix}/article/${article.slug[lang]}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`${titre} (${lang})`);
  }
  const own = LANGS.map(([lang, prefix]) => `${prefix}/article/${article.slug[lang]}.html`);
  // What shows the new article: its pages, home, the news list (and /articles), the telecom sector page, the sitemap.
  const shows = [
    ...own,
    ...inLanguages(''),
    ...inLanguages('/actualites'),
    ...inLanguages('/articles'),
    ...inLanguages('/telecom'),
    '/sitemap.xml',
  ];
  expect(build.rendered).toEqual(expect.arrayContaining(shows));
  // Later pages of the news list shift too, when there are any.
  const laterNews = /^(?:\/(?:en|pt))?\/actualites\/\d+\.html$/;
  expect(build.rendered.filter((page) => !shows.includes(page) && !laterNews.test(page) && !unkeyed(page))).toEqual([]);
  expect(build.pages.reused).toBeGreaterThan(50);
});

test('a partner change renders the pages that show partners (home, in each language) and nothing else keyed', async ({ request }) => {
  test.setTimeout(480_000);
  await settled();
  // A partner of the test's own (a repeated run renames a new one, never the last run's).
  const headers = await signIn(request);
  const nom = `Partenaire ${stamp()}`;
  let id = '';
  await buildAfter(async () => {
    const res = await request.post('/api/v1/partenaires', {
      headers,
      multipart: { nom, actif: 'true', ordreAffichage: '0', logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(res.status(), await res.text()).toBe(201);
    id = ((await res.json()) as { _id: string })._id;
  });
  const build = await buildAfter(async () => {
    const res = await request.patch(`/api/v1/partenaires/${id}`, { headers, data: { nom: `${nom} Sénégal` } });
    expect(res.status(), await res.text()).toBe(200);
  });
  expect(build.rendered).toEqual(expect.arrayContaining(inLanguages('')));
  expect(build.rendered.filter((page) => !inLanguages('').includes(page) && !unkeyed(page))).toEqual([]);
  const home = await (await request.get('/en')).text();
  expect(home).toContain(`${nom} Sénégal`);
});

test('an edit shows and an unpublished article leaves the live site in fr, en and pt (pages linked ahead included)', async ({
  request,
}) => {
  test.setTimeout(480_000);
  await settled();
  // Two articles of the test's own: one edited, one withdrawn.
  const {
    articles: [edited, withdrawn],
  } = await publishArticles(request, [`Un article corrigé après publication ${stamp()}`, `Un article retiré après publication ${stamp()}`]);
  const headers = await signIn(request);
  // Both builds read the CMS's changes since what their process read ahead (web/src/lib/cms-content.ts).
  const edit = await buildAfter(async () => {
    const res = await request.patch(`/api/v1/articles/${edited._id}`, {
      headers,
      data: { 'titre[pt]': 'Um título corrigido depois da publicação' },
    });
    expect(res.status(), await res.text()).toBe(200);
  });
  expect(edit.content.read).toBe('changes');
  expect(await (await request.get(`/pt/article/${edited.slug.pt}`)).text()).toContain('Um título corrigido depois da publicação');
  const withdrawal = await buildAfter(async () => {
    const res = await request.patch(`/api/v1/articles/${withdrawn._id}`, { headers, data: { etat: 'brouillon' } });
    expect(res.status(), await res.text()).toBe(200);
  });
  expect(withdrawal.content.read).toBe('changes');
  for (const [lang, prefix] of LANGS) expect((await request.get(`${prefix}/article/${withdrawn.slug[lang]}`)).status()).toBe(404);
});

test('a changed address: the old one answers 301 to the new one (200) in fr, en and pt, chains collapse, the sitemap and hreflang name the new one', async ({
  request,
}) => {
  test.setTimeout(480_000);
  await settled();
  // An article of the test's own: a repeated run changes a new item's address, never the last run's.
  const {
    articles: [item],
  } = await publishArticles(request, [`Une adresse qui change ${stamp()}`]);
  const headers = await signIn(request);
  const key = stamp();
  const wanted: Record<string, string> = { fr: `nouvelle-adresse-${key}`, en: `new-address-${key}`, pt: `novo-endereco-${key}` };
  const change = (data: Record<string, string>) =>
    buildAfter(async () => {
      const res = await request.patch(`/api/v1/articles/${item._id}`, { headers, data });
      expect(res.status(), await res.text()).toBe(200);
    });
  await change({ 'slug[fr]': wanted.fr, 'slug[en]': wanted.en, 'slug[pt]': wanted.pt });
  // A second change in French: both former French addresses lead straight to the last one.
  const last: Record<string, string> = { ...wanted, fr: `derniere-adresse-${key}` };
  await change({ 'slug[fr]': last.fr });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const named = (text: string, slug: string) => new RegExp(`/article/${slug}["<]`).test(text);
  for (const [lang, prefix] of LANGS) {
    const formers = lang === 'fr' ? [item.slug.fr, wanted.fr] : [item.slug[lang]];
    for (const former of formers) {
      const moved = await request.get(`${prefix}/article/${former}`, { maxRedirects: 0 });
      expect(moved.status(), `${lang} ${former}`).toBe(301);
      expect(moved.headers().location).toBe(`${prefix}/article/${last[lang]}`);
      expect(named(sitemap, former), former).toBe(false);
    }
    const page = await request.get(`${prefix}/article/${last[lang]}`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(named(sitemap, last[lang])).toBe(true);
    // The page's hreflang alternates name the current address of each language, never a former one.
    for (const [other] of LANGS) {
      expect(named(html, last[other]), `${lang} links ${other}`).toBe(true);
      expect(named(html, item.slug[other]), `${lang} links the former ${other}`).toBe(false);
    }
  }
});

test('nothing stale survives: the live site is, file for file, what a full build of the same content gives', async () => {
  test.setTimeout(480_000);
  // The live site holds every write made before (the other tests', the site project's).
  await settled();
  // Under web/, as the rebuild worker's own builds (scripts/rebuild-worker/paths.mjs): Astro renames its
  // assets into the output folder, which fails across file systems (the run's scratch folder is in memory).
  fs.mkdirSync(path.join(web, '.builds-next'), { recursive: true });
  const work = fs.mkdtempSync(path.join(web, '.builds-next', 'full-build-'));
  try {
    const full = path.join(work, 'dist');
    const run = spawnSync(process.execPath, [path.join(web, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: web,
      encoding: 'utf8',
      env: {
        ...process.env,
        CMS_URL: stack.cmsUrl,
        SITE_URL: stack.siteUrl,
        WEB_OUT_DIR: full,
        WEB_CACHE_DIR: path.join(work, 'cache'),
        ASTRO_TELEMETRY_DISABLED: '1',
      },
    });
    expect(run.status, run.stderr).toBe(0);
    const live = fs.realpathSync(path.join(stack.stateDir, 'dist'));
    const files = (dir: string): string[] =>
      (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => !file.startsWith('pagefind') && fs.statSync(path.join(dir, file)).isFile())
        .sort();
    expect(files(live)).toEqual(files(full));
    const differ = files(full).filter((file) => !fs.readFileSync(path.join(live, file)).equals(fs.readFileSync(path.join(full, file))));
    expect(differ).toEqual([]);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
