// The search index is cut into shards so that a publication re-indexes only the shards of the pages it
// changed: which pages form a shard, when a shard keeps its name (and is kept), and, with the real Pagefind
// and its own search script, that a published page is found and an unpublished one is gone.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailPages, isDetailPage, manifestOf, pageDigests, planShards, refreshIndex, searchSite, shardCount } from '../search-index.mjs';

type Page = { file: string; digest: string };
const pages = (folder: string, count: number, digest = 'd'): Page[] =>
  Array.from({ length: count }, (_, i) => ({ file: `${folder}/page-${i}.html`, digest }));
const names = (plan: { id: string; name: string }[]) => new Map(plan.map((s) => [s.id, s.name]));

describe('which pages are searched', () => {
  it('takes the detail pages of every language and nothing else', () => {
    expect(isDetailPage('article/x.html')).toBe(true);
    expect(isDetailPage('en/realisation/y.html')).toBe(true);
    expect(isDetailPage('pt/opportunite/z.html')).toBe(true);
    expect(isDetailPage('index.html')).toBe(false);
    expect(isDetailPage('actualites/2.html')).toBe(false);
    expect(isDetailPage('article/x.jpg')).toBe(false);
    expect(isDetailPage('a/b/article/x.html')).toBe(false);
  });
});

describe('shards', () => {
  it('cuts a folder into a power of two of shards of about the given size', () => {
    expect([0, 1, 256, 257, 512, 513, 1000, 2100].map((n) => shardCount(n, 256))).toEqual([1, 1, 1, 2, 2, 4, 4, 16]);
  });

  it('keeps each folder (each language) apart and puts every page in exactly one shard', () => {
    const all = [...pages('article', 1000), ...pages('en/article', 1000), ...pages('realisation', 300)];
    const plan = planShards(all, { perShard: 256 });
    expect(plan.filter((s) => s.id.startsWith('article-'))).toHaveLength(4);
    expect(plan.filter((s) => s.id.startsWith('en-article-'))).toHaveLength(4);
    expect(plan.filter((s) => s.id.startsWith('realisation-'))).toHaveLength(2);
    const placed = plan.flatMap((s) => s.files);
    expect(placed.sort()).toEqual(all.map((p) => p.file).sort());
    for (const shard of plan) expect(new Set(shard.files.map((f) => path.posix.dirname(f))).size).toBe(1);
  });

  it('renames only the shard of a page whose content changed, or that was added or removed', () => {
    const all = [...pages('article', 1000), ...pages('en/article', 1000)];
    const before = names(planShards(all, { perShard: 256 }));
    expect(names(planShards([...all].reverse(), { perShard: 256 }))).toEqual(before);

    const changed = all.map((p) => (p.file === 'article/page-7.html' ? { ...p, digest: 'new' } : p));
    const added = [...all, { file: 'en/article/nouveau.html', digest: 'd' }];
    const removed = all.filter((p) => p.file !== 'en/article/page-3.html');
    for (const [variant, file] of [
      [changed, 'article/page-7.html'],
      [added, 'en/article/nouveau.html'],
      [removed, 'en/article/page-3.html'],
    ] as const) {
      const plan = planShards(variant, { perShard: 256 });
      const shardOf = [...plan, ...planShards(all, { perShard: 256 })].find((s) => s.files.includes(file))!.id;
      const renamed = [...names(plan)].filter(([id, name]) => before.get(id) !== name).map(([id]) => id);
      expect(renamed).toEqual([shardOf]);
    }
  });

  it('renames every shard when the indexer changes', () => {
    const all = pages('article', 600);
    const a = names(planShards(all, { version: '1.6.0' }));
    const b = names(planShards(all, { version: '1.7.0' }));
    for (const [id, name] of a) expect(b.get(id)).not.toBe(name);
  });

  it('lists the shards of each language in the manifest, in a stable order', () => {
    const manifest = manifestOf([
      { name: 'en-article-0.b', languages: ['en'] },
      { name: 'article-1.c', languages: ['fr'] },
      { name: 'article-0.a', languages: ['fr'] },
    ]);
    expect(manifest).toEqual({ languages: { fr: ['article-0.a/', 'article-1.c/'], en: ['en-article-0.b/'] } });
  });
});

// A small site with the pages a build writes (detail pages in fr and en, and others), the real Pagefind,
// and the index as a visitor's search reads it over HTTP.
describe('search index of a site', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  let server: http.Server;
  let origin = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const file = path.join(site, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(site) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) res.writeHead(404).end();
      else res.end(fs.readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(`${site}.search`, { recursive: true, force: true });
  });

  const write = (file: string, lang: string, title: string, text = 'Un chantier au Sénégal.') => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    // Replaced, never written through: a build's files are hard links shared with its cache.
    fs.rmSync(path.join(site, file), { force: true });
    fs.writeFileSync(
      path.join(site, file),
      `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><header>Menu</header>` +
        `<main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`,
    );
  };
  const find = (lang: string, query: string) => searchSite({ site, origin, lang, query });

  it('finds a published page in its language, forgets an unpublished one and re-indexes only their shards', async () => {
    const unique = `t${process.pid}x${Date.now().toString(36)}`;
    for (let i = 0; i < 12; i += 1) {
      write(`article/article-${i}.html`, 'fr', `Article ${i}`);
      write(`en/article/article-${i}.html`, 'en', `Article ${i}`);
    }
    for (let i = 0; i < 4; i += 1) write(`realisation/realisation-${i}.html`, 'fr', `Réalisation ${i}`);
    write('index.html', 'fr', `Accueil ${unique}`);
    write('actualites/2.html', 'fr', `Actualités ${unique}`);
    expect(detailPages(site)).toHaveLength(28);

    const first = await refreshIndex(site, { perShard: 4 });
    expect(first).toMatchObject({ ok: true, shards: 9, written: 9 });
    expect(await find('fr', 'Réalisation')).toContain('/realisation/realisation-2.html');
    expect(await find('fr', unique)).toEqual([]); // only the detail pages are searched

    // A publication: one new page in each language, one page gone, the rest as they were.
    write(`article/nouvelle.html`, 'fr', `Fibre optique ${unique}`);
    write(`en/article/new.html`, 'en', `Optical fibre ${unique}`);
    fs.rmSync(path.join(site, 'realisation/realisation-3.html'));
    expect(await find('fr', 'Réalisation')).toContain('/realisation/realisation-3.html'); // not refreshed yet

    const second = await refreshIndex(site, { perShard: 4, known: first.known });
    expect(second).toMatchObject({ ok: true, shards: 9, written: 3 });
    expect(await find('fr', unique)).toEqual(['/article/nouvelle.html']);
    expect(await find('en', unique)).toEqual(['/en/article/new.html']);
    const realisations = await find('fr', 'Réalisation');
    expect(realisations).toHaveLength(3);
    expect(realisations).not.toContain('/realisation/realisation-3.html');

    // Nothing changed: nothing indexed again.
    expect(await refreshIndex(site, { perShard: 4, known: second.known })).toMatchObject({ ok: true, written: 0 });
  });

  it('reads again only the pages whose file changed', async () => {
    write('article/lu.html', 'fr', 'Lu une fois');
    const first = await pageDigests(site, ['article/lu.html']);
    fs.writeFileSync(path.join(site, 'article/lu.html.tmp'), 'x');
    const same = await pageDigests(site, ['article/lu.html'], first.known);
    expect(same.pages).toEqual(first.pages);
    write('article/lu.html', 'fr', 'Lu deux fois');
    const again = await pageDigests(site, ['article/lu.html'], first.known);
    expect(again.pages[0].digest).not.toBe(first.pages[0].digest);
  });
});
