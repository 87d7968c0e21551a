// The pages' cache keys are honest: a content change re-keys every page that shows it and no other page.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_BUNDLE_DIGEST } from '../../src/lib/page-key';

const content = vi.hoisted(() => ({
  articles: [] as Record<string, unknown>[],
  realisations: [] as Record<string, unknown>[],
  opportunites: [] as Record<string, unknown>[],
  partenaires: [] as Record<string, unknown>[],
}));
vi.mock('../../src/lib/site-data', () => ({
  articles: async () => content.articles,
  realisations: async () => content.realisations,
  opportunites: async () => content.opportunites,
  allOpportunites: async () => content.opportunites,
  partenaires: async () => content.partenaires,
  buildTime: async () => new Date('2026-02-01T00:00:00Z'),
  itemPageAddresses: async () => {
    const { detailAlternates } = await import('../../src/lib/routes');
    return new Map(
      (['article', 'realisation', 'opportunite'] as const).flatMap((type) =>
        content[`${type}s` as 'articles'].map((item) => [`${type}:${item._id}`, detailAlternates(type, item.slug as never)] as const),
      ),
    );
  },
}));
const paths = await import('../../src/lib/page-paths');

const text = (value: string) => ({ fr: `${value} fr`, en: `${value} en`, pt: `${value} pt` });
const slug = (value: string) => ({ fr: `${value}-fr`, en: `${value}-en`, pt: `${value}-pt` });
const article = (n: number, categories = ['telecom']) => ({
  _id: `a${n}`,
  slug: slug(`a${n}`),
  titre: text(`Article ${n}`),
  categories,
  motsCles: {},
  datePublication: `2026-01-${String(31 - n).padStart(2, '0')}`,
});
const realisation = (n: number) => ({
  _id: `r${n}`,
  slug: slug(`r${n}`),
  titre: text(`Realisation ${n}`),
  categories: ['it'],
  motsCles: {},
  medias: [],
  images: [],
});
const opportunite = (n: number) => ({ _id: `o${n}`, slug: slug(`o${n}`), titre: text(`Offre ${n}`), statut: 'actif' });
const partenaire = (n: number) => ({ _id: `p${n}`, nom: `Partenaire ${n}`, logo: `/uploads/p${n}.png`, ordreAffichage: n });

/** Every page of the site with its key, by route and parameters. */
async function allKeys(): Promise<Map<string, string>> {
  const routes: Record<string, () => unknown> = {
    static: paths.langPaths,
    notFound: paths.notFoundPaths,
    home: paths.homePaths,
    article: paths.detailPaths('article'),
    realisation: paths.detailPaths('realisation'),
    opportunite: paths.detailPaths('opportunite'),
    ...Object.fromEntries(
      (['telecom', 'genie-civil', 'it', 'etudes', 'cablage'] as const).map((s) => [`sector:${s}`, paths.secteurPaths(s)]),
    ),
    ...Object.fromEntries(
      (['actualites', 'realisations', 'opportunites'] as const).flatMap((l) => [
        [`list:${l}`, paths.firstListPaths(l)],
        [`list:${l}:later`, paths.laterListPaths(l)],
      ]),
    ),
  };
  const keys = new Map<string, string>();
  for (const [route, load] of Object.entries(routes)) {
    for (const entry of (await load()) as { params: Record<string, string | undefined>; cacheKey: string }[]) {
      keys.set(`${route} ${JSON.stringify(entry.params)}`, entry.cacheKey);
    }
  }
  return keys;
}

/** The pages whose key differs between two builds (or that exist in only one). */
function rekeyed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((page) => before.get(page) !== after.get(page)).sort();
}

const inLanguages = (route: string, params: Record<string, string> = {}) =>
  [undefined, 'en', 'pt'].map((lang) => `${route} ${JSON.stringify({ lang, ...params })}`).sort();

/** An article's page in each language, at its slug in that language. */
const detailPages = (id: string) =>
  (
    [
      [undefined, 'fr'],
      ['en', 'en'],
      ['pt', 'pt'],
    ] as const
  ).map(([lang, suffix]) => `article ${JSON.stringify({ lang, slug: `${id}-${suffix}` })}`);

beforeEach(() => {
  content.articles = Array.from({ length: 30 }, (_, i) => article(i + 1, i % 2 ? ['it'] : ['telecom']));
  content.realisations = Array.from({ length: 5 }, (_, i) => realisation(i + 1));
  content.opportunites = Array.from({ length: 4 }, (_, i) => opportunite(i + 1));
  content.partenaires = [partenaire(1), partenaire(2)];
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[CLIENT_BUNDLE_DIGEST];
});

describe('page cache keys', () => {
  it('give every page a key, the same for the same content', async () => {
    const first = await allKeys();
    // Per language: the content-free pages' route, home, 30 + 5 + 4 details, 5 sectors, 3 lists and 2 later
    // pages of news; plus the /en and /pt 404 pages.
    expect(first.size).toBe(3 * (1 + 1 + 30 + 5 + 4 + 5 + 3 + 2) + 2);
    for (const key of first.values()) expect(key).toMatch(/^[\w-]{32}$/);
    expect(rekeyed(first, await allKeys())).toEqual([]);
  });

  it('a visit re-keys no page: view counts are never shown', async () => {
    content.articles = content.articles.map((item) => ({ ...item, nombreVues: 3 }));
    content.realisations = content.realisations.map((item) => ({ ...item, nombreVues: 3 }));
    const before = await allKeys();
    content.articles = content.articles.map((item) => ({ ...item, nombreVues: 4 }));
    content.realisations = content.realisations.map((item) => ({ ...item, nombreVues: 5 }));
    expect(rekeyed(before, await allKeys())).toEqual([]);
  });

  it('a partner change re-keys the three home pages and nothing else', async () => {
    const before = await allKeys();
    content.partenaires = [partenaire(1), { ...partenaire(2), nom: 'Sonatel' }];
    expect(rekeyed(before, await allKeys())).toEqual(inLanguages('home'));
  });

  it('an edit of the newest article re-keys its pages, list page 1, the home page and its sector page', async () => {
    const before = await allKeys();
    content.articles[0] = { ...content.articles[0], titre: text('Fibre à Diamniadio') };
    expect(rekeyed(before, await allKeys())).toEqual(
      [...detailPages('a1'), ...inLanguages('home'), ...inLanguages('list:actualites'), ...inLanguages('sector:telecom')].sort(),
    );
  });

  it('an edit of an older article re-keys its pages and its list page only', async () => {
    const before = await allKeys();
    content.articles[19] = { ...content.articles[19], titre: text('Archive') };
    expect(rekeyed(before, await allKeys())).toEqual(
      [
        ...detailPages('a20'),
        // 30 articles: page 2 holds the 13th to the 18th, page 3 the 12 oldest.
        ...inLanguages('list:actualites:later', { page: '3' }),
      ].sort(),
    );
  });

  it('a new article adds its pages and re-keys list pages 1 and 2, the home page and its sector page, not the older pages', async () => {
    const before = await allKeys();
    content.articles = [article(0, ['etudes']), ...content.articles];
    const changed = rekeyed(before, await allKeys());
    expect(changed).toEqual(
      [
        ...detailPages('a0'),
        ...inLanguages('home'),
        ...inLanguages('list:actualites'),
        ...inLanguages('list:actualites:later', { page: '2' }),
        ...inLanguages('sector:etudes'),
      ].sort(),
    );
  });

  it('a page that links to another by reference is re-keyed when that page moves or goes, in the languages that link', async () => {
    const link = '<p><a href="https://site.test/article/a5-fr" data-ref="article:a5">voir</a></p>';
    content.articles[19] = { ...content.articles[19], contenu: { fr: link, en: '<p>no link</p>', pt: '' } };
    const page = (lang: string | undefined, suffix: string) => `article ${JSON.stringify({ lang, slug: `a20-${suffix}` })}`;
    const before = await allKeys();
    content.articles[4] = { ...content.articles[4], slug: { ...(content.articles[4].slug as object), fr: 'a5-nouvelle' } };
    const moved = rekeyed(before, await allKeys());
    expect(moved).toContain(page(undefined, 'fr'));
    expect(moved).not.toContain(page('en', 'en'));
    const { linkedPages } = paths;
    const addresses = new Map([['article:a5', { fr: '/article/a5-nouvelle', en: '/en/article/a5-en', pt: '/pt/article/a5-pt' }]]);
    expect(linkedPages(content.articles[19], 'fr', addresses)).toEqual({ 'article:a5': '/article/a5-nouvelle' });
    expect(linkedPages(content.articles[19], 'fr', new Map())).toEqual({ 'article:a5': null });
    expect(linkedPages(content.articles[19], 'en', addresses)).toEqual({});
    // Unpublished: the linking page is rendered again, its link as plain text.
    const beforeGone = await allKeys();
    content.articles.splice(4, 1);
    expect(rekeyed(beforeGone, await allKeys())).toContain(page(undefined, 'fr'));
  });

  it('a new image origin or a new client bundle re-keys every page', async () => {
    const before = await allKeys();
    vi.stubEnv('MEDIA_ORIGIN', 'https://media.example.sn');
    const afterOrigin = await allKeys();
    expect(rekeyed(before, afterOrigin)).toHaveLength(before.size);
    (globalThis as Record<symbol, unknown>)[CLIENT_BUNDLE_DIGEST] = 'another-bundle';
    expect(rekeyed(afterOrigin, await allKeys())).toHaveLength(before.size);
  });
});

describe('pages render from their props', () => {
  const src = path.resolve(import.meta.dirname, '../../src');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const readsContent = (code: string) => /from ['"](?:astro:content|[./]+lib\/(?:site-data|cms-content))['"]/.test(code);

  it('no page, layout or component reads the content collections: only lib/page-paths.ts hands content to pages', () => {
    const offenders = ['pages', 'components', 'layouts', 'islands']
      .flatMap((dir) => files(path.join(src, dir)))
      .filter((file) => file.endsWith('.astro') && readsContent(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('an endpoint that reads the content itself has no cache key (it is rendered by every build)', () => {
    const endpoints = files(path.join(src, 'pages')).filter((f) => /\.(?:ts|js)$/.test(f));
    const keyedReaders = endpoints.filter((file) => {
      const code = fs.readFileSync(file, 'utf8');
      return readsContent(code) && /page-key|page-paths|cacheKey/.test(code);
    });
    expect(keyedReaders.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('no page, layout or component shows a view count (page keys leave them out)', () => {
    const readers = ['pages', 'components', 'layouts', 'islands']
      .flatMap((dir) => files(path.join(src, dir)))
      .filter((file) => /nombreVues/.test(fs.readFileSync(file, 'utf8')));
    expect(readers.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('every localized page takes its static paths from lib/page-paths.ts', () => {
    const pages = files(path.join(src, 'pages/[...lang]')).filter((f) => f.endsWith('.astro'));
    const own = pages.filter(
      (file) =>
        !/export const getStaticPaths = \w+(?:\([^)]*\))?;/.test(fs.readFileSync(file, 'utf8')) ||
        !/from '(?:\.\.\/)+lib\/page-paths'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(own.map((f) => path.relative(src, f))).toEqual([]);
  });
});
